import type { chapterDetailsBody, updateChapterFields } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assertOwnOrganisation } from '../../lib/caller.ts';
import type { Caller } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';
import type { ChapterManagerLists } from './remembered.ts';
import type { ScopeCodes } from './repository.ts';
import { audit, codesOf, locate, readAt, scopeOf } from './scope.ts';

/** Chapters of a subject: the chapter manager's spec calls (list, add, image, update, delete). */

export const CHAPTER_NAME_TAKEN = 'A chapter with this name already exists in this subject.';

/** The spec's list in serial order (`repo.chapterDetails`), or the one chapter `chapterCode` names. */
export function chapterDetails(
  db: Db,
  lists: ChapterManagerLists,
  caller: Caller,
  body: z.output<typeof chapterDetailsBody>,
) {
  assertOwnOrganisation(caller, body.suCode);
  const need = body.chapterCode ? { chapterCode: body.chapterCode } : {};
  return readAt(db, lists, caller, codesOf(body), need, repo.chapterDetails);
}

export async function addChapter(
  db: Db,
  caller: Caller,
  body: { suCode: string; chapterName: string } & ScopeCodes,
  ip?: string,
) {
  assertOwnOrganisation(caller, body.suCode);
  try {
    return await db.transaction(async (tx) => {
      const found = await locate(tx, caller, codesOf(body));
      await repo.lockSubject(tx, found.subjectId);
      const row = await repo.insertChapter(tx, {
        ...scopeOf(found),
        organisationId: caller.organisationId,
        name: body.chapterName,
        createdBy: caller.userId,
      });
      await audit(tx, caller, 'create', 'chapter', row.id, { ...codesOf(body), name: body.chapterName }, ip);
      return { ChapterCode: String(row.id), ChapterSlNo: row.slNo };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw chapterNameTaken();
    throw err;
  }
}

const chapterNameTaken = () =>
  new AppError('CONFLICT', CHAPTER_NAME_TAKEN, { chapterName: CHAPTER_NAME_TAKEN });

export async function chapterImage(db: Db, caller: Caller, body: ScopeCodes & { chapterCode: string }) {
  const found = await locate(db, caller, codesOf(body), { chapterCode: body.chapterCode });
  const row = await repo.findChapter(db, found.chapterId!);
  if (!row) throw notFound('Chapter not found.');
  return {
    success: true,
    data: {
      ChapterImage:
        row.image && row.imageType ? `data:${row.imageType};base64,${row.image.toString('base64')}` : null,
      ChapterDefault: row.isDefault ? ('Y' as const) : ('N' as const),
    },
  };
}

export async function updateChapter(
  db: Db,
  caller: Caller,
  fields: z.output<typeof updateChapterFields>,
  image: { bytes: Buffer; type: string } | undefined,
  ip?: string,
) {
  try {
    await db.transaction(async (tx) => {
      const found = await locate(tx, caller, codesOf(fields), { chapterCode: fields.chapterCode });
      await repo.lockSubject(tx, found.subjectId);
      const before = await repo.findChapter(tx, found.chapterId!);
      const isDefault = fields.chapterDefault === 'Y';
      await repo.updateChapter(tx, found.chapterId!, {
        name: fields.chapterName,
        isDefault,
        updatedBy: caller.userId,
        ...(image ? { image: image.bytes, imageType: image.type } : {}),
      });
      if (isDefault) await repo.clearOtherDefaults(tx, scopeOf(found), found.chapterId!);
      await audit(
        tx,
        caller,
        'update',
        'chapter',
        found.chapterId!,
        {
          before: { name: before?.name, default: before?.isDefault ? 'Y' : 'N' },
          after: { name: fields.chapterName, default: fields.chapterDefault },
          image: Boolean(image),
        },
        ip,
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw chapterNameTaken();
    throw err;
  }
}

export async function deleteChapter(
  db: Db,
  caller: Caller,
  body: ScopeCodes & { chapterCode: string },
  ip?: string,
) {
  await db.transaction(async (tx) => {
    const found = await locate(tx, caller, codesOf(body), { chapterCode: body.chapterCode });
    await repo.lockSubject(tx, found.subjectId);
    const before = await repo.findChapter(tx, found.chapterId!);
    await repo.deleteChapter(tx, found.chapterId!);
    await repo.renumberChapters(tx, scopeOf(found));
    await audit(
      tx,
      caller,
      'delete',
      'chapter',
      found.chapterId!,
      { ...codesOf(body), name: before?.name, slNo: before?.slNo },
      ip,
    );
  });
}
