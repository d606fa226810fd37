import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Chapter, ChapterDetailsResponse, Topic, TopicDetailsResponse } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { jsonArray } from '../../db/page.ts';
import type { JsonItem, JsonText } from '../../db/page.ts';
import { placeholdersOf, prepared } from '../../db/prepared.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { boards, chapters, classes, contents, subjects, topics } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { rowsOf as rows } from '../../db/rows.ts';
import { typeFilter } from './contents.repository.ts';

export interface ScopeCodes {
  boardCode: string;
  classCode: string;
  subjectCode: string;
}
export interface Scope {
  boardId: number;
  classId: number;
  subjectId: number;
}

/** What a call points at: the caller's board, class and subject by code, a chapter and a topic by id. */
export interface Lookup extends ScopeCodes {
  organisationId: number;
  chapterId: number | null;
  topicId: number | null;
}
/** Each id is null when missing (or another organisation's), so the caller can say which. */
export interface Resolved {
  boardId: number | null;
  classId: number | null;
  subjectId: number | null;
  chapterId: number | null;
  topicId: number | null;
}

/** The one row of `Resolved`'s ids (board_id … topic_id) for a lookup: values, or placeholders of a prepared statement. */
function resolving(l: Placeholders<Lookup>): SQL {
  return sql`with s as (
      select
        (select id from boards where organisation_id = ${l.organisationId} and code = ${l.boardCode}) as board_id,
        (select id from classes where organisation_id = ${l.organisationId} and code = ${l.classCode}) as class_id,
        (select id from subjects where organisation_id = ${l.organisationId} and code = ${l.subjectCode}) as subject_id
    ), c as (
      select s.*, (select ch.id from chapters ch
                   where ch.id = ${l.chapterId}::int and ch.board_id = s.board_id
                     and ch.class_id = s.class_id and ch.subject_id = s.subject_id) as chapter_id
      from s
    )
    select c.*, (select t.id from topics t where t.id = ${l.topicId}::int and t.chapter_id = c.chapter_id) as topic_id
    from c`;
}

interface ResolvedRow {
  board_id: number | null;
  class_id: number | null;
  subject_id: number | null;
  chapter_id: number | null;
  topic_id: number | null;
}
const resolvedOf = (row: ResolvedRow | undefined): Resolved => ({
  boardId: row?.board_id ?? null,
  classId: row?.class_id ?? null,
  subjectId: row?.subject_id ?? null,
  chapterId: row?.chapter_id ?? null,
  topicId: row?.topic_id ?? null,
});

/** One statement resolves where a call points (`Lookup`). */
export async function resolve(db: Executor, lookup: Lookup): Promise<Resolved> {
  const [row] = await rows<ResolvedRow>(db, resolving(lookup));
  return resolvedOf(row);
}

/**
 * Where a read points and its answer as JSON written by the database (decision 030), in ONE prepared
 * statement: `answer` writes the body from the resolved ids (`located.board_id` … `located.topic_id`).
 */
async function resolvedJson<T>(
  db: Db,
  name: string,
  lookup: Lookup,
  answer: SQL<string>,
): Promise<{ found: Resolved; json: JsonText<T> }> {
  const query = prepared(db, name, (statement) =>
    db
      .select({
        board_id: sql<number | null>`located.board_id`,
        class_id: sql<number | null>`located.class_id`,
        subject_id: sql<number | null>`located.subject_id`,
        chapter_id: sql<number | null>`located.chapter_id`,
        topic_id: sql<number | null>`located.topic_id`,
        body: answer,
      })
      .from(sql`(${resolving(placeholdersOf(lookup))}) as located`)
      .prepare(statement()),
  );
  const [row] = await query.execute(lookup as unknown as Record<string, unknown>);
  return { found: resolvedOf(row), json: row!.body as JsonText<T> };
}

// Writers lock the parent whose children they number, so that two writers never take one serial number.
export async function lockSubject(tx: Executor, subjectId: number) {
  await tx.execute(sql`select id from subjects where id = ${subjectId} for update`);
}
export async function lockChapter(tx: Executor, chapterId: number) {
  await tx.execute(sql`select id from chapters where id = ${chapterId} for update`);
}
export async function lockTopic(tx: Executor, topicId: number) {
  await tx.execute(sql`select id from topics where id = ${topicId} for update`);
}

const inScope = (scope: Scope) =>
  and(
    eq(chapters.boardId, scope.boardId),
    eq(chapters.classId, scope.classId),
    eq(chapters.subjectId, scope.subjectId),
  );

// ---- chapters ----

