import type { Db } from '../../db/client.ts';
import { assertOwnOrganisation } from '../../lib/caller.ts';
import type { Caller } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repository.ts';
import type { ChapterManagerLists } from './remembered.ts';
import type { ScopeCodes } from './repository.ts';
import { audit, codesOf, locate, readAt } from './scope.ts';

/** Topics of a chapter: the chapter manager's spec calls (list, add, update, delete). */

export const TOPIC_NAME_TAKEN = 'A topic with this name already exists in this chapter.';

/** The topics of a chapter in serial order with their content counts (`repo.topicDetails`). */
export function topicDetails(
  db: Db,
  lists: ChapterManagerLists,
  caller: Caller,
  body: ScopeCodes & { suCode: string; chapterCode: string },
) {
  assertOwnOrganisation(caller, body.suCode);
  return readAt(db, lists, caller, codesOf(body), { chapterCode: body.chapterCode }, repo.topicDetails);
}

const topicNameTaken = (field: string) =>
  new AppError('CONFLICT', TOPIC_NAME_TAKEN, { [field]: TOPIC_NAME_TAKEN });

export async function addTopic(
  db: Db,
  caller: Caller,
  body: ScopeCodes & { suCode: string; chapterCode: string; topicName: string },
  ip?: string,
) {
  assertOwnOrganisation(caller, body.suCode);
  try {
    return await db.transaction(async (tx) => {
      const found = await locate(tx, caller, codesOf(body), { chapterCode: body.chapterCode });
      await repo.lockChapter(tx, found.chapterId!);
      const row = await repo.insertTopic(tx, {
        organisationId: caller.organisationId,
        chapterId: found.chapterId!,
        name: body.topicName,
        createdBy: caller.userId,
      });
      await audit(
        tx,
        caller,
        'create',
        'topic',
        row.id,
        { chapterCode: body.chapterCode, name: body.topicName },
        ip,
      );
      return { TopicCode: String(row.id), TopicSLNo: row.slNo };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw topicNameTaken('topicName');
    throw err;
  }
}

export async function updateTopic(
  db: Db,
  caller: Caller,
  body: {
    BoardCode: string;
    ClassCode: string;
    SubjectCode: string;
    ChapterCode: string;
    TopicCode: string;
    TopicName: string;
  },
  ip?: string,
) {
  const codes = { boardCode: body.BoardCode, classCode: body.ClassCode, subjectCode: body.SubjectCode };
  try {
    await db.transaction(async (tx) => {
      const found = await locate(tx, caller, codes, {
        chapterCode: body.ChapterCode,
        topicCode: body.TopicCode,
      });
      await repo.lockChapter(tx, found.chapterId!);
      const before = await repo.findTopic(tx, found.topicId!);
      await repo.renameTopic(tx, found.topicId!, body.TopicName, caller.userId);
      await audit(
        tx,
        caller,
        'update',
        'topic',
        found.topicId!,
        { before: before?.name, after: body.TopicName },
        ip,
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw topicNameTaken('TopicName');
    throw err;
  }
}

export async function deleteTopic(
  db: Db,
  caller: Caller,
  body: ScopeCodes & { chapterCode: string; topicCode: string },
  ip?: string,
) {
  await db.transaction(async (tx) => {
    const found = await locate(tx, caller, codesOf(body), {
      chapterCode: body.chapterCode,
      topicCode: body.topicCode,
    });
    await repo.lockChapter(tx, found.chapterId!);
    const before = await repo.findTopic(tx, found.topicId!);
    await repo.deleteTopic(tx, found.topicId!);
    await repo.renumberTopics(tx, found.chapterId!);
    await audit(
      tx,
      caller,
      'delete',
      'topic',
      found.topicId!,
      { chapterCode: body.chapterCode, name: before?.name },
      ip,
    );
  });
}
