import {
  type AddExperienceBody,
  type Education,
  education,
  type EducationFields,
  educationList,
  getExperienceResponse,
  type InsertTeacherSubjectBody,
  type TeacherAddress,
  teacherAddressList,
  type TeacherAddressUpdateBody,
  teacherAddressUpdateResponse,
  type TeacherCentreAddBody,
  teacherCentreResponse,
  teacherCurriculum,
  type TeacherCurriculum,
  teacherRespCapsReply,
  teacherRespReply,
  teacherSubjectsResponse,
} from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** POST /api/teacher/{teacherId}/address (no body) → the address list (at most one). */
export function getTeacherAddress(teacherId: number, signal?: AbortSignal): Promise<TeacherAddress[]> {
  return apiRequest(`/api/teacher/${teacherId}/address`, {
    method: 'POST',
    schema: teacherAddressList,
    signal,
  });
}

export function useTeacherAddress(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.address(teacherId),
    queryFn: ({ signal }) => getTeacherAddress(teacherId, signal),
  });
}

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

/** POST /getEducationDetails {teacherID} → the list. */
export function getEducationDetails(teacherID: number, signal?: AbortSignal): Promise<Education[]> {
  return postJson('/getEducationDetails', { teacherID }, { schema: educationList, signal });
}

export function useEducationDetails(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.education(teacherId),
    queryFn: ({ signal }) => getEducationDetails(teacherId, signal),
  });
}

export interface SaveEducationInput {
  teacherId: number;
  /** Absent: a new entry. */
  id?: number;
  fields: EducationFields;
}

/**
 * The spec shows no save call for education, so: POST /api/v1/teachers/{id}/education (add) and
 * PATCH /api/v1/teachers/{id}/education/{entryId} (edit) → the saved entry.
 */
export function saveEducation({ teacherId, id, fields }: SaveEducationInput): Promise<Education> {
  return id === undefined
    ? apiRequest(`/api/v1/teachers/${teacherId}/education`, {
        method: 'POST',
        json: fields,
        schema: education,
      })
    : apiRequest(`/api/v1/teachers/${teacherId}/education/${id}`, {
        method: 'PATCH',
        json: fields,
        schema: education,
      });
}

export function useSaveEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEducation,
    onSettled: (_reply, _error, { teacherId }) =>
      queryClient.invalidateQueries({ queryKey: teacherKeys.education(teacherId) }),
  });
}

/** POST /getExperience {teacherID} → {respCode, experienceData, respMsg}. */
export function getExperience(teacherID: number, signal?: AbortSignal) {
  return postJson('/getExperience', { teacherID }, { schema: getExperienceResponse, signal });
}

export function useExperience(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.experience(teacherId),
    queryFn: ({ signal }) => getExperience(teacherId, signal),
  });
}

/** POST /addExperience {SUCode, CreatedBy, TeacherID, experienceData, EmailID} → {respCode, respMsg}. */
export function addExperience(body: AddExperienceBody) {
  return postJson('/addExperience', body, { schema: teacherRespReply });
}

export function useAddExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExperience,
    onSettled: (_reply, _error, body) =>
      queryClient.invalidateQueries({ queryKey: teacherKeys.experience(Number(body.TeacherID)) }),
  });
}

/** GET /api/v1/teacher-curriculum → the organisation's boards, classes and subjects to choose from. */
export function getTeacherCurriculum(signal?: AbortSignal): Promise<TeacherCurriculum> {
  return apiRequest('/api/v1/teacher-curriculum', { schema: teacherCurriculum, signal });
}

export function useTeacherCurriculum() {
  return useQuery({
    queryKey: teacherKeys.curriculum,
    queryFn: ({ signal }) => getTeacherCurriculum(signal),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/get-teacher-subjects {teacherID} → {respCode, subjectDetails}. */
export function getTeacherSubjects(teacherID: number, signal?: AbortSignal) {
  return postJson('/api/get-teacher-subjects', { teacherID }, { schema: teacherSubjectsResponse, signal });
}

export function useTeacherSubjects(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.subjects(teacherId),
    queryFn: ({ signal }) => getTeacherSubjects(teacherId, signal),
  });
}

/**
 * POST /api/insert-teacher-subject {SUCode, TeacherID, BoardCode, SubjectCode, ClassCode, CreatedBy,
 * CreaterSUCode, CreaterFormName, CreaterEmailID} → {RespCode, RespMsg}.
 */
export function insertTeacherSubject(body: InsertTeacherSubjectBody) {
  return postJson('/api/insert-teacher-subject', body, { schema: teacherRespCapsReply });
}

export function useInsertTeacherSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertTeacherSubject,
    onSettled: (_reply, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.subjects(Number(body.TeacherID)) });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}

/** POST /api/teacher-centre {teacherID} → {respCode, centreDetails}. */
export function getTeacherCentres(teacherID: number, signal?: AbortSignal) {
  return postJson('/api/teacher-centre', { teacherID }, { schema: teacherCentreResponse, signal });
}

export function useTeacherCentres(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.centres(teacherId),
    queryFn: ({ signal }) => getTeacherCentres(teacherId, signal),
  });
}

/** POST /api/teacher-centre-add {teacherId, CentreCode, SUCode, CreatedBy, EmailID} → {RespCode ('0' ok), RespMsg}. */
export function addTeacherCentre(body: TeacherCentreAddBody) {
  return postJson('/api/teacher-centre-add', body, { schema: teacherRespCapsReply });
}

export function useAddTeacherCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeacherCentre,
    onSettled: (_reply, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.centres(Number(body.teacherId)) });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}

export type PanelEntryKind = 'education' | 'experience' | 'subjects' | 'centres' | 'kyc';

const keyOf = {
  education: teacherKeys.education,
  experience: teacherKeys.experience,
  subjects: teacherKeys.subjects,
  centres: teacherKeys.centres,
  kyc: teacherKeys.kyc,
} as const;

/** DELETE /api/v1/teachers/{id}/{kind}/{entry} → 204: removes one entry of a panel (a centre by its code). */
export function removePanelEntry({
  teacherId,
  kind,
  entry,
}: {
  teacherId: number;
  kind: PanelEntryKind;
  entry: number | string;
}): Promise<void> {
  return apiRequest(`/api/v1/teachers/${teacherId}/${kind}/${encodeURIComponent(String(entry))}`, {
    method: 'DELETE',
  });
}

export function useRemovePanelEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePanelEntry,
    onSettled: (_reply, _error, { teacherId, kind }) => {
      void queryClient.invalidateQueries({ queryKey: keyOf[kind](teacherId) });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}
