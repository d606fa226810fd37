import { defineScreens } from '../../lib/screenRegistry.ts';
import { screenTitles } from '../../lib/i18n/en/screens/timetable.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screenTitles.ts). */
export default defineScreens(screenTitles, {
  TimeAllocation: () => import('./TimeAllocationScreen.tsx'),
  Holiday: () => import('./HolidayScreen.tsx'),
});
