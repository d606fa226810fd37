import { curriculum } from './en/curriculum.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The curriculum area's strings in the active language; see ./index.ts. */
export const tCurriculum: Strings<typeof curriculum> = localised('curriculum', curriculum);
