import { examFigures } from './figures.repository.ts';
import { defineArea } from '../../area.ts';
import { examJobs } from './jobs.ts';
import { REPORT_CARD_ATTACHMENT, reportCardAttachment } from './report-card-send.ts';
import { reportCardRoutes } from './report-cards.routes.ts';
import { examRoutes } from './routes.ts';
import { structureRoutes } from './structures.routes.ts';

/** Exams: grading scales, exams moving draft → scheduled → held → published, marks and results. */
export const exams = defineArea({
  name: 'exams',
  tags: [
    {
      name: 'exams',
      description: 'Grading scales, exams and their papers on the one calendar, marks entry and results',
    },
  ],
  routes: async (api, context) => {
    await examRoutes(api, context);
    await reportCardRoutes(api, context);
    await structureRoutes(api, context);
  },
  figures: examFigures,
  // A batch's report cards, made in the background into one ZIP.
  jobs: ({ database }) => examJobs(database.db),
  // A report card's PDF, attached to the email that sends it to a guardian (`report-card:<exam>-<student>`).
  documents: ({ db }) => ({
    [REPORT_CARD_ATTACHMENT]: (organisationId, key) => reportCardAttachment(db, organisationId, key),
  }),
});
