import { sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import type { KeptJson } from '../../src/db/kept-json.ts';
import { batchKeptJson } from '../../src/modules/batches/repository.ts';
import { centreKeptJson } from '../../src/modules/centres/repository.ts';
import { enquiryKeptJson } from '../../src/modules/enquiries/lists.repository.ts';
import { messageKeptJson } from '../../src/modules/messages/log.repository.ts';
import { studentKeptJson } from '../../src/modules/students/list.repository.ts';
import { teacherKeptJson } from '../../src/modules/teachers/repository.ts';
import { userKeptJson } from '../../src/modules/users/repository.ts';
import { sessionKeptJson } from '../../src/modules/timetable/sessions.repository.ts';
import { receiptKeptJson } from '../../src/modules/fees/collections.repository.ts';
import { accountKeptJson } from '../../src/modules/fees/pending.repository.ts';
import { planKeptJson } from '../../src/modules/fees/plans.repository.ts';
import { couponKeptJson } from '../../src/modules/fees/coupons.repository.ts';
import { auditKeptJson } from '../../src/modules/audit/repository.ts';

/** Every table that keeps its items' JSON (decision 054): a new one is added here. */
export const KEPT_JSON: KeptJson[] = [
  enquiryKeptJson,
  messageKeptJson,
  studentKeptJson,
  userKeptJson,
  teacherKeptJson,
  centreKeptJson,
  batchKeptJson,
  sessionKeptJson,
  receiptKeptJson,
  accountKeptJson,
  planKeptJson,
  couponKeptJson,
  auditKeptJson,
];

/**
 * The rows whose kept JSON (decision 054) is not their item written now from their columns: none
 * while the trigger writes every row as the code's item.
 */
export async function keptJsonDisagreements(database: Database, { table, items }: KeptJson) {
  const disagree: { table: string; kept: string | null; live: string }[] = [];
  for (const item of items) {
    const result = (await database.db.execute(
      sql`select ${item.column} as kept, ${item.written()} as live from ${table}`,
    )) as unknown as { rows: { kept: string | null; live: string }[] };
    for (const row of result.rows)
      if (row.kept !== row.live) disagree.push({ table: getTableName(table), ...row });
  }
  return disagree;
}

/**
 * Fails when any row of any table that keeps JSON disagrees with its item: run as every test app
 * closes (test/harness.ts), so each test file's writes, renames and deletions check the triggers.
 */
export async function expectKeptJsonAgrees(database: Database) {
  const disagree = (await Promise.all(KEPT_JSON.map((kept) => keptJsonDisagreements(database, kept)))).flat();
  if (disagree.length)
    throw new Error(
      `kept JSON (decision 054) differs from the item written now:\n${JSON.stringify(disagree.slice(0, 5), null, 1)}`,
    );
}
