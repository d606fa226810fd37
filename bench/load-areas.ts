import { attendanceLoad } from './load-attendance.ts';
import { coreLoad } from './load-core.ts';
import { feesLoad } from './load-fees.ts';
import { listsLoad } from './load-lists.ts';
import type { LoadArea } from './load-measure.ts';
import { recordsLoad } from './load-records.ts';
import { searchLoad } from './load-search.ts';
import { timetableLoad } from './load-timetable.ts';
import { writesLoad } from './load-writes.ts';

/**
 * Every area of the load benchmark, in the order they run (bench/load.ts explains the shape). An
 * area adds its calls in its own bench/load-<area>.ts and one line here; reads before writes where
 * a write would change what a read finds. Collection runs after all of them (bench/load.ts).
 */
export const LOAD_AREAS: readonly LoadArea[] = [
  coreLoad,
  listsLoad,
  searchLoad,
  recordsLoad,
  writesLoad,
  feesLoad,
  timetableLoad,
  attendanceLoad,
];
