import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** A JSON reply as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Renders `ui` as the app does (Mantine, a fresh query cache that does not retry), with `answer`
 * standing in for the server; returns the fetch mock to read what was sent.
 */
export function withServer(ui: ReactNode, answer: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

/** A user of the demo institute (DEMO01) signed in, as the app keeps the session; `sessionStorage.clear()` ends it. */
export function signIn(UserType: 'Admin' | 'Staff' = 'Admin') {
  sessionStorage.setItem(
    'user',
    JSON.stringify({ SUCode: 'DEMO01', EmailID: 'a@b.test', UserName: 'A', UserType }),
  );
}
