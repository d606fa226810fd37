import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ENQUIRY_STAGES } from '@kaksha/contracts';
import type { EnquiryCard, EnquiryRow } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { searchMatch, searchTerms } from '../../db/search.ts';
import { searchedEnquiries } from './search.ts';
import type { SearchTerms } from '../../db/search.ts';
import { isoTimestamp, jsonBoard, jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptItem, KeptJson } from '../../db/kept-json.ts';
import { prepared, unseen } from '../../db/prepared.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { DAY_MS } from '../../lib/zoned-time.ts';
import { filtersOnly, listTotal, listTotalWhere } from '../../db/list-counts.ts';
import { enquiries } from '../../db/schema/index.ts';
import { OPEN, isOpen, rowColumns } from './repository.ts';
import { naturalAsc } from '../../db/natural.ts';

// The list, the board, the counts at its top and the funnel: every read over many enquiries.

/** The search's words and digits (db/search.ts) and the list's filters. */
export interface EnquiryFilter extends SearchTerms {
  organisationId: number;
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
    searchMatch(searchedEnquiries, f.organisationId, f),
  );
}

const sorts = {
  '-createdAt': [desc(enquiries.createdAt), desc(enquiries.id)],
  createdAt: [asc(enquiries.createdAt), asc(enquiries.id)],
  studentName: [...naturalAsc(enquiries.studentName), asc(enquiries.id)],
  nextFollowUp: [sql`${enquiries.nextFollowUp} asc nulls last`, asc(enquiries.id)],
} as const;
export type EnquirySort = keyof typeof sorts;

export function enquiryFilter(input: Omit<EnquiryFilter, keyof SearchTerms> & { q?: string }): EnquiryFilter {
  // The filter's own fields only: a list query's page and sort are not filters.
  const { organisationId, stage, open, source, ownerId, centreId, from, to, dueOn, overdueBefore } = input;
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
    ...searchTerms(input.q),
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
