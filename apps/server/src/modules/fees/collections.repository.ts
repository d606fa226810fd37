import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { PAYMENT_MODES } from '@kaksha/contracts';
import type { CollectionPage, CollectionRow } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { jsonListPage, jsonObject } from '../../db/page.ts';
import type { JsonItem, JsonKeys } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import { qualified } from '../../db/qualified.ts';
import { unseen } from '../../db/prepared.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { receivedByDay } from './totals.repository.ts';
import { studentSearch } from '../students/search.ts';
import { searchMatch, searchTerms } from '../../db/search.ts';
import type { Searched, SearchTerms } from '../../db/search.ts';
import { dues, feePayments, paymentAllocations, students, users } from '../../db/schema/index.ts';
import { naturalAsc } from '../../db/natural.ts';

// ---- the day book (PaidFees) ----

export interface CollectionFilter extends Omit<SearchTerms, 'q'> {
  organisationId: number;
  from: string;
  to: string;
  /** The search box's text; its words, as the matcher takes them, are the other terms. */
  q?: string;
  mode?: string;
  centreId?: number;
  cashierId?: number;
  batchId?: number;
  status?: string;
}

function collectionWhere(f: Placeholders<CollectionFilter>) {
  return and(
    eq(feePayments.organisationId, f.organisationId),
    // Unseen by the planner: a month's ends made it plan the page again on every call (`unseen`).
    sql`${feePayments.receivedOn} between ${unseen(f.from, 'date')} and ${unseen(f.to, 'date')}`,
    f.mode === undefined ? undefined : eq(feePayments.mode, f.mode),
    f.status === undefined ? undefined : eq(feePayments.status, f.status),
    f.cashierId === undefined ? undefined : eq(feePayments.cashierId, f.cashierId),
    // The student's centre now (the kept name follows it, but a name is not an id).
    f.centreId === undefined
      ? undefined
      : sql`exists (select 1 from ${students} where ${students.id} = ${feePayments.studentId} and ${students.centreId} = ${f.centreId})`,
    f.batchId === undefined
      ? undefined
      : sql`exists (select 1 from ${paymentAllocations} pa join ${dues} d on d.id = pa.due_id
          where pa.payment_id = ${feePayments.id} and d.batch_id = ${f.batchId})`,
    searchMatch(searchedReceipts, f.organisationId, f),
  );
}

const filterOf = (filter: CollectionFilter) => ({ ...filter, ...searchTerms(filter.q) });

/** Where the day book searches: a receipt's number, its student's name and admission number. */
const searchedReceipts: Searched = {
  table: feePayments,
  organisationId: feePayments.organisationId,
  text: feePayments.searchText,
};

/**
 * A receipt as the day book's page sends it: the contract's item, from the receipt's own row — the
 * student's and the cashier's names are kept on it (decision 040) — and kept as JSON (decision 054).
 */
const receiptItem = {
  id: feePayments.id,
  number: feePayments.number,
  receivedOn: sql<string>`${feePayments.receivedOn}::text`,
  studentId: feePayments.studentId,
  studentName: sql<string>`${feePayments.studentName}`,
  admissionNumber: sql<string>`${feePayments.admissionNumber}`,
  centreName: sql<string>`${feePayments.centreName}`,
  mode: feePayments.mode,
  reference: feePayments.reference,
  amount: feePayments.amount,
  cashier: feePayments.cashierName,
  status: feePayments.status,
} satisfies JsonItem<CollectionRow>;
const keptReceiptItem = keptItem<CollectionRow>(feePayments.itemJson, receiptItem);
export const receiptKeptJson: KeptJson = { table: feePayments, items: [keptReceiptItem] };

/** A page of receipts, the latest day first, and what all matching receipts brought in, in one statement. */
export function collectionPage(db: Db, filter: CollectionFilter, page: { limit: number; offset: number }) {
  return jsonListPage(db, 'fee-collections', filterOf(filter), page, (f) => {
    const where = collectionWhere(f);
    return {
      item: keptReceiptItem,
      summary: totalsKeys(f),
      // The day totals count every receipt by day, mode, cashier and status: exact, and a month's
      // receipts are not counted one by one (decision 045) — unless the filter picks students.
      keptTotal: picksStudents(f)
        ? undefined
        : sql`(select coalesce(sum(receipts), 0) from (${receivedByDay(f)}) as received)`,
      matching: db
        .select({ one: sql`1` })
        .from(feePayments)
        .where(where),
      rows: (item) =>
        db
          .select(item)
          .from(feePayments)
          .where(where)
          .orderBy(desc(feePayments.receivedOn), desc(feePayments.id)),
    };
  });
}

