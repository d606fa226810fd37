import { teachers } from './en/teachers.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The teachers area's strings in the active language; see ./index.ts. */
export const tTeachers: Strings<typeof teachers> = localised('teachers', teachers);
