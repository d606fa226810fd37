import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ENQUIRY_STAGES, OPEN_STAGES } from '@kaksha/contracts';
import type { EnquiryCard, EnquiryRow } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { containsPattern, digitsPattern } from '../../db/like.ts';
import { isoTimestamp, jsonBoard, jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptItem, KeptJson } from '../../db/kept-json.ts';
import { prepared, preparedOn, unseen } from '../../db/prepared.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { qualified } from '../../db/qualified.ts';
import { DAY_MS } from '../../lib/zoned-time.ts';
import { filtersOnly, listTotal, listTotalWhere } from '../../db/list-counts.ts';
import {
  boards,
  centres,
  classes,
  enquiries,
  enquiryFollowUps,
  enquirySettings,
  organisations,
  subjects,
  users,
} from '../../db/schema/index.ts';

const OPEN = sql.raw(OPEN_STAGES.map((s) => `'${s}'`).join(', '));
const isOpen = sql`${enquiries.stage} in (${OPEN})`;

// ---- choices and references ----

export async function choices(db: Executor, organisationId: number) {
  const named = (table: typeof classes | typeof boards | typeof subjects) =>
    db
      .select({ id: sql<number>`${table.id}`, name: sql<string>`${table.name}` })
      .from(table as typeof classes)
      .where(sql`${table.organisationId} = ${organisationId}`)
      .orderBy(sql`${table.name}`);
  const [centreRows, classRows, boardRows, subjectRows, staff] = await Promise.all([
    db
      .select({ id: centres.id, name: centres.centreName })
      .from(centres)
      .where(and(eq(centres.organisationId, organisationId), eq(centres.active, true)))
      .orderBy(asc(centres.centreName)),
    named(classes),
    named(boards),
    named(subjects),
    db
      .select({ id: users.id, name: users.userName })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), eq(users.active, true)))
      .orderBy(asc(users.userName)),
  ]);
  return { centres: centreRows, classes: classRows, boards: boardRows, subjects: subjectRows, staff };
}

/** Which of the ids a form sent are the organisation's, in one statement (null or short: not ours). */
export async function ownRefs(
  db: Executor,
  organisationId: number,
  ids: {
    centreId?: number | null;
    classId?: number | null;
    boardId?: number | null;
    ownerId?: number | null;
    subjectIds?: number[];
  },
) {
  // A form that names nothing (most walk-ins) costs no statement.
  if (!ids.centreId && !ids.classId && !ids.boardId && !ids.ownerId && !ids.subjectIds?.length)
    return { centreId: null, classId: null, boardId: null, ownerId: null, subjects: 0 };
  const one = (table: typeof classes | typeof boards | typeof centres | typeof users, id?: number | null) =>
    id
      ? sql<
          number | null
        >`(select id from ${table} where id = ${id} and organisation_id = ${organisationId}${table === users ? sql` and active` : sql``})`
      : sql<null>`null`;
  const subjectCount = ids.subjectIds?.length
    ? sql<number>`(select count(*) from ${subjects} where organisation_id = ${organisationId}
        and id = any(${sql.param(ids.subjectIds)}::int[]))`.mapWith(Number)
    : sql<number>`0`.mapWith(Number);
  const [row] = await db
    .select({
      centreId: one(centres, ids.centreId),
      classId: one(classes, ids.classId),
      boardId: one(boards, ids.boardId),
      ownerId: one(users, ids.ownerId),
      subjects: subjectCount,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

// ---- enquiries ----

export type EnquiryInsert = typeof enquiries.$inferInsert;

/** The insert, returning the new enquiry's id (run it with writeWithAudit). */
export function insertEnquiry(tx: Executor, row: EnquiryInsert) {
  return tx.insert(enquiries).values(row).returning({ id: enquiries.id });
}

export function updateEnquiry(
  tx: Executor,
  organisationId: number,
  id: number,
  changes: Partial<EnquiryInsert>,
) {
  return tx
    .update(enquiries)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(enquiries.id, id), eq(enquiries.organisationId, organisationId)));
}

const rowColumns = {
  id: enquiries.id,
  studentName: enquiries.studentName,
  guardianName: enquiries.guardianName,
  mobile: enquiries.mobile,
  email: enquiries.email,
  // Kept on the row by the database (migration 0048, decision 040): a page reads no other table.
  className: enquiries.className,
  centreName: enquiries.centreName,
  source: enquiries.source,
  subSource: enquiries.subSource,
  stage: enquiries.stage,
  lostReason: enquiries.lostReason,
  ownerId: enquiries.ownerId,
  ownerName: enquiries.ownerName,
  nextFollowUp: enquiries.nextFollowUp,
  createdAt: enquiries.createdAt,
};

/** One enquiry with what its detail shows, locked for the transaction when `lock`. */
/** The enquiry with its detail's fields: values `id`, `organisationId`. */
export const enquiryRead = (d: Executor) =>
  d
    .select({
      ...rowColumns,
      classId: enquiries.classId,
      boardId: enquiries.boardId,
      boardName: sql<
        string | null
      >`(select b.name from ${boards} b where b.id = ${qualified(enquiries.boardId)})`,
      subjectIds: enquiries.subjectIds,
      subjectNames: sql<string[]>`coalesce((select json_agg(s.name order by s.name) from ${subjects} s
          where s.id = any(${qualified(enquiries.subjectIds)})), '[]'::json)`,
      centreId: enquiries.centreId,
      notes: enquiries.notes,
      reached: enquiries.reached,
      studentId: enquiries.studentId,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.id, sql.placeholder('id')),
        eq(enquiries.organisationId, sql.placeholder('organisationId')),
      ),
    );

