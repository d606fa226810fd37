import { sql } from 'drizzle-orm';
import type { DashboardFigure, FigureDay } from '../../area.ts';
import { students } from '../../db/schema/index.ts';

/** Students admitted this month (by their admission day), of the centre if one is chosen. */
const admissionsJson = (d: FigureDay) => sql`(select json_build_object('month', count(*))::text
  from ${students} where organisation_id = ${d.organisationId}
    and admission_date >= ${d.monthStart}::date and admission_date <= ${d.today}::date
    ${d.centreId === undefined ? sql`` : sql`and centre_id = ${d.centreId}`})`;

/** The students' figure on the dashboard (decision 084): admissions this month (ManageStudents). */
export const studentFigures: DashboardFigure[] = [
  {
    name: 'admissions',
    json: admissionsJson,
    links: (d) => ({
      // The students list has no filter by admission day yet: it opens newest admissions first.
      month: { form: 'ManageStudents', query: { centreId: d.centreId } },
    }),
  },
];
