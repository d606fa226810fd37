import { RESP_OK, maskDocNumber, teacherServerMessages as msg } from '@kaksha/contracts';
import type { KycDetail, submitKycFields } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { detectImage } from '../../lib/files.ts';
import type { Vault } from '../../lib/vault.ts';
import type { Caller } from '../../lib/caller.ts';
import { recordAudit, recordCallerAudit } from '../audit/service.ts';
import * as repo from './kyc.repository.ts';
import { checkCreator, requireTeacher } from './service.ts';

/** PDF, JPEG or PNG, decided by the first bytes; anything else is refused. */
export function detectKycFile(bytes: Buffer): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  if (bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) return 'application/pdf';
  const image = detectImage(bytes);
  return image === 'image/jpeg' || image === 'image/png' ? image : null;
}

/**
 * Whether the stored KYC documents were sealed with a key other than `keyId`: checked at start, so a
 * node given the wrong KYC_KEY refuses to start rather than failing when someone reads.
 */
export const kycSealedWithAnotherKey = (db: Executor, keyId: Buffer) =>
  repo.kycSealedWithAnotherKey(db, keyId);

/** What a ciphertext is bound to: copied into another row or organisation, it does not decrypt. */
const context = (organisationId: number, teacherId: number, field: 'number' | 'file') =>
  `kaksha/teacher-kyc/${organisationId}/${teacherId}/${field}`;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export async function kycDetails(db: Db, vault: Vault, caller: Caller, teacherId: number) {
  await requireTeacher(db, caller, teacherId);
  const rows = await repo.findKycList(db, teacherId);
  const kycDetails: KycDetail[] = rows.map((row) => ({
    id: row.id,
    KYCType: row.kycType,
    DocNumber: maskDocNumber(
      vault.decryptText(row.docNumber, context(caller.organisationId, teacherId, 'number')),
    ),
    FileType: row.fileType,
    FileSize: row.fileSize,
    Remarks: row.remarks,
    CreatedBy: row.createdBy,
    CreatedOn: row.createdAt.toISOString(),
  }));
  return { respCode: RESP_OK, kycDetails, respMsg: '' };
}

export async function submitKyc(
  db: Db,
  vault: Vault,
  caller: Caller,
  fields: z.output<typeof submitKycFields>,
  file: Buffer,
  ip?: string,
) {
  checkCreator(caller, fields);
  const fileType = detectKycFile(file);
  if (!fileType) throw new AppError('UNSUPPORTED_MEDIA', msg.kycFileType, { attachment: msg.kycFileType });
  const teacherId = fields.teacherID;
  return db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    if (await repo.kycTypeTaken(tx, teacherId, fields.KYCType)) {
      throw new AppError('CONFLICT', msg.kycExists, { KYCType: msg.kycExists });
    }
    const { id } = await repo.insertKyc(tx, {
      organisationId: caller.organisationId,
      teacherId,
      kycType: fields.KYCType,
      docNumber: vault.encryptText(fields.DocNumber, context(caller.organisationId, teacherId, 'number')),
      file: vault.encrypt(file, context(caller.organisationId, teacherId, 'file')),
      fileType,
      fileSize: file.length,
      remarks: fields.Remarks,
      createdBy: caller.userType,
      createdByUserId: caller.userId,
    });
    // The audit log shows the masked number only.
    await recordAudit(tx, {
      organisationId: caller.organisationId,
      userId: caller.userId,
      action: 'create',
      area: 'teacher-kyc',
      entityId: id,
      summary: {
        teacherId,
        KYCType: fields.KYCType,
        DocNumber: maskDocNumber(fields.DocNumber),
        FileType: fileType,
        FileSize: file.length,
      },
      ip,
    });
    return { status: 0, message: msg.kycSubmitted };
  });
}

/**
 * One of a document's secrets, opened on an explicit request that is written to the audit log first:
 * `open` finds and decrypts it (undefined when the teacher has no such document) and says what the
 * audit line keeps of it.
 */
function openAudited<T>(
  db: Db,
  caller: Caller,
  teacherId: number,
  kycId: number,
  action: 'reveal' | 'download',
  open: (tx: Executor) => Promise<{ value: T; summary: Record<string, unknown> } | undefined>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    const opened = await open(tx);
    if (!opened) throw notFound('KYC document not found.');
    await recordCallerAudit(tx, caller, {
      action,
      area: 'teacher-kyc',
      entityId: kycId,
      summary: { teacherId, ...opened.summary },
    });
    return opened.value;
  });
}

/** The whole number, on an explicit request that is written to the audit log first. */
export async function revealKycNumber(
  db: Db,
  vault: Vault,
  caller: Caller,
  teacherId: number,
  kycId: number,
) {
  return openAudited(db, caller, teacherId, kycId, 'reveal', async (tx) => {
    const row = await repo.findKycNumber(tx, teacherId, kycId);
    if (!row) return undefined;
    const DocNumber = vault.decryptText(row.docNumber, context(caller.organisationId, teacherId, 'number'));
    return {
      value: { id: row.id, KYCType: row.kycType, DocNumber },
      summary: { KYCType: row.kycType, DocNumber: maskDocNumber(DocNumber) },
    };
  });
}

/** The decrypted file, on an explicit request that is written to the audit log first. */
export async function downloadKycFile(
  db: Db,
  vault: Vault,
  caller: Caller,
  teacherId: number,
  kycId: number,
) {
  return openAudited(db, caller, teacherId, kycId, 'download', async (tx) => {
    const row = await repo.findKycFile(tx, teacherId, kycId);
    if (!row) return undefined;
    const bytes = vault.decrypt(row.file, context(caller.organisationId, teacherId, 'file'));
    const name = `teacher-${teacherId}-${row.kycType.toLowerCase().replace(/[^a-z]+/g, '-')}.${EXTENSIONS[row.fileType] ?? 'bin'}`;
    return {
      value: { bytes, type: row.fileType, fileName: name },
      summary: { KYCType: row.kycType, FileType: row.fileType },
    };
  });
}

export async function removeKyc(db: Db, caller: Caller, teacherId: number, kycId: number, ip?: string) {
  await db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    const row = await repo.deleteKyc(tx, teacherId, kycId);
    if (!row) throw notFound('KYC document not found.');
    await recordAudit(tx, {
      organisationId: caller.organisationId,
      userId: caller.userId,
      action: 'delete',
      area: 'teacher-kyc',
      entityId: kycId,
      summary: { teacherId, KYCType: row.kycType },
      ip,
    });
  });
}
