import { defineScreens } from '../../lib/screenRegistry.ts';
import { screens } from '../../lib/i18n/en/screens/curriculum.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screens.ts). */
export default defineScreens(screens, {
  Board: () => import('./BoardScreen.tsx'),
  Class: () => import('./ClassScreen.tsx'),
  Subject: () => import('./SubjectScreen.tsx'),
});
