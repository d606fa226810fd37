/** Query keys of the learning area; a subject's keys start with its codes so they can be invalidated together. */
export interface SubjectCodes {
  suCode: string;
  boardCode: string;
  classCode: string;
  subjectCode: string;
}
export interface ChapterCodes extends SubjectCodes {
  chapterCode: string;
}
export interface TopicCodes extends ChapterCodes {
  topicCode: string;
}

const subjectKey = (s: SubjectCodes) => [s.suCode, s.boardCode, s.classCode, s.subjectCode] as const;

export const learningKeys = {
  all: ['learning'] as const,
  options: ['learning', 'options'] as const,
  subject: (s: SubjectCodes) => ['learning', 'subject', ...subjectKey(s)] as const,
  chapters: (s: SubjectCodes) => ['learning', 'subject', ...subjectKey(s), 'chapters'] as const,
  chapterImage: (c: ChapterCodes) =>
    ['learning', 'subject', ...subjectKey(c), 'image', c.chapterCode] as const,
  topics: (c: ChapterCodes) => ['learning', 'subject', ...subjectKey(c), 'topics', c.chapterCode] as const,
  content: (t: TopicCodes) =>
    ['learning', 'subject', ...subjectKey(t), 'content', t.chapterCode, t.topicCode] as const,
  buttons: (t: TopicCodes) =>
    ['learning', 'subject', ...subjectKey(t), 'buttons', t.chapterCode, t.topicCode] as const,
  view: (slug: string) => ['learning', 'view', slug] as const,
};
