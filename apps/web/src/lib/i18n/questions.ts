import { questions } from './en/questions.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The question bank's strings in the active language; see ./index.ts. */
export const tQuestions: Strings<typeof questions> = localised('questions', questions);
