import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
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
 * `class_sessions_length_idx`), and the other kinds through their own index on the time range.
 *
 * The same statement counts the window's bookings from the cursor on, up to the page and
 * LIST_COUNT_CAP more, from the same index and in no order (what follows the page: "950 more").
 */

/** The last booking shown: the page after it starts past it. */
export interface After {
  startsAt: string;
  id: number;
}

const bounded = (w: Window) => Boolean(w.teacherId || w.batchId || w.roomId);

const pastWhere = (after: After | undefined) =>
  after ? sql`and (o.starts_at, o.id) > (${after.startsAt}::timestamptz, ${after.id}::integer)` : sql``;

/**
 * The institute's or a centre's bookings of the window after `after` as `columns` (of `o`): those
 * starting in it read from the organisation's index up to `reach` rows (in order when `ordered`), and
 * those already running when it opens.
 */
function source(
  organisationId: number,
  w: Window,
  after: After | undefined,
  pick: { columns: SQL; reach: number; ordered: boolean },
): SQL {
  const { columns, reach, ordered } = pick;
  const [from, to] = [w.from.toISOString(), w.to.toISOString()];
  const centre = w.centreId ? sql`and ${centreWhere(w.centreId)}` : sql``;
  const longest = sql`(select max(l.ends_at - l.starts_at) from ${classSessions} l
    where l.organisation_id = ${organisationId})`;
  return sql`(select ${columns} from ${bookings} o
          where o.organisation_id = ${organisationId}
            and o.starts_at >= ${from}::timestamptz and o.starts_at < ${to}::timestamptz ${centre} ${pastWhere(after)}
          ${ordered ? sql`order by o.starts_at, o.id` : sql``} limit ${reach})
        union all
        select ${columns} from ${bookings} o
          where o.organisation_id = ${organisationId} and o.kind = 'class'
            and o.starts_at > ${from}::timestamptz - ${longest} and o.starts_at < ${from}::timestamptz
            and o.ends_at > ${from}::timestamptz ${centre} ${pastWhere(after)}
        union all
        select ${columns} from ${bookings} o
          where ${othersWhere(organisationId, w)} and o.starts_at < ${from}::timestamptz ${pastWhere(after)}`;
}

/**
 * Up to `limit` bookings of the window after `after`, by start then id, with the names calendars
 * show; and how many bookings follow them (up to LIST_COUNT_CAP + 1) — one statement.
 */
export async function bookingsPage(
  db: Executor,
  organisationId: number,
  w: Window,
  limit: number,
  after?: After,
) {
  const reach = limit + LIST_COUNT_CAP + 1;
  // One teacher's, batch's or room's rows are few: counted as they are read.
  const rows = bounded(w)
    ? await rowsFrom(
        db,
        sql`select p.* from (select o.*, count(*) over () as window_count
              from (${windowSource(organisationId, w)}) o where true ${pastWhere(after)}) p
            order by p.starts_at, p.id limit ${limit}`,
        sql`o.window_count::int`,
      )
    : await rowsFrom(
        db,
        sql`select p.* from (${source(organisationId, w, after, { columns: sql`o.*`, reach: limit, ordered: true })}) p
            order by p.starts_at, p.id limit ${limit}`,
        sql`(select count(*)::int from (select 1 from (${source(organisationId, w, after, {
          columns: sql`1`,
          reach,
          ordered: false,
        })}) c limit ${reach}) n)`,
      );
  const following = Math.max(0, (rows[0]?.counted ?? 0) - rows.length);
  return { rows: rows.map(({ counted: _counted, ...row }) => row), following };
}
