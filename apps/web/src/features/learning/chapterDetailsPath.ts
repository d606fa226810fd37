import type { SubjectCodes } from './api/keys.ts';

/** The chapter manager's address for a subject. */
export const chapterDetailsPath = (c: SubjectCodes) =>
  `/chapterdetails/${[c.suCode, c.boardCode, c.classCode, c.subjectCode].map(encodeURIComponent).join('/')}`;
