import { students } from './en/students.ts';
import type { Strings } from './index.ts';

/** The students area's strings in the active language (only English today); see ./index.ts. */
export const tStudents: Strings<typeof students> = students;
