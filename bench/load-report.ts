import type { CpuPerRequest } from './cpu.ts';
import { BIG_STUDENTS } from './dataset.ts';
import type { LoadResult } from './load.ts';

// The load benchmark's results as the lines `npm run bench` prints.

const pct = (r: number) => `${(r * 100).toFixed(0)}%`;
/** PGlite runs inside the API server's process: its CPU is the server's. */
const cpuText = (cpu: CpuPerRequest | undefined, label: string) =>
  cpu === undefined
    ? ''
    : label === 'PGlite'
      ? `; CPU a call ${cpu.server} µs (server and PGlite)`
      : `; CPU a call: server ${cpu.server} µs, PostgreSQL ${cpu.database ?? '?'} µs`;
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** `run`: the connections and seconds each measurement took. */
export function linesOf(results: LoadResult[], run: { connections: number; seconds: number }): string[] {
  const { connections: CONNECTIONS, seconds: SECONDS } = run;
  const lines: string[] = [];
  for (const r of results) {
    const d = r.dataset;
    lines.push(
      `load on ${r.label} (${CONNECTIONS} connections, ${SECONDS} s each): ${d.organisations} organisations, ${d.users} users, ` +
        `${d.auditEntries} audit entries, ${d.teachers} teachers (the big one: ${d.bigUsers} users (${d.bigStaffSessions} signed in), ${d.bigAuditEntries} audit entries, ${d.bigSessions} class sessions, ` +
        `${d.bigDues} dues, ${d.bigReceipts} receipts (the small one ${d.smallReceipts}), ${d.bigRedemptions} coupon uses; made in ${Math.round(d.ms / 1000)} s)`,
    );
    lines.push(
      `  baseline GET /api/v1/ping: ${Math.round(r.baseline.rps)} req/s, p99 ${r.baseline.p99} ms${cpuText(r.baseline.cpu, r.label)}`,
    );
    for (const c of r.calls) {
      lines.push(
        `  ${c.call}: ${Math.round(c.rps)} req/s = ${pct(c.rps / r.baseline.rps)} of baseline; p99 ${c.p99} ms = ${(c.p99 / Math.max(r.baseline.p99, 1)).toFixed(1)}× baseline${cpuText(c.cpu, r.label)}`,
      );
    }
    for (const g of r.growth) {
      const ratio = g.big.mean / g.small.mean;
      lines.push(
        `  ${g.list}, ${BIG_STUDENTS / 100} → ${BIG_STUDENTS} students' worth: mean ${ms(g.small.mean)} → ${ms(g.big.mean)} = ${ratio.toFixed(2)}× ` +
          `(p99 ${g.small.p99} → ${g.big.p99} ms) ${ratio <= 2 ? 'within 2×' : 'OVER 2×'}`,
      );
    }
    const n = r.receipts;
    const sound = n.receipts === n.numbers && n.first === 1 && n.last === n.receipts && n.counter === n.last;
    // Requests in flight when autocannon stops counting still commit: up to one a connection more.
    const counted = n.issued >= n.collected && n.issued - n.collected <= CONNECTIONS;
    lines.push(
      `  receipt numbers after collection (${n.scope}): ${n.issued} issued (${n.collected} answered while counted), ` +
        `${n.receipts} in the scope, numbers ${n.first}–${n.last}, ${n.numbers} distinct, sequence at ${n.counter}: ` +
        `${sound && counted ? 'gapless and unique' : 'NOT GAPLESS OR NOT UNIQUE'}`,
    );
  }
  return lines;
}
