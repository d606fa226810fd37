/**
 * Learning content (issue 3): the chapter manager's calls of spec §7 "Chapters, topics, content"
 * (exact paths, field names and casing), reordering, uploads and the learning views. Messages quoted
 * by the spec are kept word for word. Boards, classes and subjects are ../curriculum.ts.
 */
export * from './constants.ts';
export * from './chapters.ts';
export * from './content.ts';
export * from './views.ts';
