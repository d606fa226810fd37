import { OrganisationMemory } from '../../lib/organisation-memory.ts';

/** One of the chapter manager's lists as this node last read it. */
export interface RememberedList {
  organisationId: number;
  json: string;
}

/** At most this many characters of lists are held (a subject of 200 chapters is ~24,000). */
const CAPACITY = 16 * 1024 * 1024;

/**
 * The chapter manager's chapter and topic lists as this node last read them, for CURRICULUM_CACHE_MS
 * (docs/decisions/041-the-chapter-managers-lists-remembered.md): staff and apps open the same subject's
 * lists over and over, and they change only through the chapter manager's and the curriculum's own
 * writes, each of which forgets the organisation's lists on every node before it answers.
 */
export class ChapterManagerLists extends OrganisationMemory<RememberedList> {
  constructor(ttlMs: number) {
    super({
      ttlMs,
      capacity: CAPACITY,
      organisationOf: (list) => list.organisationId,
      weigh: (list) => list.json.length,
    });
  }
}

/** The menus whose writes change what those lists show: chapters, topics, contents, and the boards, classes and subjects they are found by. */
export const CHAPTER_MANAGER_MENUS: ReadonlySet<string> = new Set([
  'ChapterDetails',
  'Board',
  'Class',
  'Subject',
]);
