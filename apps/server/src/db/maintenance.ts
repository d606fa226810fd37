import type { PGlite } from '@electric-sql/pglite';

/** A table the maintenance pass analysed and/or vacuumed, and why. */
export interface Maintained {
  table: string;
  analysed: boolean;
  vacuumed: boolean;
}

/**
 * Autovacuum's rule, for a database without autovacuum (decision 034). PGlite runs PostgreSQL in
 * single-user mode, where no autovacuum launcher runs: left alone, an embedded install would never
 * gather statistics (so the planner guesses: a list of 20,000 students took 7 requests/s instead of
 * ~500) nor vacuum (rows replaced by updates — fee accounts, dues, the outbox — stay on disk, and
 * index-only scans read the heap because no page is marked all-visible).
 *
 * PostgreSQL's defaults decide, from what PGlite keeps per table:
 * - analyse when rows changed since the last analysis exceed 50 + 10 % of the table, or it never was;
 * - vacuum when dead rows exceed 50 + 20 %, rows inserted since the last vacuum exceed 1,000 + 20 %,
 *   or its oldest transaction id is older than `autovacuum_freeze_max_age` (wraparound).
 * PGlite forgets those counters when it closes, so a table that has grown on disk since it was last
 * measured (`relpages`, kept in the catalogue) by 10 % is analysed and by 20 % vacuumed as well:
 * what an institute changed before a restart is not lost to the rule.
 * One statement per table, so requests queue behind one table's work at a time, never the pass's.
 */
const DUE = `
  with tables as (
    select format('%I.%I', s.schemaname, s.relname) as name, c.reltuples < 0 as never,
           greatest(c.reltuples, 0) as rows, c.relpages as measured,
           pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
           s.n_mod_since_analyze as changed, s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted,
           age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::bigint as old
      from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
  ), due as (
    select name,
           (never and pages > 0) or changed > 50 + 0.1 * rows or pages > 8 + 1.1 * measured as analysis,
           dead > 50 + 0.2 * rows or inserted > 1000 + 0.2 * rows or pages > 8 + 1.2 * measured or old as vacuum
      from tables
  )
  select name, analysis, vacuum from due where analysis or vacuum order by name`;

export async function maintainTables(client: PGlite): Promise<Maintained[]> {
  // The counters reach the shared statistics at most once a second; this pass reads them now.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<{ name: string; analysis: boolean; vacuum: boolean }>(DUE);
  for (const { name, analysis, vacuum } of rows) {
    await client.exec(vacuum ? `vacuum ${analysis ? '(analyze) ' : ''}${name}` : `analyze ${name}`);
  }
  return rows.map(({ name, analysis, vacuum }) => ({ table: name, analysed: analysis, vacuumed: vacuum }));
}
