import { payroll } from './en/payroll.ts';
import type { Strings } from './index.ts';

/** The payroll area's strings in the active language (only English today); see ./index.ts. */
export const tPayroll: Strings<typeof payroll> = payroll;
