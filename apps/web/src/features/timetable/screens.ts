import { defineScreens } from '../../lib/screenRegistry.ts';
import { screens } from '../../lib/i18n/en/screens/timetable.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screens.ts). */
export default defineScreens(screens, {
  TimeAllocation: () => import('./TimeAllocationScreen.tsx'),
  Holiday: () => import('./HolidayScreen.tsx'),
});
