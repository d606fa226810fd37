import { z } from 'zod';
import { pageFields, pageOf } from './common.ts';

/** Boards, classes and subjects (/api/v1/boards, /classes, /subjects): what chapters are filed under. */

export const CURRICULUM_KINDS = ['board', 'class', 'subject'] as const;
export type CurriculumKind = (typeof CURRICULUM_KINDS)[number];

export const curriculumCode = z
  .string({ error: 'Please enter a code.' })
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a code.')
  .max(20, 'Codes are at most 20 characters.')
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'Use letters, digits, - and _ only (no spaces).');
const curriculumName = z
  .string({ error: 'Please enter a name.' })
  .trim()
  .min(1, 'Please enter a name.')
  .max(100, 'Names are at most 100 characters.');

export const curriculumBody = z.object({ code: curriculumCode, name: curriculumName });
export type CurriculumBody = z.input<typeof curriculumBody>;
export const curriculumUpdateBody = z
  .object({ code: curriculumCode.optional(), name: curriculumName.optional() })
  .refine((v) => v.code !== undefined || v.name !== undefined, 'Nothing to change.');
export type CurriculumUpdateBody = z.input<typeof curriculumUpdateBody>;

export const CURRICULUM_SORTS = ['code', '-code', 'name', '-name', 'createdAt', '-createdAt'] as const;
export type CurriculumSort = (typeof CURRICULUM_SORTS)[number];
export const curriculumListQuery = z.object({
  ...pageFields,
  sort: z.enum(CURRICULUM_SORTS).default('code'),
});
export type CurriculumListQuery = z.input<typeof curriculumListQuery>;

export const curriculumItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Chapters filed under it; a delete is refused while this is above 0. */
  chapterCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurriculumItem = z.infer<typeof curriculumItem>;
export const curriculumList = pageOf(curriculumItem);
export type CurriculumList = z.infer<typeof curriculumList>;

/** Every board, class and subject of the organisation, for pickers. */
const option = z.object({ code: z.string(), name: z.string() });
export const curriculumOptions = z.object({
  boards: z.array(option),
  classes: z.array(option),
  subjects: z.array(option),
});
export type CurriculumOptions = z.infer<typeof curriculumOptions>;
