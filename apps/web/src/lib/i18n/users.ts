import { users } from './en/users.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The users area's strings in the active language; see ./index.ts. */
export const tUsers: Strings<typeof users> = localised('users', users);
