import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds, teachers } from '../../db/schema/index.ts';

export async function teacherOf(db: Executor, organisationId: number, teacherId: number) {
  const [row] = await db
    .select({ id: teachers.id, name: teachers.name })
    .from(teachers)
    .where(and(eq(teachers.id, teacherId), eq(teachers.organisationId, organisationId)));
  return row;
}

export async function sealedToken(db: Executor, teacherId: number) {
  const [row] = await db
    .select({ sealed: calendarFeeds.tokenSealed })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.teacherId, teacherId));
  return row?.sealed;
}

/** Sets (or replaces) the teacher's feed token. */
export function saveFeed(tx: Executor, row: typeof calendarFeeds.$inferInsert) {
  return tx
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: calendarFeeds.teacherId,
      set: { tokenHash: row.tokenHash, tokenSealed: row.tokenSealed, createdAt: sql`now()` },
    });
}

export function deleteFeed(tx: Executor, teacherId: number) {
  return tx
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.teacherId, teacherId))
    .returning({ id: calendarFeeds.teacherId });
}

/** The feed's teacher, by the hash of its token, while the teacher is active (a deactivated one's feed stops). */
export async function feedByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      teacherId: calendarFeeds.teacherId,
      organisationId: calendarFeeds.organisationId,
      name: teachers.name,
    })
    .from(calendarFeeds)
    .innerJoin(teachers, eq(teachers.id, calendarFeeds.teacherId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(teachers.active, true)));
  return row;
}
