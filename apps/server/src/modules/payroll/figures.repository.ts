import { sql } from 'drizzle-orm';
import type { DashboardFigure, FigureDay } from '../../area.ts';
import { payRuns } from '../../db/schema/index.ts';

/** Pay runs computed and waiting for approval (drafts), the institute's whole (decision 087). */
const payrollJson = (d: FigureDay) => sql`(select json_build_object('awaitingApproval', count(*))::text
  from ${payRuns} where organisation_id = ${d.organisationId} and status = 'draft')`;

/** The pay run waiting for approval (Payroll). */
export const payrollFigures: DashboardFigure[] = [
  { name: 'payroll', json: payrollJson, links: () => ({ runs: { form: 'Payroll' } }) },
];
