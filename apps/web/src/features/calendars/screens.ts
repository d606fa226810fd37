import { defineScreens } from '../../lib/screenRegistry.ts';
import { screenTitles } from '../../lib/i18n/en/screens/calendars.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screenTitles.ts). */
export default defineScreens(screenTitles, {
  BatchCalender: () => import('./BatchCalendarScreen.tsx'),
  TeacherCalender: () => import('./TeacherCalendarScreen.tsx'),
  UpcomingClasses: () => import('./UpcomingClassesScreen.tsx'),
});
