import { components } from './en/components.ts';
import type { Strings } from './index.ts';

/** The shared kit's strings in the active language (only English today); see ./index.ts. */
export const tComponents: Strings<typeof components> = components;
