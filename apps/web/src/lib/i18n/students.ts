import { students } from './en/students.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The students area's strings in the active language; see ./index.ts. */
export const tStudents: Strings<typeof students> = localised('students', students);
