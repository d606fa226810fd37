import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  batchChoices,
  batchPage,
  payRunDetail,
  payRunPage,
  payStaffMember,
  payStructureItem,
  payStructurePage,
  payslipsSent,
  type PayLineBody,
  type PayRunCreate,
  type PayStaffBody,
  type PayStructureBody,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

export const payrollKeys = {
  all: ['payroll'] as const,
  structures: (page: number) => ['payroll', 'structures', page] as const,
  runs: (page: number) => ['payroll', 'runs', page] as const,
  run: (id: number) => ['payroll', 'run', id] as const,
};

export const usePayStructures = (page: number) =>
  useQuery({
    queryKey: payrollKeys.structures(page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/payroll/structures?page=${page}&pageSize=20`, { schema: payStructurePage, signal }),
    placeholderData: keepPreviousData,
  });

export const usePayRuns = (page: number) =>
  useQuery({
    queryKey: payrollKeys.runs(page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/payroll/runs?page=${page}&pageSize=12`, { schema: payRunPage, signal }),
    placeholderData: keepPreviousData,
  });

export const usePayRun = (id: number | null) =>
  useQuery({
    queryKey: payrollKeys.run(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/payroll/runs/${id}`, { schema: payRunDetail, signal }),
    enabled: id !== null,
  });

/** What a per-lecture rate may name: the subjects and the current batches (a searchable choice each). */
export const useRateChoices = () =>
  useQuery({
    queryKey: ['payroll', 'rate-choices'],
    queryFn: async ({ signal }) => {
      const [choices, batches] = await Promise.all([
        apiRequest('/api/v1/batches/choices', { schema: batchChoices, signal }),
        apiRequest('/api/v1/batches?status=current&pageSize=100', { schema: batchPage, signal }),
      ]);
      return {
        subjects: choices.subjects.map((c) => ({ value: String(c.id), label: c.name })),
        batches: batches.data.map((b) => ({ value: String(b.id), label: `${b.name} (${b.code})` })),
      };
    },
    staleTime: 60_000,
  });

/** Every payroll view is read again after a change. */
function usePayrollMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void client.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

/** Whom a structure pays: a teacher or a staff member. */
export type Payee = { teacherId: number | null; staffId: number | null };

export const useSetStructure = () =>
  usePayrollMutation(({ payee, body }: { payee: Payee; body: PayStructureBody }) =>
    apiRequest(
      payee.teacherId !== null
        ? `/api/v1/payroll/structures/${payee.teacherId}`
        : `/api/v1/payroll/staff/${payee.staffId}/structure`,
      { method: 'PUT', json: body, schema: payStructureItem },
    ),
  );

export const useAddStaff = () =>
  usePayrollMutation((body: PayStaffBody) =>
    apiRequest('/api/v1/payroll/staff', { json: body, schema: payStaffMember }),
  );

export const useCreateRun = () =>
  usePayrollMutation((body: PayRunCreate) =>
    apiRequest('/api/v1/payroll/runs', { json: body, schema: payRunDetail }),
  );

export type RunMove = 'approve' | 'paid' | 'recompute';
export const useMoveRun = () =>
  usePayrollMutation(({ id, move }: { id: number; move: RunMove }) =>
    apiRequest(`/api/v1/payroll/runs/${id}/${move}`, {
      method: 'POST',
      json: move === 'paid' ? {} : undefined,
      schema: payRunDetail,
    }),
  );

export const useSendPayslips = () =>
  usePayrollMutation((id: number) =>
    apiRequest(`/api/v1/payroll/runs/${id}/payslips/send`, { method: 'POST', schema: payslipsSent }),
  );

export const payslipHref = (runId: number, lineId: number) =>
  `/api/v1/payroll/runs/${runId}/payslips/${lineId}/pdf`;
export const bankFileHref = (runId: number) => `/api/v1/payroll/runs/${runId}/bank.csv`;

export const useSetLine = () =>
  usePayrollMutation(({ runId, lineId, body }: { runId: number; lineId: number; body: PayLineBody }) =>
    apiRequest(`/api/v1/payroll/runs/${runId}/lines/${lineId}`, {
      method: 'PUT',
      json: body,
      schema: payRunDetail,
    }),
  );

export const useReverseRun = () =>
  usePayrollMutation(({ id, reason }: { id: number; reason: string }) =>
    apiRequest(`/api/v1/payroll/runs/${id}/reverse`, { json: { reason }, schema: payRunDetail }),
  );
