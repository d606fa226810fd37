import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';

export async function findPayrollVideo(db: Executor, organisationId: number) {
  const [row] = await db
    .select({ url: organisations.payrollVideoUrl })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.url ?? null;
}
