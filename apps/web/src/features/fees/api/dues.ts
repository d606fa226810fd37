import { useMutation } from '@tanstack/react-query';
import { feeStatement, sentResult, type RemindInput } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { useStatementChange } from './concessions.ts';

/** POST /api/v1/dues/{id}/waive-fine → the statement without the instalment's unpaid fine (409 if it has none). */
export const useWaiveFine = () =>
  useStatementChange(({ dueId, reason }: { dueId: number; reason: string }) =>
    apiRequest(`/api/v1/dues/${dueId}/waive-fine`, {
      method: 'POST',
      json: { reason },
      schema: feeStatement,
    }),
  );

/**
 * POST /api/v1/fees/reminders → how many families were told and how many students skipped. Nothing
 * cached changes (a reminder moves no money), so no list is fetched again.
 */
export const useSendReminders = () =>
  useMutation({
    mutationFn: (input: RemindInput) =>
      apiRequest('/api/v1/fees/reminders', { method: 'POST', json: input, schema: sentResult }),
  });
