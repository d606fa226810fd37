import { payrollFigures } from './figures.repository.ts';
import { payrollRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';
import { PAYSLIP_ATTACHMENT, payslipAttachment } from './payslips.ts';

/** Payroll (issue 68, decision 075): the payroll video, pay structures, pay runs and payslips. */
export const payroll = defineArea({
  name: 'payroll',
  tags: [{ name: 'payroll', description: 'Payroll: the help video, pay structures, pay runs and payslips' }],
  routes: async (api, context) => {
    await payrollRoutes(api, context);
  },
  // A payslip's PDF, attached to the email that sends it (`payslip:<run>-<teacher>`).
  documents: ({ db }) => ({
    [PAYSLIP_ATTACHMENT]: (organisationId, key) => payslipAttachment(db, organisationId, key),
  }),
  figures: payrollFigures,
});
