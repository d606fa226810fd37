import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feeStatement, type ConcessionInput, type FeeStatement } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { feeKeys, useMoneyMoved } from '../../../lib/queryKeys.ts';

/**
 * Every call that changes what a student owes (a concession, a coupon, a waived fine) answers with
 * the student's statement as it now is: it replaces the cached one (the profile's too) at once, and
 * every other view of money (pending lists, the coupon's uses…) is fetched again.
 */
export function useStatementChange<I>(call: (input: I) => Promise<FeeStatement>) {
  const queryClient = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: call,
    onSuccess: (statement) => queryClient.setQueryData(feeKeys.statement(statement.studentId), statement),
    onSettled: (statement) => moneyMoved(statement && feeKeys.statement(statement.studentId)),
  });
}

/** POST /api/v1/students/{id}/concessions → the statement with the concession taken off. */
export const useGiveConcession = (studentId: number) =>
  useStatementChange((concession: ConcessionInput) =>
    apiRequest(`/api/v1/students/${studentId}/concessions`, {
      method: 'POST',
      json: concession,
      schema: feeStatement,
    }),
  );

/** POST /api/v1/concessions/{id}/withdraw → the statement owing again what the concession took off. */
export const useWithdrawConcession = () =>
  useStatementChange(({ id, reason }: { id: number; reason: string }) =>
    apiRequest(`/api/v1/concessions/${id}/withdraw`, {
      method: 'POST',
      json: { reason },
      schema: feeStatement,
    }),
  );
