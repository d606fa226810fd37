import { users } from './en/users.ts';
import type { Strings } from './index.ts';

/** The users area's strings in the active language (only English today); see ./index.ts. */
export const tUsers: Strings<typeof users> = users;
