import { studentMessages } from '@kaksha/contracts';
import type { StudentDocument, StudentProfile } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { detectDocument, detectImage } from '../../lib/files.ts';
import { recordCallerAudit } from '../audit/service.ts';

import * as repo from './repository.ts';
import { AREA, profile } from './service.ts';

/** A student's photo and documents: types decided by their bytes, stored in the database. */

async function ownStudent(db: Executor, organisationId: number, id: number) {
  const student = await repo.findStudent(db, organisationId, id);
  if (!student) throw notFound(studentMessages.notFound);
  return student;
}

export async function setPhoto(
  db: Db,
  caller: Caller,
  id: number,
  bytes: Buffer | null,
): Promise<StudentProfile> {
  const { organisationId } = caller;
  const type = bytes ? detectImage(bytes) : null;
  if (bytes && !type)
    throw new AppError('UNSUPPORTED_MEDIA', studentMessages.photoType, { photo: studentMessages.photoType });
  await db.transaction(async (tx) => {
    await ownStudent(tx, organisationId, id);
    await repo.updateStudent(tx, organisationId, id, { photo: bytes, photoType: type });
    await recordCallerAudit(tx, caller, {
      action: bytes ? 'photo' : 'photo-delete',
      area: AREA,
      entityId: id,
    });
  });
  return profile(db, caller, id);
}

export async function photoOf(db: Executor, caller: Caller, id: number) {
  const row = await repo.studentPhoto(db, caller.organisationId, id);
  if (!row?.bytes || !row.type) throw notFound('This student has no photo.');
  return { bytes: row.bytes, type: row.type };
}

export async function addDocument(
  db: Db,
  caller: Caller,
  id: number,
  input: { kind: StudentDocument['kind']; fileName: string; bytes: Buffer },
): Promise<StudentDocument> {
  const { organisationId, userId } = caller;
  const contentType = detectDocument(input.bytes);
  if (!contentType)
    throw new AppError('UNSUPPORTED_MEDIA', studentMessages.documentType, {
      file: studentMessages.documentType,
    });
  const fileName = input.fileName.slice(0, 200) || `${input.kind}`;
  return db.transaction(async (tx) => {
    await ownStudent(tx, organisationId, id);
    const documentId = await repo.insertDocument(tx, {
      organisationId,
      studentId: id,
      kind: input.kind,
      fileName,
      contentType,
      size: input.bytes.length,
      bytes: input.bytes,
      uploadedBy: userId,
    });
    await recordCallerAudit(tx, caller, {
      action: 'document',
      area: AREA,
      entityId: id,
      summary: { documentId, kind: input.kind, fileName },
    });
    const [saved] = (await repo.documentsOf(tx, id)).filter((d) => d.id === documentId);
    return {
      ...saved!,
      kind: saved!.kind as StudentDocument['kind'],
      uploadedAt: saved!.uploadedAt.toISOString(),
    };
  });
}

export async function documentFile(db: Executor, caller: Caller, id: number, documentId: number) {
  const row = await repo.findDocument(db, caller.organisationId, id, documentId);
  if (!row) throw notFound('Document not found.');
  return { bytes: row.bytes, type: row.contentType, fileName: row.fileName };
}

export async function removeDocument(db: Db, caller: Caller, id: number, documentId: number): Promise<void> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const [removed] = await repo.deleteDocument(tx, organisationId, id, documentId);
    if (!removed) throw notFound('Document not found.');
    await recordCallerAudit(tx, caller, {
      action: 'document-delete',
      area: AREA,
      entityId: id,
      summary: { documentId, fileName: removed.fileName },
    });
  });
}
