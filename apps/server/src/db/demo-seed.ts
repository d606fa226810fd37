import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { organisations } from './schema/index.ts';

/** The id of the organisation a module's demo seed fills in, found by its short code. */
export async function demoOrganisationId(tx: Executor, suCode: string): Promise<number> {
  const [organisation] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.suCode, suCode));
  if (!organisation) throw new Error(`demo seed: no organisation ${suCode}`);
  return organisation.id;
}

/**
 * The common table expressions centre_list and class_list (the organisation's centre and class ids
 * as arrays, in code order) and board (its first board), which the set-based demo seeds spread
 * their rows over: `with ${centreClassBoardLists(id)}, more as (…) insert …`.
 */
export function centreClassBoardLists(organisationId: number): SQL {
  return sql`centre_list as (
      select array_agg(id order by centre_code) as ids from centres where organisation_id = ${organisationId}
    ), class_list as (
      select array_agg(id order by code) as ids from classes where organisation_id = ${organisationId}
    ), board as (
      select min(id) as id from boards where organisation_id = ${organisationId}
    )`;
}
