import {
  canonicalContentType,
  CONTENT_FIELDS_REQUIRED,
  CONTENT_TYPES,
  INVALID_SIMULATION_URL,
  INVALID_URL,
  VIDEO_CONTENT_TYPES,
} from '@kaksha/contracts';
import type {
  ContentButton,
  MediaResponse,
  StudyContent,
  contentUploadFields,
  deleteStudyContentBody,
  getMediaBody,
  insertContentBody,
  updateStudyContentBody,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assertOwnOrganisation } from '../../lib/caller.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isWebUrl } from '../../lib/urls.ts';
import * as contentRepo from './contents.repository.ts';
import type { ContentRow } from './contents.repository.ts';
import type { ScopeCodes } from './repository.ts';
import { audit, codesOf, fileUrl, locate, lockTopicOf } from './scope.ts';
import type { LearningRules } from './scope.ts';
import { CONTENT_FILE_TYPES_TEXT, cleanFileName, detectContentFile } from './files.ts';
import { mediaFor } from './media.ts';

/** Study content of a topic: the spec's content calls, uploads, media, files and their order. */

const CONTENT_TYPE_UNKNOWN = `Please choose a content type: ${CONTENT_TYPES.join(', ')}.`;
const VIDEO_NEEDS_URL = 'Videos are added by their link. Please enter the video’s URL instead of a file.';
const FILE_TYPE = `Please choose ${CONTENT_FILE_TYPES_TEXT}.`;
const FILE_NEEDED = 'Please choose a file to upload.';

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
  const rows = await contentRepo.listContents(db, { topicId: found.topicId! });
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
  const rows = await contentRepo.listContents(db, { topicId: found.topicId! });
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
  const row = await contentRepo.findContent(db, found.topicId!, body.contentSLNo, view.types);
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
    const topicId = await lockTopicOf(tx, caller, body);
    const row = await contentRepo.insertContent(tx, {
      organisationId: caller.organisationId,
      topicId,
      contentType: item.contentType,
      name: item.contentName,
      url: item.url,
      createdBy: caller.userId,
    });
    if (file) {
      await contentRepo.insertFile(tx, {
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
    const topicId = await lockTopicOf(tx, caller, body);
    const before = await contentRepo.findContent(tx, topicId, body.contentSLNo);
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
    await contentRepo.updateContent(tx, before.id, {
      contentType,
      name: body.contentName,
      url: keepsFile ? null : body.contentURL,
      updatedBy: caller.userId,
    });
    if (!keepsFile && before.fileId !== null) await contentRepo.deleteFileOf(tx, before.id);
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
    const topicId = await lockTopicOf(tx, caller, body);
    const rows = await contentRepo.listContents(tx, { topicId });
    const wantedType = canonicalContentType(body.contentType) ?? body.contentType.toLowerCase();
    const match = rows.find(
      (row) =>
        (canonicalContentType(row.contentType) ?? row.contentType.toLowerCase()) === wantedType &&
        row.name === body.contentName &&
        toStudyContent(row).ContentURL === body.contentURL,
    );
    if (!match) throw notFound('Content not found.');
    await contentRepo.deleteContent(tx, match.id);
    await contentRepo.renumberContents(tx, topicId);
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

export async function contentFile(
  db: Db,
  caller: Caller,
  fileId: number,
  types: readonly string[] | null = null,
) {
  const file = await contentRepo.findFile(db, caller.organisationId, fileId, types);
  if (!file) throw notFound('File not found.');
  return file;
}
