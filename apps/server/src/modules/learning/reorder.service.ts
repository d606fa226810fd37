import type { reorderChaptersBody, reorderContentBody, reorderTopicsBody } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import * as contentRepo from './contents.repository.ts';
import * as repo from './repository.ts';
import { audit, codesOf, locate, lockTopicOf, orderedIds, scopeOf } from './scope.ts';

/** New orders of a subject's chapters, a chapter's topics and a topic's content. */

export async function reorderChapters(
  db: Db,
  caller: Caller,
  body: z.output<typeof reorderChaptersBody>,
  ip?: string,
) {
  await db.transaction(async (tx) => {
    const found = await locate(tx, caller, codesOf(body));
    await repo.lockSubject(tx, found.subjectId);
    const current = await repo.chapterIds(tx, scopeOf(found));
    const ids = orderedIds(body.chapterCodes, current);
    await repo.applyOrder(tx, 'chapters', ids);
    await audit(
      tx,
      caller,
      'reorder',
      'chapter',
      body.subjectCode,
      { ...codesOf(body), order: body.chapterCodes },
      ip,
    );
  });
}

export async function reorderTopics(
  db: Db,
  caller: Caller,
  body: z.output<typeof reorderTopicsBody>,
  ip?: string,
) {
  await db.transaction(async (tx) => {
    const found = await locate(tx, caller, codesOf(body), { chapterCode: body.chapterCode });
    await repo.lockChapter(tx, found.chapterId!);
    const current = await repo.listTopics(tx, found.chapterId!);
    const ids = orderedIds(body.topicCodes, current);
    await repo.applyOrder(tx, 'topics', ids);
    await audit(tx, caller, 'reorder', 'topic', body.chapterCode, { order: body.topicCodes }, ip);
  });
}

export async function reorderContent(
  db: Db,
  caller: Caller,
  body: z.output<typeof reorderContentBody>,
  ip?: string,
) {
  await db.transaction(async (tx) => {
    const topicId = await lockTopicOf(tx, caller, body);
    const current = await contentRepo.listContents(tx, { topicId });
    const bySlNo = new Map(current.map((row) => [row.slNo, row.id]));
    const ids = orderedIds(
      body.contentSLNos.map((n) => String(bySlNo.get(n) ?? '')),
      current,
    );
    await repo.applyOrder(tx, 'contents', ids);
    await audit(tx, caller, 'reorder', 'content', body.topicCode, { order: body.contentSLNos }, ip);
  });
}
