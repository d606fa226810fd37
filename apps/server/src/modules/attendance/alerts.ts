import type { Executor } from '../../db/client.ts';
import { notify, withdraw } from '../messages/notify.ts';
import type { Recipient } from '../messages/notify.ts';
import { guardianOf } from '../fees/reminders.service.ts';
import * as repo from './repository.ts';
import type { SettingsRow } from './repository.ts';

/*
 * Guardian alerts (issue 66): one absence message per student per day (`once: 'day'`, keyed by the
 * student, so re-saving — on any node — never sends twice); a correction before it goes takes it back;
 * a run of absences reaching the setting tells the coordinator and the guardian once.
 */

const HELD = 'held: a few minutes, in case the mark is corrected';

export interface AlertInput {
  organisationId: number;
  userId: number;
  batchId: number;
  batchName: string;
  day: string;
  today: string;
  /** Students marked with an alerting code now. */
  absent: number[];
  /** Students marked otherwise now. */
  notAbsent: number[];
  settings: SettingsRow;
}

export async function alertGuardians(
  tx: Executor,
  a: AlertInput,
): Promise<{ queued: number; withdrawn: number }> {
  const withdrawn = await withdraw(tx, {
    organisationId: a.organisationId,
    event: 'attendance.absent',
    subjectRefs: a.notAbsent.map((id) => `student:${id}`),
    day: a.today,
    reason: 'not sent: marked present again before it went',
  });
  // A register of a past day corrects the record; it does not wake a family about an old absence.
  if (a.day !== a.today || a.absent.length === 0) return { queued: 0, withdrawn };
  const families = await repo.guardiansOf(tx, a.absent);
  const told = (f: (typeof families)[number]): Recipient => ({
    ...guardianOf(f),
    data: { studentName: f.student_name },
    subjectRef: `student:${f.student_id}`,
  });
  const { messages } = await notify(tx, {
    organisationId: a.organisationId,
    event: 'attendance.absent',
    recipients: families.map(told),
    data: { batchName: a.batchName, date: a.day }, // the day, written in each family's language
    once: 'day',
    waitUntil: { until: new Date(Date.now() + a.settings.alertDelayMinutes * 60_000), reason: HELD },
    createdBy: a.userId,
  });
  const n = a.settings.consecutiveAbsences;
  const runs = await repo.runsReaching(tx, a.organisationId, a.batchId, a.absent, n);
  if (runs.length) {
    const coordinator = a.settings.coordinatorUserId
      ? await repo.userContact(tx, a.organisationId, a.settings.coordinatorUserId)
      : undefined;
    const recipients = families
      .filter((f) => runs.includes(Number(f.student_id)))
      .map(told)
      .concat(
        coordinator
          ? runs.map((id) => ({
              ref: `user:${coordinator.id}`,
              name: coordinator.name,
              email: coordinator.email,
              phone: coordinator.mobile || null,
              data: { studentName: families.find((f) => Number(f.student_id) === id)?.student_name ?? '' },
              subjectRef: `student:${id}`,
            }))
          : [],
      );
    await notify(tx, {
      organisationId: a.organisationId,
      event: 'attendance.absent_run',
      recipients,
      data: { batchName: a.batchName, days: String(n) },
      once: 'day',
      createdBy: a.userId,
    });
  }
  return { queued: messages.filter((m) => m.status === 'queued' || m.status === 'held').length, withdrawn };
}