export async function findEnquiry(db: Executor, organisationId: number, id: number, lock = false) {
  const [row] = await preparedOn(db, `enquiry${lock ? ':locked' : ''}`, (d) =>
    lock ? enquiryRead(d).for('update') : enquiryRead(d),
  ).execute({ id, organisationId });
  return row;
}
export type StoredEnquiry = NonNullable<Awaited<ReturnType<typeof findEnquiry>>>;

/** Open enquiries with this mobile or email, newest first. */
export function duplicates(
  db: Executor,
  organisationId: number,
  match: { mobile?: string; email?: string; exceptId?: number },
) {
  const matchedOn = match.mobile
    ? sql<'mobile' | 'email'>`case when ${enquiries.mobile} = ${match.mobile} then 'mobile' else 'email' end`
    : sql<'mobile' | 'email'>`'email'`;
  return db
    .select({
      id: enquiries.id,
      studentName: enquiries.studentName,
      stage: enquiries.stage,
      createdAt: enquiries.createdAt,
      matchedOn,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.organisationId, organisationId),
        isOpen,
        or(
          match.mobile ? eq(enquiries.mobile, match.mobile) : undefined,
          match.email ? eq(enquiries.email, match.email) : undefined,
        ),
        match.exceptId ? sql`${enquiries.id} <> ${match.exceptId}` : undefined,
      ),
    )
    .orderBy(desc(enquiries.createdAt))
    .limit(5);
}

// ---- follow-ups ----

/** An enquiry's follow-ups, the open ones first: value `enquiryId`. */
export const followUpsRead = (d: Executor) =>
  d
    .select({
      id: enquiryFollowUps.id,
      dueOn: enquiryFollowUps.dueOn,
      note: enquiryFollowUps.note,
      doneAt: enquiryFollowUps.doneAt,
      outcome: enquiryFollowUps.outcome,
      createdBy: sql<
        string | null
      >`(select u.user_name from ${users} u where u.id = ${qualified(enquiryFollowUps.createdBy)})`,
    })
    .from(enquiryFollowUps)
    .where(eq(enquiryFollowUps.enquiryId, sql.placeholder('enquiryId')))
    .orderBy(
      sql`${enquiryFollowUps.doneAt} is not null`,
      asc(enquiryFollowUps.dueOn),
      asc(enquiryFollowUps.id),
    );

export async function insertFollowUp(tx: Executor, row: typeof enquiryFollowUps.$inferInsert) {
  const [created] = await tx.insert(enquiryFollowUps).values(row).returning({ id: enquiryFollowUps.id });
  return created!.id;
}

export async function completeFollowUp(
  tx: Executor,
  organisationId: number,
  enquiryId: number,
  id: number,
  outcome: string,
) {
  const [row] = await tx
    .update(enquiryFollowUps)
    .set({ doneAt: sql`now()`, outcome })
    .where(
      and(
        eq(enquiryFollowUps.id, id),
        eq(enquiryFollowUps.enquiryId, enquiryId),
        eq(enquiryFollowUps.organisationId, organisationId),
        sql`${enquiryFollowUps.doneAt} is null`,
      ),
    )
    .returning({ dueOn: enquiryFollowUps.dueOn, note: enquiryFollowUps.note });
  return row;
}

