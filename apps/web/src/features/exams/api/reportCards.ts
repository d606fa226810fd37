import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  examRemarkList,
  remarkSaved,
  reportCardDeliveries,
  reportCardRun,
  reportCardRunList,
  reportCardsSent,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

/** Report cards beyond one PDF: remarks, a batch's ZIP made in the background, emails to guardians. */
export const reportCardKeys = {
  remarks: (examId: number) => ['exams', 'remarks', examId] as const,
  runs: (examId: number) => ['exams', 'report-card-runs', examId] as const,
  deliveries: (examId: number, page: number) => ['exams', 'report-card-deliveries', examId, page] as const,
};

/** How often the runs are read again while one is being made. */
const WHILE_MAKING_MS = 1_000;

export const useRemarks = (examId: number) =>
  useQuery({
    queryKey: reportCardKeys.remarks(examId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/exams/${examId}/remarks`, { schema: examRemarkList, signal }),
  });

export function useSaveRemark(examId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, remark }: { studentId: number; remark: string }) =>
      apiRequest(`/api/v1/exams/${examId}/remarks/${studentId}`, {
        method: 'PUT',
        json: { remark },
        schema: remarkSaved,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportCardKeys.remarks(examId) }),
  });
}

/** The exam's report-card runs, read again every second while one is queued or being made. */
export const useReportCardRuns = (examId: number) =>
  useQuery({
    queryKey: reportCardKeys.runs(examId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/exams/${examId}/report-card-runs`, { schema: reportCardRunList, signal }),
    refetchInterval: (query) =>
      query.state.data?.data.some((run) => run.status === 'queued' || run.status === 'running')
        ? WHILE_MAKING_MS
        : false,
  });

export function useStartReportCards(examId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number | null) =>
      apiRequest(`/api/v1/exams/${examId}/report-card-runs`, {
        method: 'POST',
        json: { batchId },
        schema: reportCardRun,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportCardKeys.runs(examId) }),
  });
}

export function useSendReportCards(examId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number | null) =>
      apiRequest(`/api/v1/exams/${examId}/report-cards/send`, {
        method: 'POST',
        json: { batchId },
        schema: reportCardsSent,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['exams', 'report-card-deliveries', examId] }),
  });
}

export const useDeliveries = (examId: number, page: number, pageSize: number) =>
  useQuery({
    queryKey: reportCardKeys.deliveries(examId, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/exams/${examId}/report-cards/deliveries?${queryString({ page, pageSize })}`, {
        schema: reportCardDeliveries,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
