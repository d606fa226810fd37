import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { bookings, classSessions } from '../../db/schema/index.ts';
import { centreWhere, othersWhere, rowsFrom, windowSource } from './bookings.repository.ts';
import type { Window } from './bookings.repository.ts';

/*
 * A calendar's window a page at a time (decision 078), in the order (start, id) of the bookings.
 *
 * A teacher's, batch's or room's window holds what the clash rule lets one of them hold — however
 * big the institute, one teacher teaches one class at a time — so its rows are read as before (their
 * own indexes) and the page is cut from them.
 *
 * The institute's (or a centre's) window grows with the institute: a big one's day has a thousand
 * classes. Its page is read in order from `bookings_organisation_idx` (organisation, start, id), and
 * stops after the page: the bookings that start in the window, beside those already running when it
 * opens — classes that began less than the organisation's longest class before it (one entry of
 * `class_sessions_length_idx`), and the other kinds through their own index on the time range. A
 * page is `limit` rows read, not the day.
 */

/** The last booking shown: the page after it starts past it. */
export interface After {
  startsAt: string;
  id: number;
}

const bounded = (w: Window) => Boolean(w.teacherId || w.batchId || w.roomId);

const pastWhere = (after: After | undefined) =>
  after ? sql`and (o.starts_at, o.id) > (${after.startsAt}::timestamptz, ${after.id}::integer)` : sql``;

/** The window's bookings after `after`, unordered but for the institute's own first `reach` in order. */
function pageSource(organisationId: number, w: Window, after: After | undefined, reach: number): SQL {
  if (bounded(w))
    return sql`select o.* from (${windowSource(organisationId, w)}) o where true ${pastWhere(after)}`;
  const [from, to] = [w.from.toISOString(), w.to.toISOString()];
  const centre = w.centreId ? sql`and ${centreWhere(w.centreId)}` : sql``;
  const longest = sql`(select max(l.ends_at - l.starts_at) from ${classSessions} l
    where l.organisation_id = ${organisationId})`;
  return sql`(select o.* from ${bookings} o
          where o.organisation_id = ${organisationId}
            and o.starts_at >= ${from}::timestamptz and o.starts_at < ${to}::timestamptz ${centre} ${pastWhere(after)}
          order by o.starts_at, o.id limit ${reach})
        union all
        select o.* from ${bookings} o
          where o.organisation_id = ${organisationId} and o.kind = 'class'
            and o.starts_at > ${from}::timestamptz - ${longest} and o.starts_at < ${from}::timestamptz
            and o.ends_at > ${from}::timestamptz ${centre} ${pastWhere(after)}
        union all
        select o.* from ${bookings} o
          where ${othersWhere(organisationId, w)} and o.starts_at < ${from}::timestamptz ${pastWhere(after)}`;
}

/** Up to `limit` bookings of the window after `after`, by start then id, with the names calendars show. */
export function bookingsPage(db: Executor, organisationId: number, w: Window, limit: number, after?: After) {
  return rowsFrom(
    db,
    sql`select p.* from (${pageSource(organisationId, w, after, limit)}) p order by p.starts_at, p.id limit ${limit}`,
  );
}

/** How many bookings of the window come after `after`, counted up to LIST_COUNT_CAP + 1. */
export async function bookingsAfter(db: Executor, organisationId: number, w: Window, after: After) {
  const reach = LIST_COUNT_CAP + 1;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n
        from (select 1 from (${pageSource(organisationId, w, after, reach)}) p limit ${reach}) c`,
  );
  return row?.n ?? 0;
}