/** Sets the enquiry's next follow-up to its earliest open one (none once it is admitted or lost). */
export function refreshNextFollowUp(tx: Executor, enquiryId: number) {
  return tx
    .update(enquiries)
    .set({
      nextFollowUp: sql`case when ${enquiries.stage} in (${OPEN}) then (select min(f.due_on) from ${enquiryFollowUps} f
        where f.enquiry_id = ${enquiryId} and f.done_at is null) end`,
    })
    .where(eq(enquiries.id, enquiryId));
}

// ---- the list, the board and the counts ----

export interface EnquiryFilter {
  organisationId: number;
  q?: string;
  digits?: string;
  stage?: string;
  open?: boolean;
  source?: string;
  ownerId?: number;
  centreId?: number;
  from?: Date;
  to?: Date;
  /** Follow-ups due on `today` (`dueToday`) or before it (`overdueBefore`). */
  dueOn?: string;
  overdueBefore?: string;
}

function where(f: Placeholders<EnquiryFilter>): SQL | undefined {
  return and(
    eq(enquiries.organisationId, f.organisationId),
    f.stage ? eq(enquiries.stage, f.stage) : undefined,
    f.open ? isOpen : undefined,
    f.source ? eq(enquiries.source, f.source) : undefined,
    f.ownerId ? eq(enquiries.ownerId, f.ownerId) : undefined,
    f.centreId ? eq(enquiries.centreId, f.centreId) : undefined,
    f.from ? sql`${enquiries.createdAt} >= ${f.from}` : undefined,
    f.to ? sql`${enquiries.createdAt} < ${f.to}` : undefined,
    f.dueOn ? eq(enquiries.nextFollowUp, f.dueOn) : undefined,
    f.overdueBefore ? sql`${enquiries.nextFollowUp} < ${f.overdueBefore}` : undefined,
    f.q || f.digits
      ? or(
          f.q ? ilike(enquiries.searchText, f.q) : undefined,
          f.digits ? sql`${enquiries.mobile} like ${f.digits}` : undefined,
        )
      : undefined,
  );
}

const sorts = {
  '-createdAt': [desc(enquiries.createdAt), desc(enquiries.id)],
  createdAt: [asc(enquiries.createdAt), asc(enquiries.id)],
  studentName: [asc(enquiries.studentName), asc(enquiries.id)],
  nextFollowUp: [sql`${enquiries.nextFollowUp} asc nulls last`, asc(enquiries.id)],
} as const;
export type EnquirySort = keyof typeof sorts;

export function enquiryFilter(input: Omit<EnquiryFilter, 'digits'>): EnquiryFilter {
  // The filter's own fields only: a list query's page and sort are not filters.
  const { organisationId, stage, open, source, ownerId, centreId, from, to, dueOn, overdueBefore } = input;
  const q = input.q?.trim();
  return {
    organisationId,
    stage,
    open,
    source,
    ownerId,
    centreId,
    from,
    to,
    dueOn,
    overdueBefore,
    q: q ? containsPattern(q) : undefined,
    digits: q ? digitsPattern(q) : undefined,
  };
}

/** The list's row, written by the database (db/page.ts, jsonListPage). */
const enquiryItem: JsonItem<EnquiryRow> = { ...rowColumns, createdAt: isoTimestamp(enquiries.createdAt) };

/** A board's card: what it shows of the enquiry (contracts `enquiryCard`). */
const cardItem: JsonItem<EnquiryCard> = {
  id: enquiries.id,
  studentName: enquiries.studentName,
  guardianName: enquiries.guardianName,
  mobile: enquiries.mobile,
  source: enquiries.source,
  stage: enquiries.stage,
  ownerName: enquiries.ownerName,
  nextFollowUp: enquiries.nextFollowUp,
};

/** The list's row and the board's card, kept on each enquiry by the database (db/kept-json.ts, decision 054). */
const keptRow = keptItem(enquiries.itemJson, enquiryItem);
const keptCard = keptItem(enquiries.cardJson, cardItem);
export const enquiryKeptJson: KeptJson = { table: enquiries, items: [keptRow, keptCard] };

