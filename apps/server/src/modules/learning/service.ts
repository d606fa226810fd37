import {
  canonicalContentType,
  CONTENT_FIELDS_REQUIRED,
  CONTENT_TYPES,
  INVALID_SIMULATION_URL,
  INVALID_URL,
  ORDER_CHANGED,
  VIDEO_CONTENT_TYPES,
} from '@kaksha/contracts';
import type {
  Chapter,
  ContentButton,
  MediaResponse,
  StudyContent,
  Topic,
  chapterDetailsBody,
  contentUploadFields,
  deleteStudyContentBody,
  getMediaBody,
  insertContentBody,
  reorderChaptersBody,
  reorderContentBody,
  reorderTopicsBody,
  updateChapterFields,
  updateStudyContentBody,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isWebUrl } from '../../lib/urls.ts';
import { assertOwnOrganisation } from '../../lib/caller.ts';
import type { Caller } from '../../lib/caller.ts';
import { recordAudit } from '../audit/service.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { CONTENT_FILE_TYPES_TEXT, cleanFileName, detectContentFile } from './files.ts';
import { mediaFor } from './media.ts';
import * as repo from './repository.ts';
import type { ContentRow, Scope, ScopeCodes } from './repository.ts';

/** Rules the service applies that depend on settings. */
export interface LearningRules {
  /** Lower-case provider strings a Simulation Video URL may not contain. */
  simulationBlocklist: readonly string[];
}

// ---- messages ----

export const CHAPTER_NAME_TAKEN = 'A chapter with this name already exists in this subject.';
export const TOPIC_NAME_TAKEN = 'A topic with this name already exists in this chapter.';
const CONTENT_TYPE_UNKNOWN = `Please choose a content type: ${CONTENT_TYPES.join(', ')}.`;
const VIDEO_NEEDS_URL = 'Videos are added by their link. Please enter the video’s URL instead of a file.';
const FILE_TYPE = `Please choose ${CONTENT_FILE_TYPES_TEXT}.`;
const FILE_NEEDED = 'Please choose a file to upload.';

// ---- who and where ----

/** Chapter and topic codes are the rows' ids as text; anything else matches nothing. */
export function parseCode(code: string | undefined): number | null {
  return code && /^\d{1,9}$/.test(code) ? Number(code) : null;
}

export const fileUrl = (fileId: number) => `/api/v1/content-files/${fileId}`;

interface Located extends Scope {
  chapterId: number | null;
  topicId: number | null;
}

/**
 * Finds the caller's board, class and subject (and chapter and topic when given) or says which is
 * missing; another organisation's codes and ids are simply not found.
 */
async function locate(
  db: Executor,
  caller: Caller,
  codes: ScopeCodes,
  need: { chapterCode?: string; topicCode?: string } = {},
): Promise<Located> {
  const chapterId = need.chapterCode !== undefined ? parseCode(need.chapterCode) : null;
  const topicId = need.topicCode !== undefined ? parseCode(need.topicCode) : null;
  const found = await repo.resolve(db, caller.organisationId, codes, chapterId, topicId);
  if (found.boardId === null) throw notFound(`Board ${codes.boardCode} not found.`);
  if (found.classId === null) throw notFound(`Class ${codes.classCode} not found.`);
  if (found.subjectId === null) throw notFound(`Subject ${codes.subjectCode} not found.`);
  if (need.chapterCode !== undefined && found.chapterId === null) throw notFound('Chapter not found.');
  if (need.topicCode !== undefined && found.topicId === null) throw notFound('Topic not found.');
  return found as Located;
}

const scopeOf = (found: Scope): Scope => ({
  boardId: found.boardId,
  classId: found.classId,
  subjectId: found.subjectId,
});

const codesOf = (body: { boardCode: string; classCode: string; subjectCode: string }): ScopeCodes => ({
  boardCode: body.boardCode,
  classCode: body.classCode,
  subjectCode: body.subjectCode,
});

function audit(
  tx: Executor,
  caller: Caller,
  action: string,
  area: string,
  entityId: string | number,
  summary: Record<string, unknown>,
  ip?: string,
) {
  return recordAudit(tx, {
    organisationId: caller.organisationId,
    userId: caller.userId,
    action,
    area,
    entityId,
    summary,
    ip,
  });
}

// ---- chapters ----

/** The spec's list: serial order, de-duplicated by name (the first of a name wins). */
export async function chapterDetails(
  db: Db,
  caller: Caller,
  body: z.output<typeof chapterDetailsBody>,
): Promise<{ chapters: Chapter[] }> {
  assertOwnOrganisation(caller, body.suCode);
  const one = body.chapterCode ? body.chapterCode : undefined;
  const found = await locate(db, caller, codesOf(body), { chapterCode: one });
  const rows = await repo.listChapters(db, scopeOf(found), found.chapterId ?? undefined);
  const seen = new Set<string>();
  const chapters: Chapter[] = [];
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    chapters.push({
      ChapterCode: String(row.id),
      ChapterName: row.name,
      ChapterSlNo: row.slNo,
      ChapterDefault: row.isDefault ? 'Y' : 'N',
      HasImage: row.hasImage,
      TopicCount: row.topicCount,
    });
  }
  return { chapters };
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