const chapterItem: JsonItem<Chapter> = {
  ChapterCode: sql`ch.id::text`,
  ChapterName: sql`ch.name`,
  ChapterSlNo: sql`ch.sl_no`,
  ChapterDefault: sql`case when ch.is_default then 'Y' else 'N' end`,
  HasImage: sql`ch.has_image`,
  TopicCount: sql`(select count(*) from topics tp where tp.chapter_id = ch.id)::int`,
};

/**
 * The chapter manager's list (`{"chapters":[…]}`): the chapters of a board × class × subject in serial
 * order with their topic counts — or, with `lookup.chapterId`, that one — and where the call points.
 * The spec de-duplicates chapters by name: the first of a name wins. `chapters_name_idx` refuses a
 * second one now, but older data may hold them.
 */
export function chapterDetails(db: Db, lookup: Lookup) {
  const one = lookup.chapterId !== null;
  const chapters = jsonArray(
    chapterItem,
    sql`from (
        select distinct on (lower(btrim(c.name))) c.id, c.name, c.sl_no, c.is_default, c.image is not null as has_image
        from chapters c
        where c.board_id = located.board_id and c.class_id = located.class_id and c.subject_id = located.subject_id
          ${one ? sql`and c.id = located.chapter_id` : sql``}
        order by lower(btrim(c.name)), c.sl_no, c.id
      ) as ch
      order by ch.sl_no, ch.id`,
  );
  return resolvedJson<ChapterDetailsResponse>(
    db,
    `chapter-details:${one ? 'one' : 'all'}`,
    lookup,
    sql<string>`'{"chapters":' || ${chapters} || '}'`,
  );
}

/** The ids of a subject's chapters in serial order: what a new order is checked against. */
export async function chapterIds(db: Executor, scope: Scope) {
  return db
    .select({ id: chapters.id })
    .from(chapters)
    .where(inScope(scope))
    .orderBy(asc(chapters.slNo), asc(chapters.id));
}

export async function insertChapter(
  tx: Executor,
  values: Scope & { organisationId: number; name: string; createdBy: number },
) {
  const [row] = await tx
    .insert(chapters)
    .values({
      ...values,
      updatedBy: values.createdBy,
      slNo: sql`(select coalesce(max(sl_no), 0) + 1 from chapters
                 where board_id = ${values.boardId} and class_id = ${values.classId} and subject_id = ${values.subjectId})`,
    })
    .returning({ id: chapters.id, slNo: chapters.slNo });
  return row!;
}

export async function findChapter(db: Executor, chapterId: number) {
  const [row] = await db
    .select({
      id: chapters.id,
      name: chapters.name,
      slNo: chapters.slNo,
      isDefault: chapters.isDefault,
      image: chapters.image,
      imageType: chapters.imageType,
    })
    .from(chapters)
    .where(eq(chapters.id, chapterId));
  return row;
}

export async function updateChapter(
  tx: Executor,
  chapterId: number,
  values: { name: string; isDefault: boolean; updatedBy: number; image?: Buffer; imageType?: string },
) {
  await tx
    .update(chapters)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chapters.id, chapterId));
}

/** One default chapter per board × class × subject: making one default clears the others. */
export async function clearOtherDefaults(tx: Executor, scope: Scope, chapterId: number) {
  await tx
    .update(chapters)
    .set({ isDefault: false })
    .where(and(inScope(scope), ne(chapters.id, chapterId), eq(chapters.isDefault, true)));
}

export async function deleteChapter(tx: Executor, chapterId: number) {
  await tx.delete(chapters).where(eq(chapters.id, chapterId));
}

/** Serial numbers back to 1…n in their current order, in one statement (after a delete). */
export async function renumberChapters(tx: Executor, scope: Scope) {
  await tx.execute(sql`update chapters set sl_no = r.rn
    from (select id, row_number() over (order by sl_no, id) as rn from chapters
          where board_id = ${scope.boardId} and class_id = ${scope.classId} and subject_id = ${scope.subjectId}) r
    where chapters.id = r.id and chapters.sl_no <> r.rn`);
}

/** Sets serial numbers 1…n in the order of `ids`, in one statement. */
export async function applyOrder(tx: Executor, table: 'chapters' | 'topics' | 'contents', ids: number[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`update ${sql.identifier(table)} as t set sl_no = o.ord
    from unnest(array[${list}]::int[]) with ordinality as o(id, ord)
    where t.id = o.id and t.sl_no <> o.ord`);
}

// ---- topics ----

const topicItem: JsonItem<Topic> = {
  TopicCode: sql`t.id::text`,
  TopicName: sql`t.name`,
  TopicSLNo: sql`t.sl_no`,
  ContentCount: sql`(select count(*) from contents co where co.topic_id = t.id)::int`,
};

