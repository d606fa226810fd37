import type { ContentButton } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import * as contentRepo from './contents.repository.ts';
import * as repo from './repository.ts';
import type { ScopeCodes } from './repository.ts';
import { codesOf, locate, scopeOf } from './scope.ts';
import { contentFile, media } from './contents.service.ts';

/** The learning views (LMS, LMS_Video, LearnVideo, ClassVideo, SimulationVideo): read-only, by content type. */

export interface ViewSpec {
  types: readonly string[] | null;
  fileUrl: (fileId: number) => string;
}

export async function viewCatalogue(db: Db, caller: Caller, view: ViewSpec) {
  const data = await repo.catalogue(db, caller.organisationId, view.types);
  return { data, total: data.length };
}

export async function viewChapters(
  db: Db,
  caller: Caller,
  view: ViewSpec,
  query: ScopeCodes & { page: number; pageSize: number; q?: string },
) {
  const found = await locate(db, caller, codesOf(query));
  const { data, total } = await repo.viewChapters(db, scopeOf(found), view.types, query);
  return {
    data: data.map((row) => ({
      ChapterCode: String(row.id),
      ChapterName: row.name,
      ChapterSlNo: row.slNo,
      contentCount: row.contentCount,
    })),
    total,
  };
}

export async function viewTopics(
  db: Db,
  caller: Caller,
  view: ViewSpec,
  query: ScopeCodes & { chapterCode: string },
) {
  const found = await locate(db, caller, codesOf(query), { chapterCode: query.chapterCode });
  const [topicRows, contentRows] = await Promise.all([
    repo.listTopics(db, found.chapterId!),
    contentRepo.listContents(db, { chapterId: found.chapterId! }, view.types),
  ]);
  const byTopic = new Map<number, ContentButton[]>();
  for (const row of contentRows) {
    const list = byTopic.get(row.topicId) ?? [];
    list.push({ ContentType: row.contentType, ContentName: row.name, ContentSLNo: row.slNo });
    byTopic.set(row.topicId, list);
  }
  const data = topicRows
    .map((row) => ({
      TopicCode: String(row.id),
      TopicName: row.name,
      TopicSLNo: row.slNo,
      contents: byTopic.get(row.id) ?? [],
    }))
    // A video view lists only topics that have something to play.
    .filter((row) => view.types === null || row.contents.length > 0);
  return { data, total: data.length };
}

export async function viewMedia(
  db: Db,
  caller: Caller,
  view: ViewSpec,
  query: ScopeCodes & { chapterCode: string; topicCode: string; contentSLNo: number },
) {
  return media(db, caller, { ...query, suCode: caller.suCode }, view);
}

/** An uploaded file of content this view shows; any other is not found. */
export async function viewFile(db: Db, caller: Caller, view: ViewSpec, fileId: number) {
  return contentFile(db, caller, fileId, view.types);
}
