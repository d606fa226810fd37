import { payrollRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Payroll (issue 68, decision 075): the payroll video, pay structures, pay runs and payslips. */
export const payroll = defineArea({
  name: 'payroll',
  tags: [{ name: 'payroll', description: 'Payroll: the help video, pay structures, pay runs and payslips' }],
  routes: async (api, context) => {
    await payrollRoutes(api, context);
  },
});
