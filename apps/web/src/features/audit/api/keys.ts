export const auditKeys = {
  all: ['audit'] as const,
  list: (params: object) => ['audit', 'list', params] as const,
  facets: ['audit', 'facets'] as const,
};
