import { exams } from './en/exams.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The exams area's strings in the active language; see ./index.ts. */
export const tExams: Strings<typeof exams> = localised('exams', exams);
