import { attendanceTrends } from './trends.repository.ts';
import { attendanceFigures } from './figures.repository.ts';
import { attendanceGateRoutes } from './gate.routes.ts';
import { attendanceJobs } from './jobs.ts';
import { attendanceLeaveRoutes } from './leaves.routes.ts';
import { attendanceReportRoutes } from './reports.routes.ts';
import { attendanceRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Attendance: registers per class (or batch and day), codes, the freeze and guardians' alerts. */
export const attendance = defineArea({
  name: 'attendance',
  tags: [{ name: 'attendance', description: 'Registers, attendance codes and absence alerts' }],
  routes: async (api, context) => {
    await attendanceRoutes(api, context);
    await attendanceReportRoutes(api, context);
    await attendanceLeaveRoutes(api, context);
    await attendanceGateRoutes(api, context);
  },
  jobs: ({ database }) => attendanceJobs(database.db),
  figures: attendanceFigures,
  trends: attendanceTrends,
});
