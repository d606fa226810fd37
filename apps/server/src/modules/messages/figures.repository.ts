import { sql } from 'drizzle-orm';
import type { DashboardFigure, FigureDay } from '../../area.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { DAY_MS } from '../../lib/zoned-time.ts';
import { messages } from '../../db/schema/index.ts';

const FAILED_DAYS = 7;

/**
 * Messages that failed in the last 7 days (decision 084). The delivery log's index is by id, which
 * grows with time: the count reads the ids from the last message older than the week on, so only the
 * week's messages, however long the log.
 */
function messagesJson(d: FigureDay) {
  // From the start of the day a week ago, as the delivery log's `from` counts it.
  const since = new Date(d.dayStartsAt.getTime() - FAILED_DAYS * DAY_MS).toISOString();
  return sql`(select json_build_object('failed', count(*))::text from ${messages}
    where organisation_id = ${d.organisationId} and status = 'failed'
      and created_at >= ${since}::timestamptz
      and id > coalesce((select id from ${messages} where organisation_id = ${d.organisationId}
        and created_at < ${since}::timestamptz order by id desc limit 1), 0))`;
}

/** Messages that failed (Messages' delivery log, failed, from a week ago). */
export const messageFigures: DashboardFigure[] = [
  {
    name: 'messages',
    json: messagesJson,
    links: (d) => ({
      failed: { form: 'Messages', query: { status: 'failed', from: addDays(d.today, -FAILED_DAYS) } },
    }),
  },
];
