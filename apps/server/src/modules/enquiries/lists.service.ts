import { formatCalendarDate, formatMobile, sourceLabel, stageLabel } from '@kaksha/contracts';
import type {
  EnquirySummary,
  enquiryBoardQuery,
  enquiryExportQuery,
  enquiryListQuery,
} from '@kaksha/contracts';
import { BOARD_CARDS } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { CSV_BATCH, csvLines } from '../../lib/csv.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';
import { instituteFacts } from '../institute/service.ts';
import * as repo from './lists.repository.ts';
import type { EnquiryFilter, EnquirySort } from './lists.repository.ts';

// The list, the board, the counts at its top and the export.

type Filters = z.output<typeof enquiryBoardQuery> & { stage?: string };

/** The list's filter, with the institute's time zone it was made in (days are the institute's). */
async function filterOf(
  db: Executor,
  caller: Caller,
  query: Filters,
): Promise<{ filter: EnquiryFilter; timeZone: string }> {
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const today = dayIn(new Date(), timeZone);
  // Each field by name: an object rest (`...rest`) costs V8 2–3 µs a call (docs/performance-playbook.md).
  const { q, source, ownerId, centreId, from, to, followUp, stage } = query;
  const filter = repo.enquiryFilter({
    organisationId: caller.organisationId,
    q,
    source,
    ownerId,
    centreId,
    stage: stage === 'open' || stage === 'all' ? undefined : stage,
    // Only an open enquiry has a next follow-up (repo.refreshNextFollowUp clears it once admitted or
    // lost), so a follow-up filter says "open" itself; written twice, PostgreSQL read the open
    // enquiries newest first and each one's row to count the overdue (5.5 ms for the big
    // organisation's page), where the follow-up index alone counts them (0.6 ms).
    open: stage === 'open' && followUp === undefined ? true : undefined,
    from: from ? startOfDay(from, timeZone) : undefined,
    to: to ? startOfDay(to, timeZone, 1) : undefined,
    dueOn: followUp === 'due_today' ? today : undefined,
    overdueBefore: followUp === 'overdue' ? today : undefined,
  });
  return { filter, timeZone };
}

export async function list(db: Db, caller: Caller, query: z.output<typeof enquiryListQuery>) {
  const { filter } = await filterOf(db, caller, query);
  return repo.enquiryListJson(db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    sort: query.sort as EnquirySort,
  });
}

/**
 * The board: each stage's newest cards and how many it holds (exact when unfiltered, else counted up to
 * LIST_COUNT_CAP), one statement.
 */
export async function board(db: Db, caller: Caller, query: z.output<typeof enquiryBoardQuery>) {
  // The board's query has no stage: its filter's is unset (each column is a stage).
  const { filter } = await filterOf(db, caller, query);
  return repo.enquiryBoardJson(db, filter, BOARD_CARDS);
}

export async function summary(db: Db, caller: Caller): Promise<EnquirySummary> {
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const today = dayIn(new Date(), timeZone);
  // The week starts on Monday, as Indian calendars print it.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const { open, dueToday, overdue, newThisWeek } = await repo.summary(
    db,
    caller.organisationId,
    today,
    startOfDay(today, timeZone, -weekday),
  );
  // Every count is exact (kept by the database), so none is shown capped.
  return {
    open,
    dueToday,
    overdue,
    newThisWeek,
    capped: { open: false, dueToday: false, overdue: false, newThisWeek: false },
  };
}

const CSV_HEADER = [
  'Received',
  'Student',
  'Guardian',
  'Mobile',
  'Email',
  'Class',
  'Centre',
  'Source',
  'Sub-source',
  'Stage',
  'Lost reason',
  'Owner',
  'Next follow-up',
];

export async function csv(db: Executor, caller: Caller, query: z.output<typeof enquiryExportQuery>) {
  const { filter, timeZone } = await filterOf(db, caller, query);
  return csvLines<Awaited<ReturnType<typeof repo.findEnquiries>>[number]>(
    CSV_HEADER,
    (after) => repo.findEnquiries(db, filter, { limit: CSV_BATCH, afterId: after?.id }),
    (r) => [
      formatCalendarDate(dayIn(r.createdAt, timeZone)),
      r.studentName,
      r.guardianName,
      formatMobile(r.mobile),
      r.email,
      r.className,
      r.centreName,
      sourceLabel(r.source),
      r.subSource,
      stageLabel(r.stage),
      r.lostReason,
      r.ownerName,
      r.nextFollowUp ? formatCalendarDate(r.nextFollowUp) : '',
    ],
  );
}
