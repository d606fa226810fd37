export const centreKeys = {
  all: ['centres'] as const,
  list: (params: object) => ['centres', 'list', params] as const,
  assignmentCentres: ['centres', 'assignment-centres'] as const,
  assignments: (id: number) => ['centres', 'assignments', id] as const,
};
