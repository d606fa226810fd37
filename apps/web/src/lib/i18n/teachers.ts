import { teachers } from './en/teachers.ts';
import type { Strings } from './index.ts';

/** The teachers area's strings in the active language (only English today); see ./index.ts. */
export const tTeachers: Strings<typeof teachers> = teachers;
