import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teacherKyc } from '../../db/schema/index.ts';

/** A teacher's KYC documents: ciphertexts in, ciphertexts out (the service holds the vault). */

export async function findKycList(db: Executor, teacherId: number) {
  return db
    .select({
      id: teacherKyc.id,
      kycType: teacherKyc.kycType,
      docNumber: teacherKyc.docNumber,
      fileType: teacherKyc.fileType,
      fileSize: teacherKyc.fileSize,
      remarks: teacherKyc.remarks,
      createdBy: teacherKyc.createdBy,
      createdAt: teacherKyc.createdAt,
    })
    .from(teacherKyc)
    .where(eq(teacherKyc.teacherId, teacherId))
    .orderBy(asc(teacherKyc.createdAt), asc(teacherKyc.id));
}

export async function findKycNumber(db: Executor, teacherId: number, id: number) {
  const [row] = await db
    .select({ id: teacherKyc.id, kycType: teacherKyc.kycType, docNumber: teacherKyc.docNumber })
    .from(teacherKyc)
    .where(and(eq(teacherKyc.teacherId, teacherId), eq(teacherKyc.id, id)));
  return row;
}

export async function findKycFile(db: Executor, teacherId: number, id: number) {
  const [row] = await db
    .select({
      id: teacherKyc.id,
      kycType: teacherKyc.kycType,
      file: teacherKyc.file,
      fileType: teacherKyc.fileType,
    })
    .from(teacherKyc)
    .where(and(eq(teacherKyc.teacherId, teacherId), eq(teacherKyc.id, id)));
  return row;
}

export async function kycTypeTaken(db: Executor, teacherId: number, kycType: string) {
  const [row] = await db
    .select({ id: teacherKyc.id })
    .from(teacherKyc)
    .where(and(eq(teacherKyc.teacherId, teacherId), eq(teacherKyc.kycType, kycType)));
  return Boolean(row);
}

export async function insertKyc(db: Executor, values: typeof teacherKyc.$inferInsert) {
  const [row] = await db.insert(teacherKyc).values(values).returning({ id: teacherKyc.id });
  return row!;
}

export async function deleteKyc(db: Executor, teacherId: number, id: number) {
  const rows = await db
    .delete(teacherKyc)
    .where(and(eq(teacherKyc.teacherId, teacherId), eq(teacherKyc.id, id)))
    .returning({ id: teacherKyc.id, kycType: teacherKyc.kycType });
  return rows[0];
}

/**
 * Whether any of the newest KYC values was sealed with a key other than `keyId` (bytes 2–5 of every
 * value, lib/vault.ts): a node started with the wrong KYC_KEY would otherwise fail only when someone
 * reads. The newest thousand are enough to tell, and keep the check's cost the same at any size.
 */
export async function kycSealedWithAnotherKey(db: Executor, keyId: Buffer): Promise<boolean> {
  const newest = db
    .select({ docNumber: teacherKyc.docNumber })
    .from(teacherKyc)
    .orderBy(desc(teacherKyc.id))
    .limit(1000)
    .as('newest');
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(newest)
    .where(sql`encode(substring(${newest.docNumber} from 2 for 4), 'hex') <> ${keyId.toString('hex')}`)
    .limit(1);
  return Boolean(row);
}
