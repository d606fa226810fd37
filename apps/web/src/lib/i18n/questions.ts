import { questions } from './en/questions.ts';
import type { Strings } from './index.ts';

/** The question bank's strings in the active language (only English today); see ./index.ts. */
export const tQuestions: Strings<typeof questions> = questions;