// ---- topics ----

export async function topicDetails(
  db: Db,
  caller: Caller,
  body: ScopeCodes & { suCode: string; chapterCode: string },
): Promise<{ topics: Topic[] }> {
  assertOwnOrganisation(caller, body.suCode);
  const found = await locate(db, caller, codesOf(body), { chapterCode: body.chapterCode });
  const rows = await repo.listTopics(db, found.chapterId!);
  return {
    topics: rows.map((row) => ({
      TopicCode: String(row.id),
      TopicName: row.name,
      TopicSLNo: row.slNo,
      ContentCount: row.contentCount,
    })),
  };
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

// ---- content ----

const toStudyContent = (row: Omit<ContentRow, 'topicId'>, urlOfFile = fileUrl): StudyContent => ({
  ContentType: row.contentType,
  ContentName: row.name,
  ContentURL: row.fileId !== null ? urlOfFile(row.fileId) : (row.url ?? ''),
  ContentSLNo: row.slNo,
  ContentSource: row.fileId !== null ? 'file' : 'url',
  FileName: row.fileName,
});

export async function studyContent(
  db: Db,
  caller: Caller,
  body: {
    suCode: string;
    BoardCode: string;
    ClassCode: string;
    SubjectCode: string;
    ChapterCode: string;
    TopicCode: string;
  },
): Promise<StudyContent[]> {
  assertOwnOrganisation(caller, body.suCode);
  const codes = { boardCode: body.BoardCode, classCode: body.ClassCode, subjectCode: body.SubjectCode };
  const found = await locate(db, caller, codes, { chapterCode: body.ChapterCode, topicCode: body.TopicCode });
  const rows = await repo.listContents(db, { topicId: found.topicId! });
  return rows.map((row) => toStudyContent(row));
}

export async function contentButtons(
  db: Db,
  caller: Caller,
  body: ScopeCodes & { chapterCode: string; topicCode: string },
): Promise<ContentButton[]> {
  const found = await locate(db, caller, codesOf(body), {
    chapterCode: body.chapterCode,
    topicCode: body.topicCode,
  });
  const rows = await repo.listContents(db, { topicId: found.topicId! });
  return rows.map((row) => ({ ContentType: row.contentType, ContentName: row.name, ContentSLNo: row.slNo }));
}

export async function media(
  db: Db,
  caller: Caller,
  body: z.output<typeof getMediaBody>,
  view: { types: readonly string[] | null; fileUrl: (id: number) => string } = { types: null, fileUrl },
): Promise<MediaResponse> {
  assertOwnOrganisation(caller, body.suCode);
  const found = await locate(db, caller, codesOf(body), {
    chapterCode: body.chapterCode,
    topicCode: body.topicCode,
  });
  const row = await repo.findContent(db, found.topicId!, body.contentSLNo, view.types);
  if (!row) throw notFound('Content not found.');
  return mediaFor(
    {
      contentType: row.contentType,
      name: row.name,
      url: row.url,
      file: row.fileId !== null ? { id: row.fileId, mimeType: row.mimeType! } : null,
    },
    view.fileUrl,
  );
}

/** A refusal the screen shows as it is: respCode '2' on insert, an error on update. */
class RuleRefusal extends Error {}

function isBlockedSimulation(rules: LearningRules, url: string) {
  const lower = url.toLowerCase();
  return rules.simulationBlocklist.some((blocked) => lower.includes(blocked));
}

/** Type, name and URL of a new item; returns the type to store. */
function checkNewContent(rules: LearningRules, type: string, name: string, url: string | null): string {
  if (!type || !name || url === '') throw new RuleRefusal(CONTENT_FIELDS_REQUIRED);
  const canonical = canonicalContentType(type);
  if (!canonical || !(CONTENT_TYPES as readonly string[]).includes(canonical))
    throw new RuleRefusal(CONTENT_TYPE_UNKNOWN);
  if (url !== null) {
    if (!isWebUrl(url)) throw new RuleRefusal(INVALID_URL);
    if (canonical === 'Simulation Video' && isBlockedSimulation(rules, url))
      throw new RuleRefusal(INVALID_URL);
  }
  return canonical;
}

async function insertItem(
  db: Db,
  caller: Caller,
  body: ScopeCodes & { suCode: string; chapterCode: string; topicCode: string },
  item: { contentType: string; contentName: string; url: string | null },
  file: { bytes: Buffer; fileName: string; mimeType: string } | null,
  ip?: string,
) {
  return db.transaction(async (tx) => {
    const found = await locate(tx, caller, codesOf(body), {
      chapterCode: body.chapterCode,
      topicCode: body.topicCode,
    });
    await repo.lockTopic(tx, found.topicId!);
    const row = await repo.insertContent(tx, {
      organisationId: caller.organisationId,
      topicId: found.topicId!,
      contentType: item.contentType,
      name: item.contentName,
      url: item.url,
      createdBy: caller.userId,
    });
    if (file) {
      await repo.insertFile(tx, {
        organisationId: caller.organisationId,
        contentId: row.id,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.bytes.length,
        bytes: file.bytes,
      });
    }
    await audit(
      tx,
      caller,
      'create',
      'content',
      row.id,
      {
        topicCode: body.topicCode,
        slNo: row.slNo,
        type: item.contentType,
        name: item.contentName,
        ...(file ? { file: file.fileName, size: file.bytes.length } : { url: item.url }),
      },
      ip,
    );
    return row.slNo;
  });
}

export const CONTENT_ADDED = 'Content added successfully';

export async function insertContent(
  db: Db,
  caller: Caller,
  rules: LearningRules,
  body: z.output<typeof insertContentBody>,
  ip?: string,
) {
  assertOwnOrganisation(caller, body.suCode);
  let contentType: string;
  try {
    contentType = checkNewContent(rules, body.contentType, body.contentName, body.contentUrl);
  } catch (err) {
    if (err instanceof RuleRefusal) {
      // Unknown codes are still "not found", before any rule is explained.
      await locate(db, caller, codesOf(body), { chapterCode: body.chapterCode, topicCode: body.topicCode });
      return { respCode: '2' as const, respMsg: err.message };
    }
    throw err;
  }
  const slNo = await insertItem(
    db,
    caller,
    body,
    { contentType, contentName: body.contentName, url: body.contentUrl },
    null,
    ip,
  );
  return { respCode: '0' as const, respMsg: CONTENT_ADDED, ContentSLNo: slNo };
}

/** A content item whose file was uploaded instead of typing a URL. */
export async function uploadContent(
  db: Db,
  caller: Caller,
  rules: LearningRules,
  fields: z.output<typeof contentUploadFields>,
  file: { bytes: Buffer; filename: string } | undefined,
  ip?: string,
) {
  assertOwnOrganisation(caller, fields.suCode);
  const refuse = async (message: string) => {
    await locate(db, caller, codesOf(fields), {
      chapterCode: fields.chapterCode,
      topicCode: fields.topicCode,
    });
    return { respCode: '2' as const, respMsg: message };
  };
  let contentType: string;
  try {
    contentType = checkNewContent(rules, fields.contentType, fields.contentName, null);
  } catch (err) {
    if (err instanceof RuleRefusal) return refuse(err.message);
    throw err;
  }
  if ((VIDEO_CONTENT_TYPES as readonly string[]).includes(contentType)) return refuse(VIDEO_NEEDS_URL);
  if (!file) return refuse(FILE_NEEDED);
  const kind = detectContentFile(file.bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA', FILE_TYPE, { file: FILE_TYPE });
  const slNo = await insertItem(
    db,
    caller,
    fields,
    { contentType, contentName: fields.contentName, url: null },
    { bytes: file.bytes, fileName: cleanFileName(file.filename, kind.extension), mimeType: kind.mimeType },
    ip,
  );
  return { respCode: '0' as const, respMsg: CONTENT_ADDED, ContentSLNo: slNo };
}

export async function updateContent(
  db: Db,
  caller: Caller,
  rules: LearningRules,
  body: z.output<typeof updateStudyContentBody>,
  ip?: string,
) {
  assertOwnOrganisation(caller, body.suCode);
  await db.transaction(async (tx) => {
    const found = await locate(tx, caller, codesOf(body), {
      chapterCode: body.chapterCode,
      topicCode: body.topicCode,
    });
    await repo.lockTopic(tx, found.topicId!);
    const before = await repo.findContent(tx, found.topicId!, body.contentSLNo);
    if (!before) throw notFound('Content not found.');
    if (!body.contentType || !body.contentName || !body.contentURL)
      throw new AppError('VALIDATION', CONTENT_FIELDS_REQUIRED);
    // The stored type may stay as it is (PDF, ASSIGNMENT…); a new one must be one of the list.
    const sameType = canonicalContentType(body.contentType) === canonicalContentType(before.contentType);
    const canonical = canonicalContentType(body.contentType);
    if (!sameType && (!canonical || !(CONTENT_TYPES as readonly string[]).includes(canonical)))
      throw new AppError('VALIDATION', CONTENT_TYPE_UNKNOWN, { contentType: CONTENT_TYPE_UNKNOWN });
    const contentType = sameType ? before.contentType : canonical!;
    // An uploaded file keeps its own address; any other URL replaces the file.
    const keepsFile = before.fileId !== null && body.contentURL === fileUrl(before.fileId);
    if (!keepsFile) {
      if (!isWebUrl(body.contentURL))
        throw new AppError('VALIDATION', INVALID_URL, { contentURL: INVALID_URL });
      if (
        canonicalContentType(contentType) === 'Simulation Video' &&
        isBlockedSimulation(rules, body.contentURL)
      )
        throw new AppError('VALIDATION', INVALID_SIMULATION_URL, { contentURL: INVALID_SIMULATION_URL });
    } else if ((VIDEO_CONTENT_TYPES as readonly string[]).includes(canonicalContentType(contentType) ?? '')) {
      throw new AppError('VALIDATION', VIDEO_NEEDS_URL, { contentURL: VIDEO_NEEDS_URL });
    }
    await repo.updateContent(tx, before.id, {
      contentType,
      name: body.contentName,
      url: keepsFile ? null : body.contentURL,
      updatedBy: caller.userId,
    });
    if (!keepsFile && before.fileId !== null) await repo.deleteFileOf(tx, before.id);
    await audit(
      tx,
      caller,
      'update',
      'content',
      before.id,
      {
        topicCode: body.topicCode,
        slNo: before.slNo,
        before: { type: before.contentType, name: before.name, url: before.url, file: before.fileName },
        after: { type: contentType, name: body.contentName, url: keepsFile ? null : body.contentURL },
      },
      ip,
    );
  });
}

/** The spec deletes by type, name and URL; the first matching item (lowest serial number) goes. */
export async function deleteContent(
  db: Db,
  caller: Caller,
  body: z.output<typeof deleteStudyContentBody>,
  ip?: string,
) {
  await db.transaction(async (tx) => {
    const found = await locate(tx, caller, codesOf(body), {
      chapterCode: body.chapterCode,
      topicCode: body.topicCode,
    });
    await repo.lockTopic(tx, found.topicId!);
    const rows = await repo.listContents(tx, { topicId: found.topicId! });
    const wantedType = canonicalContentType(body.contentType) ?? body.contentType.toLowerCase();
    const match = rows.find(
      (row) =>
        (canonicalContentType(row.contentType) ?? row.contentType.toLowerCase()) === wantedType &&
        row.name === body.contentName &&
        toStudyContent(row).ContentURL === body.contentURL,
    );
    if (!match) throw notFound('Content not found.');
    await repo.deleteContent(tx, match.id);
    await repo.renumberContents(tx, found.topicId!);
    await audit(
      tx,
      caller,
      'delete',
      'content',
      match.id,
      {
        topicCode: body.topicCode,
        slNo: match.slNo,
        type: match.contentType,
        name: match.name,
        url: match.url,
        file: match.fileName,
      },
      ip,
    );
  });
}

// ---- reordering ----

function orderedIds(wanted: string[], current: { id: number }[]): number[] {
  const ids = wanted.map(parseCode);
  const known = new Set(current.map((row) => row.id));
  const unique = new Set(ids);
  if (
    ids.length !== current.length ||
    unique.size !== ids.length ||
    ids.some((id) => id === null || !known.has(id))
  )
    throw new AppError('CONFLICT', ORDER_CHANGED);
  return ids as number[];
}

export async function reorderChapters(
  db: Db,
  caller: Caller,
  body: z.output<typeof reorderChaptersBody>,
  ip?: string,
) {
  await db.transaction(async (tx) => {
    const found = await locate(tx, caller, codesOf(body));
    await repo.lockSubject(tx, found.subjectId);
    const current = await repo.listChapters(tx, scopeOf(found));
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
    const found = await locate(tx, caller, codesOf(body), {
      chapterCode: body.chapterCode,
      topicCode: body.topicCode,
    });
    await repo.lockTopic(tx, found.topicId!);
    const current = await repo.listContents(tx, { topicId: found.topicId! });
    const bySlNo = new Map(current.map((row) => [row.slNo, row.id]));
    const ids = orderedIds(
      body.contentSLNos.map((n) => String(bySlNo.get(n) ?? '')),
      current,
    );
    await repo.applyOrder(tx, 'contents', ids);
    await audit(tx, caller, 'reorder', 'content', body.topicCode, { order: body.contentSLNos }, ip);
  });
}

// ---- files ----

export async function contentFile(
  db: Db,
  caller: Caller,
  fileId: number,
  types: readonly string[] | null = null,
) {
  const file = await repo.findFile(db, caller.organisationId, fileId, types);
  if (!file) throw notFound('File not found.');
  return file;
}

// ---- learning views ----

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
    repo.listContents(db, { chapterId: found.chapterId! }, view.types),
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