/** Receipts after `afterId`, by id, for the CSV export (CSV_BATCH at a time). */
export function collectionsAfter(
  db: Executor,
  filter: CollectionFilter,
  page: { limit: number; afterId?: number },
) {
  return db
    .select(receiptItem)
    .from(feePayments)
    .where(
      and(
        collectionWhere(filterOf(filter)),
        page.afterId ? sql`${feePayments.id} > ${page.afterId}` : undefined,
      ),
    )
    .orderBy(asc(feePayments.id))
    .limit(page.limit);
}

/** Filters the day totals cannot answer: they know no student, centre or batch. */
const picksStudents = (f: Placeholders<CollectionFilter>) =>
  f.q !== undefined || f.centreId !== undefined || f.batchId !== undefined;

/**
 * What every matching valid receipt brought in — by mode, cash in hand, bank, in all — and how many
 * receipts no longer stand, as the answer's `"totals":{…}` (the contract's keys in its order), written in
 * the page's statement (`summary`): from the day totals (decision 032) unless the filter picks
 * students, centres or batches.
 */
function totalsKeys(f: Placeholders<CollectionFilter>): JsonKeys<{ totals: CollectionPage['totals'] }> {
  const received = picksStudents(f)
    ? sql`select ${feePayments.mode} as mode, ${feePayments.status} as status,
          ${feePayments.amount} as amount, 1 as receipts
        from ${feePayments} where ${collectionWhere(f)}`
    : receivedByDay(f);
  const valid = (what: string, where = '') =>
    sql.raw(`coalesce(sum(${what}) filter (where status = 'valid'${where}), 0)`);
  const totals = jsonObject([
    ['byMode', jsonObject(PAYMENT_MODES.map((m) => [m, valid('amount', ` and mode = '${m}'`)] as const))],
    ['cash', valid('amount', ` and mode = 'cash'`)],
    ['bank', valid('amount', ` and mode <> 'cash'`)],
    ['amount', valid('amount')],
    ['receipts', valid('receipts')],
    ['cancelled', sql.raw(`coalesce(sum(receipts) filter (where status <> 'valid'), 0)`)],
  ]);
  return sql`'"totals":' || (select ${totals} from (${received}) as received)`;
}

/** Valid receipts month by month from `from` (a month's first day) on: from the day totals but for a centre's. */
export function collectionMonths(db: Executor, organisationId: number, from: string, centreId?: number) {
  const received =
    centreId === undefined
      ? receivedByDay({ organisationId, from, status: 'valid' })
      : sql`select ${feePayments.receivedOn} as received_on, ${feePayments.amount} as amount, 1 as receipts
          from ${feePayments} join ${students} on ${students.id} = ${feePayments.studentId}
          where ${feePayments.organisationId} = ${organisationId} and ${feePayments.status} = 'valid'
            and ${feePayments.receivedOn} >= ${from} and ${students.centreId} = ${centreId}`;
  return rowsOf<{ month: string; amount: string; receipts: string }>(
    db,
    sql`select to_char(received_on, 'YYYY-MM') as month, sum(amount) as amount, sum(receipts) as receipts
      from (${received}) received group by 1 order by 1`,
  );
}

/** Everyone who has taken money for the institute, by name. */
export function cashiers(db: Executor, organisationId: number) {
  // Each once, in natural order (a DISTINCT could not order by the natural key, which it does not select).
  return db
    .select({ id: users.id, name: users.userName })
    .from(users)
    .where(
      sql`${users.id} in (select ${feePayments.cashierId} from ${feePayments}
        where ${feePayments.organisationId} = ${organisationId})`,
    )
    .orderBy(...naturalAsc(users.userName), asc(users.id));
}

/** Students matching a name, admission number or guardian's mobile, with what each owes (a picker). */
export function feeStudents(db: Executor, organisationId: number, q: string, limit: number) {
  return db
    .select({
      id: students.id,
      name: students.name,
      admissionNumber: students.admissionNumber,
      centreName: sql<string>`${students.centreName}`,
      balance:
        sql<number>`(select coalesce(sum(d.balance), 0) from ${dues} d where d.student_id = ${qualified(students.id)})`.mapWith(
          Number,
        ),
    })
    .from(students)
    .where(and(eq(students.organisationId, organisationId), studentSearch(organisationId, searchTerms(q))))
    .orderBy(...naturalAsc(students.name), asc(students.id))
    .limit(limit);
}
