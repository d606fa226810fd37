/** The titles of the learning screens, by FrmName: the breadcrumb's and each screen's heading (features/learning/screens.ts). */
export const screenTitles = {
  ChapterDetails: 'Chapter Details',
  LMS: 'Learning content',
  LMS_Video: 'Video library',
  LearnVideo: 'Learning videos',
  ClassVideo: 'Class activity videos',
  SimulationVideo: 'Simulation videos',
} as const;
