import type { EnquiryDetail, EnquiryInput, EnquirySource } from '@kaksha/contracts';

/** What the enquiry forms hold: selects keep ids as strings, '' or null stands for "not given". */
export interface EnquiryValues {
  studentName: string;
  guardianName: string;
  mobile: string;
  email: string;
  classId: string | null;
  boardId: string | null;
  subjectIds: string[];
  centreId: string | null;
  source: string;
  subSource: string;
  ownerId: string | null;
  notes: string;
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);

export function valuesOf(enquiry: EnquiryDetail | null, ownerId: number | null = null): EnquiryValues {
  const id = (value: number | null) => (value ? String(value) : null);
  return {
    studentName: enquiry?.studentName ?? '',
    guardianName: enquiry?.guardianName ?? '',
    mobile: enquiry?.mobile ?? '',
    email: enquiry?.email ?? '',
    classId: id(enquiry?.classId ?? null),
    boardId: id(enquiry?.boardId ?? null),
    subjectIds: enquiry?.subjectIds.map(String) ?? [],
    centreId: id(enquiry?.centreId ?? null),
    source: enquiry?.source ?? 'walk_in',
    subSource: enquiry?.subSource ?? '',
    ownerId: id(enquiry?.ownerId ?? ownerId),
    notes: enquiry?.notes ?? '',
  };
}

/** The contract's input from the form's values. */
export function inputOf(values: EnquiryValues): Omit<EnquiryInput, 'followUpOn' | 'followUpNote'> {
  return {
    ...values,
    classId: idOrNull(values.classId),
    boardId: idOrNull(values.boardId),
    subjectIds: values.subjectIds.map(Number),
    centreId: idOrNull(values.centreId),
    ownerId: idOrNull(values.ownerId),
    source: values.source as EnquirySource,
  };
}
