import { defineScreens } from '../../lib/screenRegistry.ts';
import { screenTitles } from '../../lib/i18n/en/screens/batches.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screenTitles.ts). */
export default defineScreens(screenTitles, {
  Batch: () => import('./BatchScreen.tsx'),
  TeacherAlotment: () => import('./TeacherAllotmentScreen.tsx'),
  StudentAlotment: () => import('./StudentAllotmentScreen.tsx'),
});
