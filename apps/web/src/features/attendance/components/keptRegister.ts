import type { Register } from '@kaksha/contracts';
import { screenHref } from '../../../lib/screenNav.ts';
import { keep, useOutbox, type OutboxEntry, type OutboxState } from '../../../lib/outbox.ts';
import { queryOf, type RegisterPick } from '../api/attendance.ts';

/*
 * A register saved with no connection is kept on the device (lib/outbox, decision 092) as this kind,
 * one per register: its save's body with its client key and the version its marks were made on.
 */

export const REGISTER_KIND = 'attendance.register';

/** A register's save as the screen sends it (the contract's registerSave, every field given). */
export interface KeptSave {
  sessionId: number | null;
  batchId: number;
  day: string;
  reason: string;
  clientKey: string;
  basedOnVersion: number;
  marks: { studentId: number; code: string; lateMinutes: number | null }[];
}
export type KeptRegister = OutboxEntry & { body: KeptSave };

/** Where the Attendance screen opens this register. */
const hrefOf = (pick: RegisterPick) =>
  `${screenHref('Attendance')}&${
    pick.sessionId ? `session=${pick.sessionId}&day=${pick.day}` : `batch=${pick.batchId}&day=${pick.day}`
  }`;

/** Keeps the save on the device: waiting to be sent, or refused (a 409 or another 4xx) at once. */
export function keepRegister(
  body: KeptSave,
  refusal?: { state: Exclude<OutboxState, 'waiting'>; message: string },
) {
  const pick = { sessionId: body.sessionId, batchId: body.batchId, day: body.day };
  keep(
    {
      key: body.clientKey,
      kind: REGISTER_KIND,
      ref: queryOf(pick),
      href: hrefOf(pick),
      invalidates: ['attendance'],
      method: 'PUT',
      path: '/api/v1/attendance/register',
      body,
    },
    refusal,
  );
}

/** The save of this register kept on the device, if any. */
export function useKeptRegister(register: Pick<Register, 'sessionId' | 'batchId' | 'day'>) {
  const ref = queryOf(register);
  return useOutbox(REGISTER_KIND).find((e) => e.ref === ref) as KeptRegister | undefined;
}
