import { components } from './en/components.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The shared kit's strings in the active language; see ./index.ts. */
export const tComponents: Strings<typeof components> = localised('components', components);
