import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { formatNumber } from '@kaksha/contracts';
import type { Executor } from './client.ts';
import { numberSequences } from './schema/index.ts';

/**
 * Numbers people quote (admission and receipt numbers, DESIGN §8): gapless, never reused, never
 * repeated, even when two nodes issue one at the same moment. The counter row of the number's scope
 * is created or incremented — and so locked — inside the caller's transaction: a second issuer waits
 * for the first to commit (and then counts on from it) or to roll back (and then takes the same
 * number, so nothing is skipped).
 */

/** Takes `count` numbers at once (an import): returns the last number before them. */
export async function reserveInSequence(
  tx: Executor,
  organisationId: number,
  scope: string,
  count: number,
): Promise<number> {
  const [row] = await tx
    .insert(numberSequences)
    .values({ organisationId, scope, last: count })
    .onConflictDoUpdate({
      target: [numberSequences.organisationId, numberSequences.scope],
      set: { last: sql`${numberSequences.last} + ${count}` },
    })
    .returning({ last: numberSequences.last });
  return row!.last - count;
}

/** The scope of a number format (its text without the running part) on a day, for a centre. */
export function numberScope(
  format: string,
  on: { year: number; month: number },
  context: { financialYearStartMonth: number; academicYearStartMonth: number; centreCode?: string },
): string {
  return formatNumber(format.replace(/\{SEQ(?::[1-9])?\}/, '#'), 0, on, context);
}

/**
 * The next number in `format` (institute settings: `ADM/{AY}/{SEQ:4}`), taken inside the statement
 * that stores it (a receipt's or a student's INSERT), so its counter row is locked from that statement
 * to COMMIT only: `counter` is a data-modifying CTE that counts on the scope's row (as
 * `reserveInSequence`), and `text` the number as SQL reading it. It counts per everything else the
 * number shows — its text without the running part is the scope (`numberScope`) — so `{AY}` starts
 * it again each academic year and `{CENTRE}` gives each centre its own count.
 */
export function numberInStatement(
  tx: Executor,
  organisationId: number,
  format: string,
  on: { year: number; month: number },
  context: { financialYearStartMonth: number; academicYearStartMonth: number; centreCode?: string },
) {
  const name = 'next_number';
  const counter = tx.$with(name).as(
    tx
      .insert(numberSequences)
      .values({ organisationId, scope: numberScope(format, on, context), last: 1 })
      .onConflictDoUpdate({
        target: [numberSequences.organisationId, numberSequences.scope],
        set: { last: sql`${numberSequences.last} + 1` },
      })
      .returning({ last: numberSequences.last }),
  );
  const width = Number(/\{SEQ:([1-9])\}/.exec(format)?.[1] ?? 1);
  const [before, after] = formatNumber(format.replace(/\{SEQ(?::[1-9])?\}/, '\u0000'), 0, on, context).split(
    '\u0000',
  ) as [string, string];
  // As formatNumber pads: to the width, never cutting a longer number.
  const text = sql`(select ${before} || lpad(last::text, greatest(${width}, length(last::text)), '0') || ${after}
    from ${sql.identifier(name)})`;
  return { counter, text: text as SQL<string> };
}

/**
 * The running number the next one in `format` would take today (a preview: nothing is taken): one
 * past its scope's counter, as `numberInStatement` would count on (issue 65: Institute Settings
 * showed …/00001 while the next receipt was 00690).
 */
export async function nextInSequence(
  db: Executor,
  organisationId: number,
  format: string,
  on: { year: number; month: number },
  context: { financialYearStartMonth: number; academicYearStartMonth: number; centreCode?: string },
): Promise<number> {
  const [row] = await db
    .select({ last: numberSequences.last })
    .from(numberSequences)
    .where(
      and(
        eq(numberSequences.organisationId, organisationId),
        eq(numberSequences.scope, numberScope(format, on, context)),
      ),
    );
  return (row?.last ?? 0) + 1;
}