/**
 * A page of the enquiries that match (and `also`, a board's stage), in `sort`'s order, each as `item`,
 * with how many match: what the list and each column of the board are written from (db/page.ts).
 */
function enquiryPage<T>(
  db: Db,
  f: Placeholders<EnquiryFilter>,
  sort: EnquirySort,
  item: KeptItem<T>,
  also?: SQL,
) {
  const matches = and(where(f), also);
  return {
    item,
    matching: db
      .select({ one: sql`1` })
      .from(enquiries)
      .where(matches),
    rows: (item: Record<string, SQL.Aliased>) =>
      db
        .select(item)
        .from(enquiries)
        .where(matches)
        .orderBy(...sorts[sort]),
  };
}

/** A page of enquiries and how many match, as the list's JSON: one statement. */
export function enquiryListJson(
  db: Db,
  filter: EnquiryFilter,
  page: { limit: number; offset: number; sort: EnquirySort },
) {
  // Filtered by stage alone (the list as it opens: the open stages), or by a follow-up's day alone
  // (overdue, due today), its total is a kept count.
  const whole = filtersOnly(filter, 'stage', 'open');
  const followUps =
    (filter.dueOn !== undefined || filter.overdueBefore !== undefined) &&
    filtersOnly(filter, 'dueOn', 'overdueBefore');
  return jsonListPage(db, `enquiries-list:${page.sort}`, filter, page, (f) => ({
    ...enquiryPage(db, f, page.sort, keptRow),
    keptTotal: whole
      ? stageTotal(f.organisationId, f.stage ? sql`${f.stage}` : f.open ? OPEN : undefined)
      : followUps
        ? followUpTotal(f.organisationId, f.dueOn, f.overdueBefore)
        : undefined,
  }));
}

type OrganisationOf = Placeholders<EnquiryFilter>['organisationId'];

/** The enquiries `stages` hold (one stage, a list, or every stage), kept by the database (db/list-counts.ts). */
const stageTotal = (organisationId: OrganisationOf, stages?: SQL) =>
  listTotal('enquiries', organisationId, stages);

/**
 * The enquiries whose follow-up is due on `dueOn` and/or before `overdueBefore` (days, 'YYYY-MM-DD',
 * or their placeholders), kept by the database by follow-up day (migration 0046).
 */
const followUpTotal = (organisationId: OrganisationOf, dueOn?: unknown, overdueBefore?: unknown) =>
  listTotalWhere(
    'enquiries_by_follow_up',
    organisationId,
    and(
      dueOn === undefined ? undefined : sql`part = ${dueOn}::text`,
      overdueBefore === undefined ? undefined : sql`part <> '' and part < ${overdueBefore}::text`,
    ),
  );

/**
 * The board's JSON: each stage's newest `cards` enquiries and how many it holds, one statement, each
 * stage a page read from its own index in order (db/page.ts, jsonBoard).
 */
export function enquiryBoardJson(db: Db, filter: Omit<EnquiryFilter, 'stage'>, cards: number) {
  const board = { column: 'stage', values: ENQUIRY_STAGES, cards };
  // The whole organisation's board: each column's total is the stage's kept count, exact, not counted.
  const whole = filtersOnly(filter);
  return jsonBoard(db, 'enquiry-board', filter, board, (f, stage) => ({
    ...enquiryPage(db, f, '-createdAt', keptCard, eq(enquiries.stage, stage)),
    keptTotal: whole ? stageTotal(f.organisationId, stage) : undefined,
  }));
}

export type StoredRow = Awaited<ReturnType<typeof findEnquiries>>[number];

/** Matching enquiries after `afterId` in id order (the CSV export's batches). */
export function findEnquiries(
  db: Executor,
  filter: EnquiryFilter,
  page: { limit: number; afterId?: number },
) {
  return db
    .select(rowColumns)
    .from(enquiries)
    .where(and(where(filter), page.afterId ? sql`${enquiries.id} > ${page.afterId}` : undefined))
    .orderBy(asc(enquiries.id))
    .limit(page.limit);
}

/**
 * The front desk's counts in one prepared statement, each exact and none counted row by row: the open
 * enquiries from the stage counts the database keeps (as the board's columns), the follow-ups from the
 * counts by follow-up day (migration 0046), and the week's new enquiries from the counts by the day
 * they were received (migration 0064) — the week's whole days (UTC) summed, and by the created index
 * only the enquiries of the part of a day it begins in (its Monday's midnight in the institute's zone
 * falls inside a UTC day). Counting the big organisation's week one by one was 90 µs of the call.
 */
