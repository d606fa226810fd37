import { exams } from './en/exams.ts';
import type { Strings } from './index.ts';

/** The exams area's strings in the active language (only English today); see ./index.ts. */
export const tExams: Strings<typeof exams> = exams;
