import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contentFiles, contents, topics } from '../../db/schema/index.ts';

/** Study content and its uploaded files: every statement of the content calls. */

/** A content type filter (lower-case names), or none. */
export const typeFilter = (types: readonly string[] | null) =>
  types
    ? inArray(
        sql`lower(${contents.contentType})`,
        types.map((t) => t.toLowerCase()),
      )
    : undefined;

const contentFields = {
  id: contents.id,
  topicId: contents.topicId,
  slNo: contents.slNo,
  contentType: contents.contentType,
  name: contents.name,
  url: contents.url,
  fileId: contentFiles.id,
  fileName: contentFiles.fileName,
  mimeType: contentFiles.mimeType,
};

/** The content of one topic (or of every topic of a chapter), never the file bytes: one statement. */
export async function listContents(
  db: Executor,
  where: { topicId: number } | { chapterId: number },
  types: readonly string[] | null = null,
) {
  const parent =
    'topicId' in where
      ? eq(contents.topicId, where.topicId)
      : inArray(
          contents.topicId,
          db.select({ id: topics.id }).from(topics).where(eq(topics.chapterId, where.chapterId)),
        );
  return db
    .select(contentFields)
    .from(contents)
    .leftJoin(contentFiles, eq(contentFiles.contentId, contents.id))
    .where(and(parent, typeFilter(types)))
    .orderBy(asc(contents.topicId), asc(contents.slNo), asc(contents.id));
}

export async function findContent(
  db: Executor,
  topicId: number,
  slNo: number,
  types: readonly string[] | null = null,
) {
  const [row] = await db
    .select(contentFields)
    .from(contents)
    .leftJoin(contentFiles, eq(contentFiles.contentId, contents.id))
    .where(and(eq(contents.topicId, topicId), eq(contents.slNo, slNo), typeFilter(types)));
  return row;
}
export type ContentRow = NonNullable<Awaited<ReturnType<typeof findContent>>>;

export async function insertContent(
  tx: Executor,
  values: {
    organisationId: number;
    topicId: number;
    contentType: string;
    name: string;
    url: string | null;
    createdBy: number;
  },
) {
  const [row] = await tx
    .insert(contents)
    .values({
      ...values,
      updatedBy: values.createdBy,
      slNo: sql`(select coalesce(max(sl_no), 0) + 1 from contents where topic_id = ${values.topicId})`,
    })
    .returning({ id: contents.id, slNo: contents.slNo });
  return row!;
}

export async function insertFile(tx: Executor, values: typeof contentFiles.$inferInsert) {
  await tx.insert(contentFiles).values(values);
}

export async function updateContent(
  tx: Executor,
  contentId: number,
  values: { contentType: string; name: string; url: string | null; updatedBy: number },
) {
  await tx
    .update(contents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contents.id, contentId));
}

export async function deleteFileOf(tx: Executor, contentId: number) {
  await tx.delete(contentFiles).where(eq(contentFiles.contentId, contentId));
}

export async function deleteContent(tx: Executor, contentId: number) {
  await tx.delete(contents).where(eq(contents.id, contentId));
}

export async function renumberContents(tx: Executor, topicId: number) {
  await tx.execute(sql`update contents set sl_no = r.rn
    from (select id, row_number() over (order by sl_no, id) as rn from contents where topic_id = ${topicId}) r
    where contents.id = r.id and contents.sl_no <> r.rn`);
}

/** A file with its bytes, if it belongs to the organisation (and, for a learning view, to one of its types). */
export async function findFile(
  db: Executor,
  organisationId: number,
  fileId: number,
  types: readonly string[] | null = null,
) {
  const [row] = await db
    .select({
      id: contentFiles.id,
      fileName: contentFiles.fileName,
      mimeType: contentFiles.mimeType,
      size: contentFiles.size,
      bytes: contentFiles.bytes,
    })
    .from(contentFiles)
    .innerJoin(contents, eq(contents.id, contentFiles.contentId))
    .where(
      and(eq(contentFiles.id, fileId), eq(contentFiles.organisationId, organisationId), typeFilter(types)),
    );
  return row;
}
