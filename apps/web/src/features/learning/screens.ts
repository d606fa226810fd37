import { defineScreens } from '../../lib/screenRegistry.ts';
import { screens } from '../../lib/i18n/en/screens/learning.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screens.ts). */
export default defineScreens(screens, {
  ChapterDetails: () => import('./ChapterDetailsScreen.tsx'),
  LMS: () => import('./LMSScreen.tsx'),
  LMS_Video: () => import('./LMSVideoScreen.tsx'),
  LearnVideo: () => import('./LearnVideoScreen.tsx'),
  ClassVideo: () => import('./ClassVideoScreen.tsx'),
  SimulationVideo: () => import('./SimulationVideoScreen.tsx'),
});
