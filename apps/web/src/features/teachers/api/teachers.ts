import {
  allCentresResponse,
  teacher,
  type Teacher,
  teacherCard,
  type TeacherCard,
  teacherFilters,
  type TeacherFilters,
  type TeacherInput,
  type TeacherListQuery,
  teacherPage,
  type TeacherUpdate,
} from '@kaksha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { teacherKeys } from './keys.ts';

/** GET /api/v1/teachers?page&pageSize&sort&q&centre&subject&active → {data, total}. */
export function listTeachers(query: TeacherListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/v1/teachers?${queryString(query)}`, { schema: teacherPage, signal });
}

export function useTeachers(query: TeacherListQuery) {
  return useQuery({
    queryKey: teacherKeys.list(query),
    queryFn: ({ signal }) => listTeachers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/teachers/filters → the centres and subjects the directory can filter by. */
export function getTeacherFilters(signal?: AbortSignal): Promise<TeacherFilters> {
  return apiRequest('/api/v1/teachers/filters', { schema: teacherFilters, signal });
}

export function useTeacherFilters() {
  return useQuery({ queryKey: teacherKeys.filters, queryFn: ({ signal }) => getTeacherFilters(signal) });
}

/** POST /api/get-all-centres (no body) → {respCode, centres}. */
export function getAllCentres(signal?: AbortSignal) {
  return apiRequest('/api/get-all-centres', { method: 'POST', schema: allCentresResponse, signal });
}

export function useAllCentres() {
  return useQuery({ queryKey: teacherKeys.allCentres, queryFn: ({ signal }) => getAllCentres(signal) });
}

/** GET /api/v1/teacher-details/{id} → {id, name, email, mobile, active}: the detail screen's header. */
export function getTeacherCard(id: number, signal?: AbortSignal): Promise<TeacherCard> {
  return apiRequest(`/api/v1/teacher-details/${id}`, { schema: teacherCard, signal });
}

export function useTeacherCard(id: number | null) {
  return useQuery({
    queryKey: teacherKeys.card(id ?? 0),
    queryFn: ({ signal }) => getTeacherCard(id!, signal),
    enabled: id !== null,
  });
}

export type SaveTeacherInput =
  { id: number; changes: TeacherUpdate } | { id?: undefined; changes: TeacherInput };

/** POST /api/v1/teachers (new) or PATCH /api/v1/teachers/{id} (changes; {active:false} deactivates) → the teacher. */
export function saveTeacher({ id, changes }: SaveTeacherInput): Promise<Teacher> {
  return id === undefined
    ? apiRequest('/api/v1/teachers', { method: 'POST', json: changes, schema: teacher })
    : apiRequest(`/api/v1/teachers/${id}`, { method: 'PATCH', json: changes, schema: teacher });
}

export function useSaveTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeacher,
    onSettled: (saved) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
      if (saved) void queryClient.invalidateQueries({ queryKey: teacherKeys.one(saved.id) });
    },
  });
}

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
