import { defineScreens } from '../../lib/screenRegistry.ts';
import { screens } from '../../lib/i18n/en/screens/batches.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screens.ts). */
export default defineScreens(screens, {
  Batch: () => import('./BatchScreen.tsx'),
  TeacherAlotment: () => import('./TeacherAllotmentScreen.tsx'),
  StudentAlotment: () => import('./StudentAllotmentScreen.tsx'),
});
