export const messageKeys = {
  all: ['messages'] as const,
  log: (params: object) => ['messages', 'log', params] as const,
  templates: ['messages', 'templates'] as const,
  channels: ['messages', 'channels'] as const,
  preferences: (ref: string) => ['messages', 'preferences', ref] as const,
};
