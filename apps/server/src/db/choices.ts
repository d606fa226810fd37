import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import type { boards, classes, subjects } from './schema/index.ts';
import { centres } from './schema/index.ts';
import { naturalAsc } from './natural.ts';

/** An organisation's classes, boards or subjects as a form's choices, by name. */
export function namedChoices(
  db: Executor,
  organisationId: number,
  table: typeof classes | typeof boards | typeof subjects,
) {
  return db
    .select({ id: sql<number>`${table.id}`, name: sql<string>`${table.name}` })
    .from(table as typeof classes)
    .where(sql`${table.organisationId} = ${organisationId}`)
    .orderBy(...naturalAsc(sql`${table.name}`));
}

/** An organisation's active centres as a form's choices, by name. */
export function activeCentreChoices(db: Executor, organisationId: number) {
  return db
    .select({ id: centres.id, name: centres.centreName })
    .from(centres)
    .where(and(eq(centres.organisationId, organisationId), eq(centres.active, true)))
    .orderBy(...naturalAsc(centres.centreName));
}
