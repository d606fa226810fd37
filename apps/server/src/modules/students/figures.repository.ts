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
      // Every student admitted this month, whatever their status now, as the figure counts them.
      month: {
        form: 'ManageStudents',
        query: { status: 'all', admittedFrom: d.monthStart, admittedTo: d.today, centreId: d.centreId },
      },
    }),
  },
];
