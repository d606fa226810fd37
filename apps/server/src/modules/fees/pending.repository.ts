import { and, asc, eq, sql } from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { AGEING_BUCKETS } from '@kaksha/contracts';
import type { AgeingBucket, PendingStudent } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { searchTerms } from '../../db/search.ts';
import type { SearchTerms } from '../../db/search.ts';
import { studentSearch } from '../students/search.ts';
import { filtersOnly, listTotalWhere } from '../../db/list-counts.ts';
import { jsonListPage, jsonObject } from '../../db/page.ts';
import type { JsonItem, JsonKeys } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { owedByDueDay } from './totals.repository.ts';
import { batches, dues, feeAccounts, students } from '../../db/schema/index.ts';

// PendingFees: the students who owe, read from their fee accounts (decision 054), with their ageing.

export interface PendingFilter extends Omit<SearchTerms, 'q'> {
  organisationId: number;
  /** The search box's text; its words and digits, as the matcher takes them, are the other terms. */
  q?: string;
  batchId?: number;
  centreId?: number;
  classId?: number;
  /** Dues falling due on or after / on or before these days (the ageing bucket and "due by"). */
  dueFrom?: string;
  dueTo?: string;
}

/** The filters on the student (centre, class, name or admission number). */
function studentWhere(f: Placeholders<PendingFilter>) {
  return and(
    f.centreId === undefined ? undefined : eq(students.centreId, f.centreId),
    f.classId === undefined ? undefined : eq(students.classId, f.classId),
    studentSearch(f.organisationId, f),
  );
}

const filtersStudents = (f: Placeholders<PendingFilter>) =>
  f.centreId !== undefined || f.classId !== undefined || f.q !== undefined;

function pendingWhere(f: Placeholders<PendingFilter>) {
  return and(
    eq(dues.organisationId, f.organisationId),
    sql`${dues.balance} > 0`,
    f.batchId === undefined ? undefined : eq(dues.batchId, f.batchId),
    f.dueFrom === undefined ? undefined : sql`${dues.dueOn} >= ${f.dueFrom}`,
    f.dueTo === undefined ? undefined : sql`${dues.dueOn} <= ${f.dueTo}`,
    studentWhere(f),
  );
}

const pendingFilterOf = (filter: PendingFilter) => ({ ...filter, ...searchTerms(filter.q) });

/** What a row of PendingFees shows of the student themself. */
const studentColumns = {
  studentId: students.id,
  admissionNumber: students.admissionNumber,
  name: students.name,
  // Kept on the student's row (migrations 0041 and 0051, decision 040).
  className: students.className,
  centreName: sql<string>`${students.centreName}`,
  guardianMobile: students.guardianMobile,
};

/** The day before `today`, in SQL: a due falling due today is due, not overdue (issue 65). */
const dayBefore = (today: string | Placeholder) => sql`(${today}::date - 1)`;

/** One student's row of PendingFees (in a query grouped by student): what they owe, and of it what is overdue (due before `today`). */
const pendingColumns = (today: string | Placeholder) => ({
  ...studentColumns,
  batches: sql<string>`coalesce(string_agg(distinct ${batches.name}, ', '), '')`,
  balance: sql<number>`sum(${dues.balance})`.mapWith(Number),
  overdue: sql<number>`coalesce(sum(${dues.balance}) filter (where ${dues.dueOn} < ${today}), 0)`.mapWith(
    Number,
  ),
  oldestDueOn: sql<string>`min(${dues.dueOn})::text`,
});

/**
 * What the student of a fee account owes by `day` (a 'YYYY-MM-DD' value): the sum kept beside the last
 * of their owing due days on or before it (migration 0065, decision 056), never null. An expression on
 * the account's row — no dues read, where a subquery a row read each student's dues from the index.
 */
const owedBy = (day: SQLWrapper | string | Placeholder) =>
  sql<number>`coalesce(${feeAccounts.owedBy}[width_bucket(${day}::date, ${feeAccounts.owingDays})], 0)`.mapWith(
    Number,
  );

