import type { CurriculumKind, CurriculumListQuery } from '@kaksha/contracts';

/** The REST path of each kind: /api/v1/boards, /classes, /subjects. */
export const curriculumPath: Record<CurriculumKind, string> = {
  board: '/api/v1/boards',
  class: '/api/v1/classes',
  subject: '/api/v1/subjects',
};

export const curriculumKeys = {
  all: ['curriculum'] as const,
  kind: (kind: CurriculumKind) => ['curriculum', kind] as const,
  list: (kind: CurriculumKind, query: CurriculumListQuery) => ['curriculum', kind, 'list', query] as const,
};
