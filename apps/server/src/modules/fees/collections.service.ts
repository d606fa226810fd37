import { FEE_STUDENTS_SHOWN, formatCalendarDate, paymentMessages as say } from '@kaksha/contracts';
import type {
  CollectionMonths,
  CollectionPage,
  collectionMonthsQuery,
  collectionQuery,
  FeeStudentList,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { JsonText } from '../../db/page.ts';
import type { Caller } from '../../lib/caller.ts';
import { CSV_BATCH, csvLines, csvRupees } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { todayOf } from '../institute/service.ts';
import * as repo from './collections.repository.ts';

type CollectionQuery = Omit<z.output<typeof collectionQuery>, 'page' | 'pageSize'>;

/** The day book's filter: a day range that defaults to today and may not run backwards. */
async function filterOf(
  db: Executor,
  caller: Caller,
  query: CollectionQuery,
): Promise<repo.CollectionFilter> {
  const today = await todayOf(db, caller.organisationId);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  if (from > to) throw new AppError('VALIDATION', say.rangeBackwards, { from: say.rangeBackwards });
  return {
    organisationId: caller.organisationId,
    from,
    to,
    q: query.q || undefined,
    mode: query.mode,
    centreId: query.centreId,
    cashierId: query.cashierId,
    batchId: query.batchId,
    status: query.status,
  };
}

/** The day book: a page of receipts and what all matching receipts brought in, cash in hand apart. */
export async function collections(
  db: Db,
  caller: Caller,
  query: z.output<typeof collectionQuery>,
): Promise<JsonText<CollectionPage>> {
  const filter = await filterOf(db, caller, query);
  return repo.collectionPage(db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}

const CSV_HEADER = [
  'Receipt no.',
  'Received on',
  'Admission no.',
  'Student',
  'Centre',
  'Mode',
  'Reference',
  'Amount (₹)',
  'Cashier',
  'Status',
];

export async function collectionsCsv(db: Executor, caller: Caller, query: CollectionQuery) {
  const filter = await filterOf(db, caller, query);
  return csvLines<Awaited<ReturnType<typeof repo.collectionsAfter>>[number]>(
    CSV_HEADER,
    (after) => repo.collectionsAfter(db, filter, { limit: CSV_BATCH, afterId: after?.id }),
    (r) => [
      r.number,
      formatCalendarDate(r.receivedOn),
      r.admissionNumber,
      r.studentName,
      r.centreName,
      r.mode,
      r.reference,
      csvRupees(r.amount),
      r.cashier,
      r.status,
    ],
  );
}

/** The last `months` months (this one included), each present even when nothing came in. */
export async function collectionMonths(
  db: Executor,
  caller: Caller,
  query: z.output<typeof collectionMonthsQuery>,
): Promise<CollectionMonths> {
  const today = await todayOf(db, caller.organisationId);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = Array.from({ length: query.months }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (query.months - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
  const rows = await repo.collectionMonths(db, caller.organisationId, `${months[0]}-01`, query.centreId);
  const found = new Map(rows.map((r) => [r.month, r]));
  return {
    data: months.map((m) => ({
      month: m,
      amount: Number(found.get(m)?.amount ?? 0),
      receipts: Number(found.get(m)?.receipts ?? 0),
    })),
  };
}

export async function cashiers(db: Executor, caller: Caller) {
  return { data: await repo.cashiers(db, caller.organisationId) };
}

export async function feeStudents(db: Executor, caller: Caller, q: string): Promise<FeeStudentList> {
  const rows = await repo.feeStudents(db, caller.organisationId, q, FEE_STUDENTS_SHOWN + 1);
  return { data: rows.slice(0, FEE_STUDENTS_SHOWN), more: rows.length > FEE_STUDENTS_SHOWN };
}
