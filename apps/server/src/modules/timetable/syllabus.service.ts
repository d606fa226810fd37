import { batchMessages, syllabusMessages as say, timetableMessages } from '@kaksha/contracts';
import type {
  BatchSyllabus,
  SessionCoverage,
  sessionTopicsInput,
  syllabusPlanInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';

import * as repo from './repository.ts';
import * as classes from './sessions.repository.ts';
import * as syllabus from './syllabus.repository.ts';

const AREA = 'timetable';
type PlannedTopic = Awaited<ReturnType<typeof syllabus.planOf>>[number];

const percentOf = (covered: number, planned: number) => (planned ? Math.floor((covered * 100) / planned) : 0);

async function ownBatch(db: Executor, caller: Caller, batchId: number) {
  const batch = await repo.findBatch(db, caller.organisationId, batchId);
  if (!batch) throw notFound(batchMessages.notFound);
  return batch;
}

const topicView = ({ subjectId: _subject, ...topic }: PlannedTopic) => topic;

/** Each subject's plan with its coverage, and the chapters a plan can take: three statements. */
export async function syllabusOf(db: Db, caller: Caller, batchId: number): Promise<BatchSyllabus> {
  const batch = await ownBatch(db, caller, batchId);
  const [plan, subjects, chapters] = await Promise.all([
    syllabus.planOf(db, batchId),
    syllabus.subjectsOf(db, batchId),
    syllabus.chaptersFor(db, caller.organisationId, batch),
  ]);
  return {
    subjects: subjects.map((subject) => {
      const topics = plan.filter((t) => t.subjectId === subject.subjectId);
      const covered = topics.filter((t) => t.coveredOn !== null).length;
      return {
        ...subject,
        planned: topics.length,
        covered,
        percent: percentOf(covered, topics.length),
        topics: topics.map(topicView),
      };
    }),
    chapters,
  };
}

/** Sets one subject's plan: its topics in teaching order (what sessions covered stays recorded). */
export async function savePlan(
  db: Db,
  caller: Caller,
  batchId: number,
  input: z.output<typeof syllabusPlanInput>,
): Promise<BatchSyllabus> {
  const { organisationId, userId } = caller;
  const topicIds = [...new Set(input.topicIds)];
  await db.transaction(async (tx) => {
    if (!(await repo.lockBatch(tx, organisationId, batchId))) throw notFound(batchMessages.notFound);
    const subjects = await syllabus.subjectsOf(tx, batchId);
    if (!subjects.some((s) => s.subjectId === input.subjectId))
      throw new AppError('NOT_FOUND', say.subjectNotInBatch, { subjectId: say.subjectNotInBatch });
    if ((await syllabus.topicsOfSubject(tx, organisationId, input.subjectId, topicIds)) !== topicIds.length)
      throw new AppError('NOT_FOUND', say.topicsNotFound, { topicIds: say.topicsNotFound });
    await syllabus.replacePlan(tx, batchId, input.subjectId, topicIds);
    await recordAudit(tx, {
      organisationId,
      userId,
      action: 'syllabus',
      area: AREA,
      entityId: batchId,
      summary: { subjectId: input.subjectId, topics: topicIds.length },
      ip: caller.ip,
    });
  });
  return syllabusOf(db, caller, batchId);
}

async function ownSession(db: Executor, organisationId: number, sessionId: number, lock = false) {
  const session = await classes.findSession(db, organisationId, sessionId, lock);
  if (!session) throw notFound(timetableMessages.sessionNotFound);
  return session;
}

async function coverageOf(db: Executor, session: { id: number; batchId: number; subjectId: number | null }) {
  const [covered, plan] = await Promise.all([
    syllabus.coveredBy(db, session.id),
    session.subjectId ? syllabus.planOf(db, session.batchId, session.subjectId) : Promise.resolve([]),
  ]);
  return { sessionId: session.id, subjectId: session.subjectId, covered, plan: plan.map(topicView) };
}

export async function sessionCoverage(db: Db, caller: Caller, sessionId: number): Promise<SessionCoverage> {
  return coverageOf(db, await ownSession(db, caller.organisationId, sessionId));
}

/** Marks what a session covered, from the batch's plan for its subject; once it has begun. */
export async function markCovered(
  db: Db,
  caller: Caller,
  sessionId: number,
  input: z.output<typeof sessionTopicsInput>,
  now = new Date(),
): Promise<SessionCoverage> {
  const { organisationId, userId } = caller;
  const topicIds = [...new Set(input.topicIds)];
  return db.transaction(async (tx) => {
    const session = await ownSession(tx, organisationId, sessionId, true);
    if (session.startsAt > now) throw new AppError('CONFLICT', say.notYet);
    if (session.status === 'cancelled') throw new AppError('CONFLICT', say.cancelled);
    const plan = session.subjectId ? await syllabus.planOf(tx, session.batchId, session.subjectId) : [];
    const planned = new Set(plan.map((t) => t.topicId));
    // A topic taken off the plan after this session covered it stays covered (it was taught);
    // sending it back unchanged is no error.
    const recorded = new Set(await syllabus.coveredBy(tx, sessionId));
    if (topicIds.some((id) => !planned.has(id) && !recorded.has(id)))
      throw new AppError('VALIDATION', say.notPlanned, { topicIds: say.notPlanned });
    await syllabus.replaceCovered(
      tx,
      session,
      [...planned],
      topicIds.filter((id) => planned.has(id)),
    );
    await recordAudit(tx, {
      organisationId,
      userId,
      action: 'covered',
      area: AREA,
      entityId: session.batchId,
      summary: { sessionId, topicIds },
      ip: caller.ip,
    });
    return coverageOf(tx, session);
  });
}