/** The topics of the chapter a lookup points at (`{"topics":[…]}`) in serial order with their content counts, and where the call points. */
export function topicDetails(db: Db, lookup: Lookup) {
  const topics = jsonArray(
    topicItem,
    sql`from topics t where t.chapter_id = located.chapter_id order by t.sl_no, t.id`,
  );
  return resolvedJson<TopicDetailsResponse>(
    db,
    'topic-details',
    lookup,
    sql<string>`'{"topics":' || ${topics} || '}'`,
  );
}

/** The topics of a chapter in serial order. */
export async function listTopics(db: Executor, chapterId: number) {
  return db
    .select({ id: topics.id, name: topics.name, slNo: topics.slNo })
    .from(topics)
    .where(eq(topics.chapterId, chapterId))
    .orderBy(asc(topics.slNo), asc(topics.id));
}

export async function insertTopic(
  tx: Executor,
  values: { organisationId: number; chapterId: number; name: string; createdBy: number },
) {
  const [row] = await tx
    .insert(topics)
    .values({
      ...values,
      updatedBy: values.createdBy,
      slNo: sql`(select coalesce(max(sl_no), 0) + 1 from topics where chapter_id = ${values.chapterId})`,
    })
    .returning({ id: topics.id, slNo: topics.slNo });
  return row!;
}

export async function findTopic(db: Executor, topicId: number) {
  const [row] = await db
    .select({ id: topics.id, name: topics.name, slNo: topics.slNo })
    .from(topics)
    .where(eq(topics.id, topicId));
  return row;
}

export async function renameTopic(tx: Executor, topicId: number, name: string, updatedBy: number) {
  await tx.update(topics).set({ name, updatedBy, updatedAt: new Date() }).where(eq(topics.id, topicId));
}

export async function deleteTopic(tx: Executor, topicId: number) {
  await tx.delete(topics).where(eq(topics.id, topicId));
}

export async function renumberTopics(tx: Executor, chapterId: number) {
  await tx.execute(sql`update topics set sl_no = r.rn
    from (select id, row_number() over (order by sl_no, id) as rn from topics where chapter_id = ${chapterId}) r
    where topics.id = r.id and topics.sl_no <> r.rn`);
}

// ---- learning views ----

/** Board × class × subject combinations with chapters (and, for a typed view, content of its types). */
export async function catalogue(db: Executor, organisationId: number, types: readonly string[] | null) {
  const contentCount = sql<number>`count(${contents.id})::int`;
  return db
    .select({
      boardCode: boards.code,
      boardName: boards.name,
      classCode: classes.code,
      className: classes.name,
      subjectCode: subjects.code,
      subjectName: subjects.name,
      // A typed view counts only the chapters that hold something it shows.
      chapterCount: types
        ? sql<number>`(count(distinct ${chapters.id}) filter (where ${contents.id} is not null))::int`
        : sql<number>`count(distinct ${chapters.id})::int`,
      contentCount,
    })
    .from(chapters)
    .innerJoin(boards, eq(boards.id, chapters.boardId))
    .innerJoin(classes, eq(classes.id, chapters.classId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .leftJoin(topics, eq(topics.chapterId, chapters.id))
    .leftJoin(contents, and(eq(contents.topicId, topics.id), typeFilter(types)))
    .where(eq(chapters.organisationId, organisationId))
    .groupBy(boards.id, classes.id, subjects.id)
    .having(types ? sql`${contentCount} > 0` : undefined)
    .orderBy(asc(boards.code), asc(classes.code), asc(subjects.code));
}

/** A page of a subject's chapters with their counts of (typed) content; typed views skip empty ones. */
export async function viewChapters(
  db: Executor,
  scope: Scope,
  types: readonly string[] | null,
  page: { page: number; pageSize: number; q?: string },
) {
  const typed = types
    ? sql` and lower(co.content_type) in (${sql.join(
        types.map((t) => sql`${t.toLowerCase()}`),
        sql`, `,
      )})`
    : sql``;
  const contentCount = sql<number>`(select count(*) from contents co join topics tp on tp.id = co.topic_id
    where tp.chapter_id = chapters.id${typed})::int`;
  const where = and(
    inScope(scope),
    page.q ? ilike(chapters.name, containsPattern(page.q)) : undefined,
    types ? sql`${contentCount} > 0` : undefined,
  );
  const data = await db
    .select({
      id: chapters.id,
      name: chapters.name,
      slNo: chapters.slNo,
      contentCount,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(chapters)
    .where(where)
    .orderBy(asc(chapters.slNo), asc(chapters.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  let total = data[0]?.total ?? 0;
  if (data.length === 0 && page.page > 1) {
    const [row] = await db.select({ n: count() }).from(chapters).where(where);
    total = row?.n ?? 0;
  }
  return { data, total };
}
