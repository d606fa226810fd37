import { useQuery } from '@tanstack/react-query';
import { studyContentResponse, type StudyContent } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type TopicCodes } from './keys.ts';

/** POST /api/studycontent {suCode, BoardCode, ClassCode, SubjectCode, ChapterCode, TopicCode} → list of content. */
export function getStudyContent(topic: TopicCodes, signal?: AbortSignal): Promise<StudyContent[]> {
  return apiRequest('/api/studycontent', {
    method: 'POST',
    json: {
      suCode: topic.suCode,
      BoardCode: topic.boardCode,
      ClassCode: topic.classCode,
      SubjectCode: topic.subjectCode,
      ChapterCode: topic.chapterCode,
      TopicCode: topic.topicCode,
    },
    schema: studyContentResponse,
    signal,
  });
}

export function useStudyContent(topic: TopicCodes) {
  return useQuery({
    queryKey: learningKeys.content(topic),
    queryFn: ({ signal }) => getStudyContent(topic, signal),
  });
}
