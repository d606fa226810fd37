import { defineScreens } from '../../lib/screenRegistry.ts';
import { screenTitles } from '../../lib/i18n/en/screens/learning.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screenTitles.ts). */
export default defineScreens(screenTitles, {
  ChapterDetails: () => import('./ChapterDetailsScreen.tsx'),
  LMS: () => import('./LMSScreen.tsx'),
  LMS_Video: () => import('./LMSVideoScreen.tsx'),
  LearnVideo: () => import('./LearnVideoScreen.tsx'),
  ClassVideo: () => import('./ClassVideoScreen.tsx'),
  SimulationVideo: () => import('./SimulationVideoScreen.tsx'),
});
