import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiClientError, isUnauthorized } from './api.ts';
import { notifyUnauthorized } from './auth/unauthorized.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { ignoreUnauthorized?: boolean };
    mutationMeta: { ignoreUnauthorized?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && !query.meta?.ignoreUnauthorized) notifyUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error) && !mutation.meta?.ignoreUnauthorized) notifyUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors (4xx) will not change on retry; network and server errors might.
        retry: (count, error) =>
          isApiClientError(error) && error.status >= 400 && error.status < 500 ? false : count < 2,
      },
      mutations: { retry: false },
    },
  });
}
