import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  booksClosedManagerMessage,
  booksClosedMessage,
  booksMessages,
  formatCalendarDate,
  type FeeStatement,
  type InstituteBooks,
  type Receipt,
} from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { billedStudent, today } from '../../../test/helpers/fees.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';
import { addDays } from '../../lib/calendar-days.ts';

/* The books (decision 069): a lock date per institute and a backdating window for money's dates. */

const t = appPerFile();
const call = caller(t);
const cash = (receivedOn: string, more: object = {}) => ({
  amount: 100_000,
  mode: 'cash',
  receivedOn,
  ...more,
});
const books = async (who: Account) =>
  (await call(who, 'GET', '/api/v1/institute/books')).json() as InstituteBooks;
const paidOf = async (who: Account, studentId: number) =>
  ((await call(who, 'GET', `/api/v1/students/${studentId}/fees`)).json() as FeeStatement).totals.paid;
const auditOf = (email: string, action: string) =>
  rowsOf<{ summary: Record<string, unknown> }>(
    t.database,
    sql`select a.summary from audit_log a join users u on u.id = a.user_id
        where u.email = ${email} and a.action = ${action} order by a.id`,
  );

describe('the books: closed days take no money without a manager’s reason', () => {
  it('refuses a cashier a receipt dated 1999 or before the window, in words they can act on', async () => {
    const { owner, student } = await billedStudent(t);
    expect(await books(owner)).toEqual({
      closedUpTo: null,
      backdateDays: 7,
      receiptLinkDays: 30,
      today,
      firstOpenDay: addDays(today, -7),
    });
    const cashier = await makeStaff(t, owner, { PaidFees: 'manage' });
    const url = `/api/v1/students/${student.id}/payments`;
    for (const day of ['1999-01-01', addDays(today, -8)]) {
      const refused = await call(cashier, 'POST', url, cash(day));
      const words = booksClosedMessage(formatCalendarDate(day), formatCalendarDate(addDays(today, -7)));
      expect([refused.statusCode, refused.json().message, refused.json().fieldErrors]).toEqual([
        400,
        words,
        { receivedOn: words },
      ]);
    }
    expect(await paidOf(owner, student.id)).toBe(0);
    // Inside the window (a cheque of last week entered today) it is taken as before.
    expect((await call(cashier, 'POST', url, cash(addDays(today, -7)))).statusCode).toBe(201);

    // The owner may write there, with a reason, kept in the audit line.
    const bare = await call(owner, 'POST', url, cash('1999-01-01'));
    expect([bare.statusCode, bare.json().message, bare.json().fieldErrors]).toEqual([
      400,
      booksClosedManagerMessage('1 Jan 1999'),
      { lockReason: booksMessages.reasonNeeded },
    ]);
    const forced = await call(
      owner,
      'POST',
      url,
      cash('2026-01-02', { lockReason: 'Found in the old register' }),
    );
    expect(forced.statusCode, forced.body).toBe(201);
    const [line] = (await auditOf(owner.email, 'collect')).slice(-1);
    expect(line!.summary).toMatchObject({
      receipt: (forced.json() as Receipt).number,
      closedBooks: { firstOpenDay: addDays(today, -7), reason: 'Found in the old register' },
    });
  });

  it('closes the books up to a day from the settings: receipts and their cancelling stop there', async () => {
    const { owner, student } = await billedStudent(t);
    const url = `/api/v1/students/${student.id}/payments`;
    const yesterday = (await call(owner, 'POST', url, cash(addDays(today, -1)))).json() as Receipt;
    const viewer = await makeStaff(t, owner, { InstituteSettings: 'view' });
    const body = { closedUpTo: addDays(today, -1), backdateDays: 30, receiptLinkDays: 10 };
    expect((await call(viewer, 'PUT', '/api/v1/institute/books', body)).statusCode).toBe(403);
    const future = await call(owner, 'PUT', '/api/v1/institute/books', {
      ...body,
      closedUpTo: addDays(today, 1),
    });
    expect(future.json().fieldErrors).toEqual({ closedUpTo: booksMessages.closedFuture });
    const saved = await call(owner, 'PUT', '/api/v1/institute/books', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, firstOpenDay: today });
    expect(await books(viewer)).toMatchObject({ closedUpTo: addDays(today, -1) });
    expect((await auditOf(owner.email, 'books'))[0]!.summary).toMatchObject({
      after: { closedUpTo: addDays(today, -1), backdateDays: 30, receiptLinkDays: 10 },
    });

    const cashier = await makeStaff(t, owner, { PaidFees: 'manage' });
    expect((await call(cashier, 'POST', url, cash(addDays(today, -1)))).statusCode).toBe(400);
    expect((await call(cashier, 'POST', url, cash(today))).statusCode).toBe(201);
    // Taking back yesterday's receipt would change a closed day's cash.
    const cancel = `/api/v1/receipts/${yesterday.id}/cancel`;
    const refused = await call(cashier, 'POST', cancel, { reason: 'Typed twice' });
    expect([refused.statusCode, Object.keys(refused.json().fieldErrors)]).toEqual([400, ['reason']]);
    expect((await call(owner, 'GET', `/api/v1/receipts/${yesterday.id}`)).json().status).toBe('valid');
    const undone = await call(owner, 'POST', cancel, { reason: 'Typed twice', lockReason: 'Auditor agreed' });
    expect([undone.statusCode, undone.json().status]).toEqual([200, 'cancelled']);

    // Another institute's books are its own: still open for yesterday.
    const other = await billedStudent(t);
    const stranger = await registerAndLogin(t.app);
    expect((await books(stranger)).closedUpTo).toBeNull();
    expect(
      (
        await call(
          other.owner,
          'POST',
          `/api/v1/students/${other.student.id}/payments`,
          cash(addDays(today, -1)),
        )
      ).statusCode,
    ).toBe(201);
  });
});
