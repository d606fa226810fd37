import { kycDetailsResponse, kycRevealResponse, submitKycResponse } from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiClientError, apiRequest, postJson, readReply } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/index.ts';
import { teacherKeys } from './keys.ts';

/** POST /api/getKYCDetails {TeacherID} → {respCode, kycDetails (numbers masked), respMsg}. */
export function getKycDetails(TeacherID: number, signal?: AbortSignal) {
  return postJson('/api/getKYCDetails', { TeacherID }, { schema: kycDetailsResponse, signal });
}

export function useKycDetails(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.kyc(teacherId),
    queryFn: ({ signal }) => getKycDetails(teacherId, signal),
  });
}

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

/** POST /api/v1/teachers/{id}/kyc/{kycId}/reveal → {id, KYCType, DocNumber}: the whole number, audited. */
export function revealKycNumber({ teacherId, kycId }: { teacherId: number; kycId: number }) {
  return apiRequest(`/api/v1/teachers/${teacherId}/kyc/${kycId}/reveal`, {
    method: 'POST',
    schema: kycRevealResponse,
  });
}

export function useRevealKycNumber() {
  return useMutation({ mutationFn: revealKycNumber });
}

/**
 * POST /api/v1/teachers/{id}/kyc/{kycId}/download → the decrypted file as an attachment (audited).
 * A POST cannot be a plain link, so the bytes are fetched and handed to the browser as a download.
 */
export async function downloadKycFile({
  teacherId,
  kycId,
}: {
  teacherId: number;
  kycId: number;
}): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/teachers/${teacherId}/kyc/${kycId}/download`, {
      method: 'POST',
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiClientError(t.common.networkError, { status: 0, kind: 'network' });
  }
  if (!response.ok) {
    // Throws the server's {code, message} as an ApiClientError.
    readReply(response.status, response.headers.get('content-type'), await response.text());
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'document';
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadKycFile() {
  return useMutation({ mutationFn: downloadKycFile });
}
