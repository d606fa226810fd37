import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitKycResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

export interface SubmitKycInput {
  SUCode: string;
  CreatedBy: string;
  EmailID: string;
  teacherID: number;
  KYCType: string;
  DocNumber: string;
  Remarks: string;
  attachment: File;
}

/**
 * POST /api/submitKYC (multipart): SUCode, CreatedBy, EmailID, teacherID, KYCType, DocNumber, Remarks
 * and the file field attachment → {status (0 ok), message}.
 */
export function submitKyc({ attachment, ...fields }: SubmitKycInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('attachment', attachment, attachment.name);
  return apiRequest('/api/submitKYC', { method: 'POST', form, schema: submitKycResponse });
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSettled: (_reply, _error, { teacherID }) =>
      queryClient.invalidateQueries({ queryKey: teacherKeys.kyc(teacherID) }),
  });
}
