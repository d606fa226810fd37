import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  batchPage,
  batchSyllabus,
  sessionCoverage,
  sessionList,
  type SyllabusPlanInput,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

export const batchContentKeys = {
  /** The batches area's list key, so that a batch saved there refreshes this picker too. */
  batches: ['batches', 'list', { status: 'current', pageSize: 100 }] as const,
  syllabus: (batchId: number) => ['batch-content', 'syllabus', batchId] as const,
  classes: (batchId: number, from: string, to: string) =>
    ['batch-content', 'classes', batchId, from, to] as const,
  session: (sessionId: number) => ['batch-content', 'session', sessionId] as const,
};

/** The planned and active batches, to pick one (the first hundred, by name). */
export const useCurrentBatches = () =>
  useQuery({
    queryKey: batchContentKeys.batches,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/batches?status=current&pageSize=100', { schema: batchPage, signal }),
  });

/** Each subject's plan with its coverage, and the chapters a plan can take. */
export const useBatchSyllabus = (batchId: number | null) =>
  useQuery({
    queryKey: batchContentKeys.syllabus(batchId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches/${batchId}/syllabus`, { schema: batchSyllabus, signal }),
    enabled: batchId !== null,
  });

/** Replaces one subject's plan; the answer is the whole syllabus again. */
export function useSavePlan(batchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SyllabusPlanInput) =>
      apiRequest(`/api/v1/batches/${batchId}/syllabus`, { method: 'PUT', json: plan, schema: batchSyllabus }),
    onSuccess: (saved) => queryClient.setQueryData(batchContentKeys.syllabus(batchId), saved),
  });
}

/** The batch's classes from one day to another (the server allows at most 62 days). */
export const useBatchClasses = (batchId: number, from: string, to: string) =>
  useQuery({
    queryKey: batchContentKeys.classes(batchId, from, to),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches/${batchId}/sessions?from=${from}&to=${to}`, {
        schema: sessionList,
        signal,
      }),
  });

/** What one class covered, and its subject's plan to choose from. */
export const useSessionTopics = (sessionId: number | null) =>
  useQuery({
    queryKey: batchContentKeys.session(sessionId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/sessions/${sessionId}/topics`, { schema: sessionCoverage, signal }),
    enabled: sessionId !== null,
    // Another coordinator may have marked it meanwhile: always ask again when the form opens.
    staleTime: 0,
  });

/** Marks what a class covered; the batch's coverage changes with it. */
export function useMarkCovered(batchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, topicIds }: { sessionId: number; topicIds: number[] }) =>
      apiRequest(`/api/v1/sessions/${sessionId}/topics`, {
        method: 'PUT',
        json: { topicIds },
        schema: sessionCoverage,
      }),
    onSuccess: (saved) => queryClient.setQueryData(batchContentKeys.session(saved.sessionId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchContentKeys.syllabus(batchId) }),
  });
}
