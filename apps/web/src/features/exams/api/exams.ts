import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  examChoices,
  examDetail,
  examPage,
  examResults,
  assessmentStructureList,
  componentMarksSheet,
  marksSheet,
  type ExamInput,
  type ExamListQuery,
  type ExamStatus,
  type MarksInput,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

export const examKeys = {
  all: ['exams'] as const,
  choices: ['exams', 'choices'] as const,
  list: (query: object) => ['exams', 'list', query] as const,
  one: (id: number) => ['exams', 'one', id] as const,
  marks: (examId: number, paperId: number, part: Part = null) =>
    ['exams', 'marks', examId, paperId, part?.position ?? null, part?.attempt ?? null] as const,
  structures: ['exams', 'structures'] as const,
  results: (id: number) => ['exams', 'results', id] as const,
};

export const useExamChoices = () =>
  useQuery({
    queryKey: examKeys.choices,
    queryFn: ({ signal }) => apiRequest('/api/v1/exams/choices', { schema: examChoices, signal }),
    staleTime: 60_000,
  });

export const useExams = (query: ExamListQuery) =>
  useQuery({
    queryKey: examKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/v1/exams?${queryString(query)}`, { schema: examPage, signal }),
    placeholderData: keepPreviousData,
  });

export const useExam = (id: number | null) =>
  useQuery({
    queryKey: examKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/exams/${id}`, { schema: examDetail, signal }),
    enabled: id !== null,
  });

/** One attempt of a structured paper's entered component (decision 093); null: the paper's own marks. */
export type Part = { position: number; attempt: number } | null;
const marksPath = (examId: number, paperId: number, part: Part) =>
  `/api/v1/exams/${examId}/papers/${paperId}/` +
  (part ? `components/${part.position}/attempts/${part.attempt}` : 'marks');

export const useMarks = (examId: number, paperId: number, part: Part = null) =>
  useQuery({
    queryKey: examKeys.marks(examId, paperId, part),
    queryFn: ({ signal }) =>
      apiRequest(marksPath(examId, paperId, part), {
        schema: part ? componentMarksSheet : marksSheet,
        signal,
      }),
  });

export const useStructures = (enabled = true) =>
  useQuery({
    queryKey: examKeys.structures,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/assessment-structures', { schema: assessmentStructureList, signal }),
    staleTime: 60_000,
    enabled,
  });

export const useResults = (id: number) =>
  useQuery({
    queryKey: examKeys.results(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/exams/${id}/results`, { schema: examResults, signal }),
  });

/** Every exam view is refreshed after a change (the list, the exam, its marks and results). */
function useExamMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}

export const useSaveExam = () =>
  useExamMutation(({ id, exam }: { id: number | null; exam: ExamInput }) =>
    apiRequest(id ? `/api/v1/exams/${id}` : '/api/v1/exams', {
      method: id ? 'PUT' : 'POST',
      json: exam,
      schema: examDetail,
    }),
  );

export const useMoveExam = () =>
  useExamMutation(({ id, status }: { id: number; status: ExamStatus }) =>
    apiRequest(`/api/v1/exams/${id}/status`, { method: 'POST', json: { status }, schema: examDetail }),
  );

export const useSaveMarks = () =>
  useExamMutation(
    ({
      examId,
      paperId,
      marks,
      part = null,
    }: {
      examId: number;
      paperId: number;
      marks: MarksInput;
      part?: Part;
    }) =>
      apiRequest(marksPath(examId, paperId, part), {
        method: 'PUT',
        json: marks,
        schema: part ? componentMarksSheet : marksSheet,
      }),
  );
