import { dashboard } from './en/dashboard.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The dashboard's own strings (its trends) in the active language; see ./index.ts. */
export const tDashboard: Strings<typeof dashboard> = localised('dashboard', dashboard);
