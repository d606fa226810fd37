import { payroll } from './en/payroll.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The payroll area's strings in the active language; see ./index.ts. */
export const tPayroll: Strings<typeof payroll> = localised('payroll', payroll);
