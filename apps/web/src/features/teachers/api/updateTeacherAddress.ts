import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherAddressUpdateResponse, type TeacherAddressUpdateBody } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/**
 * POST /api/teacher/{teacherId}/address/update {Add1, Add2, City, State, PinCode, Country, Landmark,
 * SUCode, CreatedBy, EmailID, id?} → {respCode, respMsg, id}. Without id it adds the one address.
 */
export function updateTeacherAddress({
  teacherId,
  body,
}: {
  teacherId: number;
  body: TeacherAddressUpdateBody;
}) {
  return postJson(`/api/teacher/${teacherId}/address/update`, body, { schema: teacherAddressUpdateResponse });
}

export function useUpdateTeacherAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacherAddress,
    onSettled: (_reply, _error, { teacherId }) =>
      queryClient.invalidateQueries({ queryKey: teacherKeys.address(teacherId) }),
  });
}
