import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { childRows } from '../../db/page.ts';
import {
  batchSubjects,
  batchSyllabus,
  chapters,
  classSessions,
  sessionTopics,
  subjects,
  topics,
} from '../../db/schema/index.ts';
import { naturalAsc } from '../../db/natural.ts';

/** The batch's plan, subject by subject in teaching order, each topic with when it was first covered. */
export function planOf(db: Executor, batchId: number, subjectId?: number) {
  return db
    .select({
      subjectId: batchSyllabus.subjectId,
      topicId: batchSyllabus.topicId,
      topicName: topics.name,
      chapterName: chapters.name,
      coveredOn: sql<string | null>`(select min(cs.day)::text from ${sessionTopics} st
        join ${classSessions} cs on cs.id = st.session_id
        where st.batch_id = ${batchSyllabus.batchId} and st.topic_id = ${batchSyllabus.topicId})`,
      sessions: sql<number>`(select count(*) from ${sessionTopics} st
        where st.batch_id = ${batchSyllabus.batchId} and st.topic_id = ${batchSyllabus.topicId})`.mapWith(
        Number,
      ),
    })
    .from(batchSyllabus)
    .innerJoin(topics, eq(topics.id, batchSyllabus.topicId))
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .where(
      and(eq(batchSyllabus.batchId, batchId), subjectId ? eq(batchSyllabus.subjectId, subjectId) : undefined),
    )
    .orderBy(asc(batchSyllabus.subjectId), asc(batchSyllabus.position));
}

export function subjectsOf(db: Executor, batchId: number) {
  return db
    .select({ subjectId: subjects.id, subjectName: subjects.name })
    .from(batchSubjects)
    .innerJoin(subjects, eq(subjects.id, batchSubjects.subjectId))
    .where(eq(batchSubjects.batchId, batchId))
    .orderBy(...naturalAsc(subjects.name));
}

/** The chapters (and their topics, in order) of the batch's subjects, for its board and class if set. */
export function chaptersFor(
  db: Executor,
  organisationId: number,
  batch: { id: number; boardId: number | null; classId: number | null },
) {
  return db
    .select({
      subjectId: chapters.subjectId,
      chapterId: chapters.id,
      chapterName: chapters.name,
      topics: childRows<{ id: number; name: string }>(
        sql`select t.id, t.name from ${topics} t where t.chapter_id = ${chapters.id} order by t.sl_no, t.id`,
      ),
    })
    .from(chapters)
    .where(
      and(
        eq(chapters.organisationId, organisationId),
        sql`${chapters.subjectId} in (select subject_id from ${batchSubjects} where batch_id = ${batch.id})`,
        batch.boardId ? eq(chapters.boardId, batch.boardId) : undefined,
        batch.classId ? eq(chapters.classId, batch.classId) : undefined,
      ),
    )
    .orderBy(asc(chapters.subjectId), asc(chapters.slNo), asc(chapters.id));
}

/** How many of `topicIds` are topics of the organisation's chapters of the subject. */
export async function topicsOfSubject(
  db: Executor,
  organisationId: number,
  subjectId: number,
  topicIds: number[],
) {
  if (topicIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(topics)
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .where(
      and(
        eq(chapters.organisationId, organisationId),
        eq(chapters.subjectId, subjectId),
        sql`${topics.id} = any(${sql.param(topicIds)}::int[])`,
      ),
    );
  return row!.n;
}

export async function replacePlan(tx: Executor, batchId: number, subjectId: number, topicIds: number[]) {
  await tx
    .delete(batchSyllabus)
    .where(and(eq(batchSyllabus.batchId, batchId), eq(batchSyllabus.subjectId, subjectId)));
  if (topicIds.length)
    await tx
      .insert(batchSyllabus)
      .values(topicIds.map((topicId, position) => ({ batchId, subjectId, topicId, position })));
}

export async function coveredBy(db: Executor, sessionId: number) {
  const rows = await db
    .select({ topicId: sessionTopics.topicId })
    .from(sessionTopics)
    .where(eq(sessionTopics.sessionId, sessionId));
  return rows.map((r) => r.topicId);
}

/** Sets which of `scope`'s topics the session covered; what it covered outside `scope` stays. */
export async function replaceCovered(
  tx: Executor,
  session: { id: number; batchId: number },
  scope: number[],
  topicIds: number[],
) {
  if (scope.length)
    await tx
      .delete(sessionTopics)
      .where(and(eq(sessionTopics.sessionId, session.id), inArray(sessionTopics.topicId, scope)));
  if (topicIds.length)
    await tx
      .insert(sessionTopics)
      .values(topicIds.map((topicId) => ({ sessionId: session.id, batchId: session.batchId, topicId })));
}
