export const studentKeys = {
  all: ['students'] as const,
  list: (params: object) => ['students', 'list', params] as const,
  one: (id: number) => ['students', 'one', id] as const,
  choices: ['students', 'choices'] as const,
  guardians: (mobile: string) => ['students', 'guardians', mobile] as const,
  /** Refreshed by Student allotment's changes (features/batches), which name this key's start. */
  batches: (id: number) => ['students', 'batches', id] as const,
  /** Refreshed by allotments too (they bill the seated). */
  fees: (id: number) => ['students', 'fees', id] as const,
};