export async function summary(db: Db, organisationId: number, today: string, weekStart: Date) {
  const query = prepared(db, 'enquiry-summary', (statement) => {
    const [org, day, week, wholeDaysFrom, firstWholeDay] = [
      'organisationId',
      'today',
      'weekStart',
      'wholeDaysFrom',
      'firstWholeDay',
    ].map((name) => sql.placeholder(name));
    // The week's bounds unseen by the planner (decision 051): seen, a week whose whole days are yet to
    // come was costed below the one plan, and the statement was planned again on every call (0.3 ms).
    const receivedBeforeTheWholeDays = sql`select count(*) from ${enquiries}
      where ${enquiries.organisationId} = ${org} and ${enquiries.createdAt} >= ${unseen(week!, 'timestamptz')}
        and ${enquiries.createdAt} < ${unseen(wholeDaysFrom!, 'timestamptz')}`;
    const receivedOnTheWholeDays = listTotalWhere(
      'enquiries_by_created_day',
      org!,
      sql`part >= ${unseen(firstWholeDay!, 'text')}`,
    );
    return db
      .select({
        open: sql<number>`(${stageTotal(org!, OPEN)})`.mapWith(Number),
        dueToday: sql<number>`(${followUpTotal(org!, day)})`.mapWith(Number),
        overdue: sql<number>`(${followUpTotal(org!, undefined, day)})`.mapWith(Number),
        newThisWeek: sql<number>`(${receivedBeforeTheWholeDays}) + (${receivedOnTheWholeDays})`.mapWith(
          Number,
        ),
      })
      .from(sql`(select 1) as one`)
      .prepare(statement());
  });
  // The first UTC midnight at or after the week's start: the whole days are counted from it.
  const wholeDaysFrom = new Date(Math.ceil(weekStart.getTime() / DAY_MS) * DAY_MS);
  const firstWholeDay = wholeDaysFrom.toISOString().slice(0, 10);
  const [row] = await query.execute({ organisationId, today, weekStart, wholeDaysFrom, firstWholeDay });
  return row!;
}

/** Enquiries received in [from, to) by source: how far they got, how many were lost, days to admit. */
export function funnel(db: Executor, organisationId: number, from: Date, to: Date) {
  const reached = (rank: number) =>
    sql<number>`count(*) filter (where ${enquiries.reached} >= ${rank})`.mapWith(Number);
  return db
    .select({
      source: enquiries.source,
      total: sql<number>`count(*)`.mapWith(Number),
      contacted: reached(1),
      demoScheduled: reached(2),
      demoAttended: reached(3),
      admitted: reached(4),
      lost: sql<number>`count(*) filter (where ${enquiries.stage} = 'lost')`.mapWith(Number),
      daysToConvertSum:
        sql<number>`coalesce(sum(extract(epoch from ${enquiries.admittedAt} - ${enquiries.createdAt}) / 86400), 0)`.mapWith(
          Number,
        ),
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.organisationId, organisationId),
        sql`${enquiries.createdAt} >= ${from}`,
        sql`${enquiries.createdAt} < ${to}`,
      ),
    )
    .groupBy(enquiries.source);
}

// ---- settings ----

export async function findSettings(db: Executor, organisationId: number) {
  const [row] = await db
    .select({ lostReasons: enquirySettings.lostReasons, formKey: enquirySettings.formKey })
    .from(enquirySettings)
    .where(eq(enquirySettings.organisationId, organisationId));
  return row;
}

export function saveSettings(
  tx: Executor,
  organisationId: number,
  values: { lostReasons: string[]; formKey?: string | null },
) {
  return tx
    .insert(enquirySettings)
    .values({ organisationId, ...values })
    .onConflictDoUpdate({
      target: enquirySettings.organisationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** The organisation whose public form has this key, with its name. */
export async function formOwner(db: Executor, key: string) {
  const [row] = await db
    .select({ organisationId: enquirySettings.organisationId, name: organisations.name })
    .from(enquirySettings)
    .innerJoin(organisations, eq(organisations.id, enquirySettings.organisationId))
    .where(eq(enquirySettings.formKey, key));
  return row;
}
