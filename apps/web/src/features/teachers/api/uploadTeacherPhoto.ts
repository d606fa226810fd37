import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacher, type Teacher } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** PUT /api/v1/teachers/{id}/photo (multipart, file field photo) → the teacher; checked by its bytes. */
export function uploadTeacherPhoto({ id, photo }: { id: number; photo: File }): Promise<Teacher> {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return apiRequest(`/api/v1/teachers/${id}/photo`, { method: 'PUT', form, schema: teacher });
}

/** The photo's address for <img>: GET /api/v1/teachers/{id}/photo (a version busts the browser's copy). */
export const teacherPhotoUrl = (id: number, version: string | number = '') =>
  `/api/v1/teachers/${id}/photo${version === '' ? '' : `?v=${encodeURIComponent(String(version))}`}`;

export function useUploadTeacherPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTeacherPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
