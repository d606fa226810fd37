import { roles } from './en/roles.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The roles area's strings in the active language; see ./index.ts. */
export const tRoles: Strings<typeof roles> = localised('roles', roles);
