import { roles } from './en/roles.ts';
import type { Strings } from './index.ts';

/** The roles area's strings in the active language (only English today); see ./index.ts. */
export const tRoles: Strings<typeof roles> = roles;
