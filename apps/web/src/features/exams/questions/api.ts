import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  builtPaper,
  paperQuestion,
  question,
  questionChoices,
  questionImportResult,
  questionPage,
  questionPaper,
  questionPaperPage,
  type Blueprint,
  type QuestionInput,
  type QuestionListQuery,
  type QuestionPaperInput,
  type SwapInput,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

export const questionKeys = {
  all: ['questions'] as const,
  choices: ['questions', 'choices'] as const,
  list: (query: object) => ['questions', 'list', query] as const,
  papers: ['questions', 'papers'] as const,
};

export const useQuestionChoices = () =>
  useQuery({
    queryKey: questionKeys.choices,
    queryFn: ({ signal }) => apiRequest('/api/v1/questions/choices', { schema: questionChoices, signal }),
    staleTime: 60_000,
  });

export const useQuestions = (query: QuestionListQuery) =>
  useQuery({
    queryKey: questionKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/questions?${queryString(query)}`, { schema: questionPage, signal }),
    placeholderData: keepPreviousData,
  });

export const useQuestionPapers = () =>
  useQuery({
    queryKey: questionKeys.papers,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/question-papers?pageSize=10', { schema: questionPaperPage, signal }),
  });

/** Every question view is refreshed after a change. */
function useBankMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

export const useSaveQuestion = () =>
  useBankMutation(({ id, input }: { id: number | null; input: QuestionInput }) =>
    apiRequest(id ? `/api/v1/questions/${id}` : '/api/v1/questions', {
      method: id ? 'PUT' : 'POST',
      json: input,
      schema: question,
    }),
  );

export const useDeleteQuestion = () =>
  useBankMutation((id: number) => apiRequest(`/api/v1/questions/${id}`, { method: 'DELETE' }));

export const useImportQuestions = () =>
  useBankMutation(({ file, mode }: { file: File; mode: 'check' | 'save' }) => {
    const form = new FormData();
    form.append('mode', mode);
    form.append('file', file, file.name);
    return apiRequest('/api/v1/questions/import', { method: 'POST', form, schema: questionImportResult });
  });

export const useBuildPaper = () =>
  useMutation({
    mutationFn: (blueprint: Blueprint) =>
      apiRequest('/api/v1/question-papers/build', { method: 'POST', json: blueprint, schema: builtPaper }),
  });

export const useSwapQuestion = () =>
  useMutation({
    mutationFn: (input: SwapInput) =>
      apiRequest('/api/v1/question-papers/swap', { method: 'POST', json: input, schema: paperQuestion }),
  });

export const useSavePaper = () =>
  useBankMutation((input: QuestionPaperInput) =>
    apiRequest('/api/v1/question-papers', { method: 'POST', json: input, schema: questionPaper }),
  );
