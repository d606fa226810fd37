import { curriculum } from './en/curriculum.ts';
import type { Strings } from './index.ts';

/** The curriculum area's strings in the active language (only English today); see ./index.ts. */
export const tCurriculum: Strings<typeof curriculum> = curriculum;