/**
 * The names of the batches a student owes in by `dueTo`, once each. Nearly always every batch they owe
 * in — what they owe by then is all they owe, or all of it is in one batch — and so the names kept on
 * the account; otherwise the batches of their dues by then, each looked up by its key (`= any`: `in
 * (…)` is planned as a scan of every batch per row).
 */
function batchNames(dueTo: string | Placeholder): SQL<string> {
  return sql<string>`case when ${feeAccounts.owesInOneBatch} or ${owedBy(dueTo)} = ${feeAccounts.balance}
      then ${feeAccounts.batchNames}
      else (select coalesce(string_agg(distinct b.name, ', '), '') from ${batches} b
        where b.id = any(array(select d.batch_id from ${dues} d where d.student_id = ${feeAccounts.studentId}
          and d.balance > 0 and d.due_on <= ${dueTo}))) end`;
}

/** What a row of PendingFees shows of the student, kept on their fee account (migrations 0031 and 0060). */
const accountStudentColumns = {
  studentId: feeAccounts.studentId,
  admissionNumber: sql<string>`${feeAccounts.admissionNumber}`,
  name: feeAccounts.name,
  className: feeAccounts.className,
  centreName: sql<string>`${feeAccounts.centreName}`,
  guardianMobile: feeAccounts.guardianMobile,
};

/** The same row of what the student owes by a day, from their fee account alone. */
const accountColumns = (today: string | Placeholder, dueTo: string | Placeholder) => ({
  ...accountStudentColumns,
  batches: batchNames(dueTo),
  balance: owedBy(dueTo),
  overdue: owedBy(sql`least(${dayBefore(today)}, ${dueTo}::date)`),
  oldestDueOn: sql<string>`${feeAccounts.oldestDueOn}::text`,
});

/** The first due day of each age bucket but the oldest (`d90plus`, which has no first day). */
export type AgeingStarts = Record<Exclude<AgeingBucket, 'd90plus'>, string>;
/** The buckets that have a first day, newest first. */
export const DATED_BUCKETS = AGEING_BUCKETS.filter((b): b is keyof AgeingStarts => b !== 'd90plus');

/** A due day's age bucket, in SQL: the first bucket (newest first) that starts on or before it. */
function ageingOf(day: SQLWrapper, starts: Placeholders<AgeingStarts>): SQL<AgeingBucket> {
  const cases = DATED_BUCKETS.map((b) => sql`when ${day} >= ${starts[b]} then ${sql.raw(`'${b}'`)}`);
  return sql<AgeingBucket>`case ${sql.join(cases, sql` `)} else 'd90plus' end`;
}

/** A due day in an age bucket, in SQL: on or after the bucket's first day, before the newer bucket's. */
function inBucket(day: SQLWrapper, bucket: AgeingBucket, starts: Placeholders<AgeingStarts>): SQL {
  const newer = DATED_BUCKETS[AGEING_BUCKETS.indexOf(bucket) - 1];
  return and(
    bucket === 'd90plus' ? undefined : sql`${day} >= ${starts[bucket]}`,
    newer === undefined ? undefined : sql`${day} < ${starts[newer]}`,
  )!;
}

/** A row of PendingFees as the contract's item, from the columns of either query and its oldest due day. */
function pendingItem(
  columns: Omit<JsonItem<PendingStudent>, 'ageing'>,
  oldest: SQLWrapper,
  starts: Placeholders<AgeingStarts>,
): JsonItem<PendingStudent> {
  return {
    studentId: columns.studentId,
    admissionNumber: columns.admissionNumber,
    name: columns.name,
    className: columns.className,
    centreName: columns.centreName,
    batches: columns.batches,
    guardianMobile: columns.guardianMobile,
    balance: columns.balance,
    overdue: columns.overdue,
    oldestDueOn: columns.oldestDueOn,
    ageing: ageingOf(oldest, starts),
  };
}

/**
 * A row of PendingFees from the student's fee account alone: what it shows of the student and the
 * batches they owe in are kept on it (decision 040), and all but the clock's fields — what has fallen
 * due by today and the oldest due's age, with the day between them — kept as JSON (decision 054).
 */
