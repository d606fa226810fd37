/**
 * Where a call's CPU goes under load: the API server's process and the PostgreSQL processes of this
 * machine, read from Linux's /proc before and after a measurement and divided by the requests answered.
 * On two shared cores the database's share is as much a call's cost as the server's, and only this
 * shows which of the two a list should save (docs/benchmarks.md). Empty where /proc is not there.
 */
import fs from 'node:fs';

/** /proc counts CPU time in USER_HZ ticks, which Linux fixes at 100 a second for user space. */
const MS_PER_TICK = 10;

/** CPU time (user + system, ms) the processes have used so far; one that has exited counts 0. */
function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th, stime the 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited between listing and reading
    }
  }
  return ticks * MS_PER_TICK;
}

/** The PostgreSQL processes of this machine (a database elsewhere is not seen). */
function postgresPids(): number[] {
  if (!fs.existsSync('/proc')) return [];
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** CPU a request: µs of the API server's process, and of PostgreSQL's when it runs here. */
export interface CpuPerRequest {
  server: number;
  database?: number;
}

/**
 * Starts counting the server's and PostgreSQL's CPU; `per(requests)` reads the time since, divided by
 * the requests answered. A backend that started meanwhile (the pool opening connections during the
 * first measurement) counts its whole time: before, it was not there.
 */
export function cpuMeter(serverPid: number | undefined): {
  per(requests: number): CpuPerRequest | undefined;
} {
  if (serverPid === undefined || !fs.existsSync(`/proc/${serverPid}/stat`)) return { per: () => undefined };
  const before = postgresPids();
  const start = { server: cpuMs([serverPid]), database: cpuMs(before) };
  return {
    per(requests) {
      const us = (ms: number) => Math.round((ms * 1000) / Math.max(requests, 1));
      const database = [...new Set([...before, ...postgresPids()])];
      return {
        server: us(cpuMs([serverPid]) - start.server),
        ...(database.length > 0 ? { database: us(cpuMs(database) - start.database) } : {}),
      };
    },
  };
}
