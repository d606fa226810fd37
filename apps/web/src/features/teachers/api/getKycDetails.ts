import { useQuery } from '@tanstack/react-query';
import { kycDetailsResponse } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
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
