import type { GuardianInput, StudentProfile } from '@kaksha/contracts';

/** What the student forms hold: selects keep ids as strings, and '' stands for "not given". */
export interface DetailsValues {
  name: string;
  dateOfBirth: string;
  gender: string | null;
  classId: string | null;
  boardId: string | null;
  school: string;
  address: string;
  centreId: string | null;
}

export interface GuardianValues {
  id: number | null;
  relation: string;
  name: string;
  mobile: string;
  whatsapp: string;
  email: string;
  occupation: string;
  preferredChannel: string | null;
  language: string | null;
  primary: boolean;
}

/** A guardian still to be typed in: how they are related is asked, never guessed (issue 65). */
export const newGuardian = (primary = false): GuardianValues => ({
  id: null,
  relation: '',
  name: '',
  mobile: '',
  whatsapp: '',
  email: '',
  occupation: '',
  preferredChannel: null,
  language: null,
  primary,
});

const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** The contract's input from the form's values. */
export function detailsInput(values: DetailsValues) {
  return {
    name: values.name,
    dateOfBirth: values.dateOfBirth || null,
    gender: values.gender || null,
    classId: idOrNull(values.classId),
    boardId: idOrNull(values.boardId),
    school: values.school,
    address: values.address,
    centreId: idOrNull(values.centreId) ?? 0,
  };
}

export function guardiansInput(list: GuardianValues[]): GuardianInput[] {
  return list.map(({ id, preferredChannel, language, ...g }) => ({
    ...g,
    ...(id ? { id } : {}),
    relation: g.relation as GuardianInput['relation'],
    preferredChannel: (preferredChannel || null) as GuardianInput['preferredChannel'],
    language: (language || null) as GuardianInput['language'],
  }));
}

export function detailsOf(student: StudentProfile | null): DetailsValues {
  return {
    name: student?.name ?? '',
    dateOfBirth: student?.dateOfBirth ?? '',
    gender: student?.gender ?? null,
    classId: student?.classId ? String(student.classId) : null,
    boardId: student?.boardId ? String(student.boardId) : null,
    school: student?.school ?? '',
    address: student?.address ?? '',
    centreId: student ? String(student.centreId) : null,
  };
}

export function guardiansOf(student: StudentProfile): GuardianValues[] {
  return student.guardians.map((g) => ({
    id: g.id,
    relation: g.relation,
    name: g.name,
    mobile: g.mobile,
    whatsapp: g.whatsapp,
    email: g.email,
    occupation: g.occupation,
    preferredChannel: g.preferredChannel,
    language: g.language,
    primary: g.primary,
  }));
}