const accountItem = (today: string | Placeholder, starts: Placeholders<AgeingStarts>) =>
  ({
    // In the contract's order: the kept JSON is these fields as written.
    studentId: accountStudentColumns.studentId,
    admissionNumber: accountStudentColumns.admissionNumber,
    name: accountStudentColumns.name,
    className: accountStudentColumns.className,
    centreName: accountStudentColumns.centreName,
    batches: feeAccounts.batchNames,
    guardianMobile: accountStudentColumns.guardianMobile,
    balance: feeAccounts.balance,
    overdue: owedBy(dayBefore(today)),
    oldestDueOn: sql<string>`${feeAccounts.oldestDueOn}::text`,
    ageing: ageingOf(feeAccounts.oldestDueOn, starts),
  }) satisfies JsonItem<PendingStudent>;
const CLOCK_FIELDS = ['overdue', 'oldestDueOn', 'ageing'] as const;
const keptAccountItem = (today: string | Placeholder, starts: Placeholders<AgeingStarts>) =>
  keptItem<PendingStudent>(feeAccounts.itemJson, accountItem(today, starts), CLOCK_FIELDS);
/** The kept fields' trigger (the tail's values, a page's own, are placeholders here). */
export const accountKeptJson: KeptJson = {
  table: feeAccounts,
  items: [
    keptAccountItem(
      sql.placeholder('today'),
      Object.fromEntries(DATED_BUCKETS.map((b) => [b, sql.placeholder(b)])) as Placeholders<AgeingStarts>,
    ),
  ],
};

/**
 * How many students owe (something due by `dueTo`, when given), from the counts the database keeps of
 * the fee accounts by their oldest owing due's day ('' when nothing is owed; migration 0052).
 */
const owingTotal = (organisationId: Placeholder | number, dueTo: Placeholder | string | undefined) =>
  listTotalWhere(
    'fee_accounts',
    organisationId,
    dueTo === undefined ? sql`part <> ''` : sql`part <> '' and part <= ${dueTo}::text`,
  );

/**
 * Filters that pick dues in a way the accounts cannot answer: a batch, or dues from a day on. ("Due
 * by" alone can: a student owes some due by that day exactly when their oldest owing due is by then,
 * and that due is also the oldest of those picked.)
 */
const picksDues = (f: Placeholders<PendingFilter>) => f.batchId !== undefined || f.dueFrom !== undefined;

/**
 * A page of the students who owe, oldest unpaid due first, written by the database (decision 030):
 * one row per student with what they owe in all (and of it what has fallen due by `today`) and the
 * age of their oldest due, and what all of them owe by age (`ageingKeys`), in one statement. Unless
 * the filter picks dues (`picksDues`), it walks the fee accounts' index (decision 029); otherwise it
 * groups the dues picked.
 */
