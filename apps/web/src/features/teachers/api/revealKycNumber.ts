import { useMutation } from '@tanstack/react-query';
import { kycRevealResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

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
