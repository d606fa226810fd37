import { sql } from 'drizzle-orm';
import type { DashboardFigure, FigureDay } from '../../area.ts';
import { examPapers, exams } from '../../db/schema/index.ts';

/**
 * Exams on the dashboard (decision 084): those scheduled or held with a paper this week, and those
 * held whose results wait to be published. Exams are the institute's, not a centre's: counted whole.
 */
const examsJson = (d: FigureDay) => sql`(select json_build_object(
    'thisWeek', count(*) filter (where exists (select 1 from ${examPapers} p where p.exam_id = e.id
      and p.date >= ${d.weekStart}::date and p.date <= ${d.weekEnd}::date)),
    'toPublish', count(*) filter (where e.status = 'held'))::text
  from ${exams} e where e.organisation_id = ${d.organisationId} and e.status in ('scheduled', 'held'))`;

/** Exams this week and results to publish (ExamManagementSystem). */
export const examFigures: DashboardFigure[] = [
  {
    name: 'exams',
    json: examsJson,
    links: () => ({
      thisWeek: { form: 'ExamManagementSystem', query: { status: 'scheduled' } },
      toPublish: { form: 'ExamManagementSystem', query: { status: 'held' } },
    }),
  },
];