export function pendingStudents(
  db: Db,
  filter: PendingFilter,
  day: { today: string; starts: AgeingStarts },
  page: { limit: number; offset: number },
) {
  // Each field named: an object spread costs V8 microseconds a call (docs/performance-playbook.md).
  const { starts } = day;
  const terms = searchTerms(filter.q);
  const values = {
    organisationId: filter.organisationId,
    q: terms.q,
    q2: terms.q2,
    q3: terms.q3,
    typo: terms.typo,
    digits: terms.digits,
    batchId: filter.batchId,
    centreId: filter.centreId,
    classId: filter.classId,
    dueFrom: filter.dueFrom,
    dueTo: filter.dueTo,
    today: day.today,
    notDue: starts.notDue,
    d0_30: starts.d0_30,
    d31_60: starts.d31_60,
    d61_90: starts.d61_90,
  };
  return jsonListPage(db, 'fees-pending', values, page, (f) => {
    if (!picksDues(f)) {
      // From the fee accounts' index (decision 029); the student is read only to filter on them.
      const where = and(
        eq(feeAccounts.organisationId, f.organisationId),
        sql`${feeAccounts.balance} > 0`,
        f.dueTo === undefined ? undefined : sql`${feeAccounts.oldestDueOn} <= ${f.dueTo}`,
        studentWhere(f),
      );
      const ofStudents = <Q extends PgSelect>(query: Q) =>
        filtersStudents(f) ? query.innerJoin(students, eq(students.id, feeAccounts.studentId)) : query;
      const order = [asc(feeAccounts.oldestDueOn), asc(feeAccounts.name), asc(feeAccounts.studentId)];
      const counts = {
        keptTotal: filtersOnly(filter, 'dueTo') ? owingTotal(f.organisationId, f.dueTo) : undefined,
        summary: ageingKeys(f),
        matching: ofStudents(
          db
            .select({ one: sql`1` })
            .from(feeAccounts)
            .$dynamic(),
        ).where(where),
      };
      if (f.dueTo === undefined)
        // Everything owed: each row the account's kept JSON and what the clock decides.
        return {
          ...counts,
          item: keptAccountItem(f.today, f),
          rows: (item) =>
            ofStudents(db.select(item).from(feeAccounts).$dynamic())
              .where(where)
              .orderBy(...order),
        };
      // Owed by a day: what each account keeps owed by then, and the batches owed in by then.
      return {
        ...counts,
        item: pendingItem(accountColumns(f.today, f.dueTo), feeAccounts.oldestDueOn, f),
        rows: (item) =>
          ofStudents(db.select(item).from(feeAccounts).$dynamic())
            .where(where)
            .orderBy(...order),
      };
    }
    const where = pendingWhere(f);
    return {
      item: pendingItem(pendingColumns(f.today), sql`min(${dues.dueOn})`, f),
      summary: ageingKeys(f),
      matching: db
        .select({ one: sql`1` })
        .from(dues)
        .innerJoin(students, eq(students.id, dues.studentId))
        .where(where)
        .groupBy(dues.studentId),
      rows: (item) =>
        db
          .select(item)
          .from(dues)
          .innerJoin(students, eq(students.id, dues.studentId))
          .leftJoin(batches, eq(batches.id, dues.batchId))
          .where(where)
          .groupBy(students.id)
          .orderBy(sql`min(${dues.dueOn})`, asc(students.name), asc(students.id)),
    };
  });
}

/** Students who owe after `afterId`, by id (CSV_BATCH at a time for the export). */
export function pendingAfter(
  db: Executor,
  filter: PendingFilter,
  today: string,
  page: { limit: number; afterId?: number },
) {
  return db
    .select(pendingColumns(today))
    .from(dues)
    .innerJoin(students, eq(students.id, dues.studentId))
    .leftJoin(batches, eq(batches.id, dues.batchId))
    .where(
      and(
        pendingWhere(pendingFilterOf(filter)),
        page.afterId ? sql`${students.id} > ${page.afterId}` : undefined,
      ),
    )
    .groupBy(students.id)
    .orderBy(asc(students.id))
    .limit(page.limit);
}

/**
 * What every matching student owes, summed by age bucket, as the answer's `"ageing":{…}` (every bucket,
 * in the contract's order) — written in the page's statement (`summary`). With no filter on the
 * students or the batch it sums the organisation's day totals (decision 032): a few rows a due day,
 * whatever its size; otherwise the dues picked, by `dues_owing_idx`.
 */
function ageingKeys(
  f: Placeholders<PendingFilter & AgeingStarts>,
): JsonKeys<{ ageing: Record<AgeingBucket, number> }> {
  const owed =
    filtersStudents(f) || f.batchId !== undefined
      ? sql`select ${dues.dueOn} as due_on, ${dues.balance} as balance
          from ${dues} ${filtersStudents(f) ? sql`join ${students} on ${students.id} = ${dues.studentId}` : sql``}
          where ${pendingWhere(f)}`
      : owedByDueDay(f.organisationId, f.dueFrom, f.dueTo);
  // Each bucket summed by its range of days (naming each day's bucket first cost a fifth more).
  const byAge = jsonObject(
    AGEING_BUCKETS.map(
      (b) => [b, sql`coalesce(sum(balance) filter (where ${inBucket(sql`due_on`, b, f)}), 0)`] as const,
    ),
  );
  return sql`'"ageing":' || (select ${byAge} from (${owed}) as owed)`;
}
