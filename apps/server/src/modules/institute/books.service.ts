import {
  booksClosedManagerMessage,
  booksClosedMessage,
  booksMessages,
  formatCalendarDate,
} from '@kaksha/contracts';
import type { InstituteBooks, instituteBooksBody } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays, laterDay } from '../../lib/calendar-days.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { auditChanges } from '../audit/service.ts';
import { holds } from '../menus/service.ts';
import * as repo from './repository.ts';
import { instituteFacts } from './service.ts';
import type { InstituteFacts } from './service.ts';

/*
 * The books (decision 069): money is dated, and a closed day's cash and a past year's totals must not
 * move under the accountant's feet. Days up to the lock date are closed, and so are days more than the
 * backdating window before today; a receipt dated in them, or taken back from them, is written only by
 * a user who manages the institute's settings, with a reason that goes into the audit line.
 */

type Books = Pick<InstituteFacts, 'booksClosedUpTo' | 'backdateDays' | 'timeZone'>;

/** The earliest day money can be dated without a manager's reason, and today, in the institute's zone. */
export function openDays(books: Books, now = new Date()) {
  const today = dayIn(now, books.timeZone);
  const windowStart = addDays(today, -books.backdateDays);
  const firstOpenDay = books.booksClosedUpTo
    ? laterDay(windowStart, addDays(books.booksClosedUpTo, 1))
    : windowStart;
  return { today, firstOpenDay };
}

/** Who may write into closed books: a user who manages the institute's settings. */
export const mayWriteClosedBooks = (caller: Pick<Caller, 'access'>) =>
  holds(caller, 'InstituteSettings', 'manage');

/**
 * Refuses money dated `day` when its books are closed — unless `who` may write there and gives a
 * reason. Returns what the audit line keeps of an override (null when the day is open). The refusal
 * names `field` (the form's date) so the cashier sees it beside the date.
 */
export async function checkBooksOpen(
  tx: Executor,
  who: { organisationId: number; mayOverride: boolean },
  day: string,
  lockReason: string,
  field = 'receivedOn',
): Promise<{ closedBooks: { firstOpenDay: string; reason: string } } | null> {
  const { firstOpenDay } = openDays(await instituteFacts(tx, who.organisationId));
  if (day >= firstOpenDay) return null;
  const shown = formatCalendarDate(day);
  if (!who.mayOverride) {
    const message = booksClosedMessage(shown, formatCalendarDate(firstOpenDay));
    throw new AppError('VALIDATION', message, { [field]: message });
  }
  if (!lockReason)
    throw new AppError('VALIDATION', booksClosedManagerMessage(shown), {
      lockReason: booksMessages.reasonNeeded,
    });
  return { closedBooks: { firstOpenDay, reason: lockReason } };
}

function toView(books: Books & { receiptLinkDays: number }): InstituteBooks {
  return {
    closedUpTo: books.booksClosedUpTo,
    backdateDays: books.backdateDays,
    receiptLinkDays: books.receiptLinkDays,
    ...openDays(books),
  };
}

export async function booksOf(db: Db, caller: Caller): Promise<InstituteBooks> {
  return toView(await instituteFacts(db, caller.organisationId));
}

/** Closes the books up to a day (or opens them), sets the backdating window and the links' life; audited. */
export async function saveBooks(
  db: Db,
  caller: Caller,
  body: z.output<typeof instituteBooksBody>,
): Promise<InstituteBooks> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const facts = await instituteFacts(tx, organisationId);
    if (body.closedUpTo && body.closedUpTo > openDays(facts).today)
      throw invalid(booksMessages.closedFuture, { closedUpTo: booksMessages.closedFuture });
    await repo.writeSettings(tx, organisationId, {
      booksClosedUpTo: body.closedUpTo,
      backdateDays: body.backdateDays,
      receiptLinkDays: body.receiptLinkDays,
    });
    const before = toView(facts) as unknown as Record<string, unknown>;
    await auditChanges(tx, caller, before, body, { action: 'books', area: 'institute' });
  });
  repo.forgetFacts(db, organisationId);
  return booksOf(db, caller);
}
