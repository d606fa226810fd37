/** Query keys of the teachers area: everything about one teacher sits under ['teacher', id]. */
export const teacherKeys = {
  all: ['teachers'] as const,
  list: (params: object) => ['teachers', 'list', params] as const,
  filters: ['teachers', 'filters'] as const,
  one: (id: number) => ['teacher', id] as const,
  card: (id: number) => ['teacher', id, 'card'] as const,
  address: (id: number) => ['teacher', id, 'address'] as const,
  education: (id: number) => ['teacher', id, 'education'] as const,
  experience: (id: number) => ['teacher', id, 'experience'] as const,
  subjects: (id: number) => ['teacher', id, 'subjects'] as const,
  centres: (id: number) => ['teacher', id, 'centres'] as const,
  kyc: (id: number) => ['teacher', id, 'kyc'] as const,
  allCentres: ['teacher-centres', 'all'] as const,
  curriculum: ['teacher-curriculum'] as const,
};
