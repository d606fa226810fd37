import { useQuery } from '@tanstack/react-query';
import { admissionDraft } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/enquiries/{id}/admission-draft: the admission form filled from an enquiry ("Admit"). */
export function useAdmissionDraft(enquiryId: number | null) {
  return useQuery({
    queryKey: studentKeys.draft(enquiryId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/enquiries/${enquiryId}/admission-draft`, { schema: admissionDraft, signal }),
    enabled: enquiryId !== null,
    retry: false,
  });
}
