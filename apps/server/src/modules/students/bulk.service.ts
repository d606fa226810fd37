import { STUDENT_MOVES, studentMessages } from '@kaksha/contracts';
import type { BulkStatusResult, StudentStatus, bulkStatusChange } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { recordCallerAudits } from '../audit/service.ts';
import { instituteFacts } from '../institute/service.ts';
import * as bulk from './bulk.repository.ts';
import { AREA } from './service.ts';

/**
 * Many students' status at once (the list's bulk action, issue 65): in one transaction, a fixed number
 * of statements whatever the count — the students locked, those who may move moved, an audit line
 * each. A student who may not move (a Left student marked On hold) stays as they were and is named
 * with why; another organisation's student is not found, and nothing changes.
 */
export async function changeStatuses(
  db: Db,
  caller: Caller,
  input: z.output<typeof bulkStatusChange>,
): Promise<BulkStatusResult> {
  const { organisationId } = caller;
  const ids = [...new Set(input.studentIds)];
  return db.transaction(async (tx) => {
    const [rows, { timeZone }] = await Promise.all([
      bulk.lockStudents(tx, organisationId, ids),
      instituteFacts(tx, organisationId),
    ]);
    if (rows.length !== ids.length) throw notFound(studentMessages.notFound);
    const may = (status: string) => STUDENT_MOVES[status as StudentStatus].includes(input.status);
    const moving = rows.filter((r) => may(r.status));
    const refused = rows
      .filter((r) => !may(r.status))
      .map(({ id, name, status }) => ({
        id,
        name,
        reason: studentMessages.illegalMove(status, input.status),
      }));
    // Nobody can move: a refusal, naming each (a change that changes nothing is not a success).
    if (moving.length === 0)
      throw invalid(refused.map((r) => `${r.name}: ${r.reason}`).join(' '), { status: refused[0]!.reason });
    const date = input.date ?? dayIn(new Date(), timeZone);
    await bulk.setStatuses(
      tx,
      organisationId,
      moving.map((r) => r.id),
      {
        status: input.status,
        statusReason: input.reason,
        statusDate: input.status === 'active' ? null : date,
      },
    );
    await recordCallerAudits(
      tx,
      caller,
      moving.map((r) => ({
        action: 'status',
        area: AREA,
        entityId: r.id,
        summary: { from: r.status, to: input.status, reason: input.reason, date },
      })),
    );
    return { changed: moving.map(({ id, name }) => ({ id, name })), refused };
  });
}
