export const userKeys = {
  all: ['users'] as const,
  list: (params: object) => ['users', 'list', params] as const,
  roleOptions: ['users', 'role-options'] as const,
  centres: ['users', 'centres'] as const,
  googleAccount: (id: number) => ['users', 'google-account', id] as const,
};
