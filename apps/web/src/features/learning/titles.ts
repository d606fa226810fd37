/** Screen titles for the shell's registry (kept apart from strings.ts so the shell's chunk stays small). */
export const learningTitles = {
  ChapterDetails: 'Chapter Details',
  LMS: 'Learning content',
  LMS_Video: 'Video library',
  LearnVideo: 'Learning videos',
  ClassVideo: 'Class activity videos',
  SimulationVideo: 'Simulation videos',
  Board: 'Boards',
  Class: 'Classes',
  Subject: 'Subjects',
} as const;
