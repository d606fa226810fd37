import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import BoardScreen from '../BoardScreen.tsx';

/** The Board screen (Class and Subject are the same component) as GET /api/v1/me/access decides. */

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

let menus: Record<string, 'view' | 'manage'> = {};
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/v1/me/access') return json({ owner: false, menus });
      if (url.startsWith('/api/v1/boards?'))
        return json({
          data: [
            {
              id: 1,
              code: 'CBSE',
              name: 'Central Board of Secondary Education',
              chapterCount: 3,
              createdAt: '2025-01-01T00:00:00.000Z',
              updatedAt: '2025-01-01T00:00:00.000Z',
            },
          ],
          total: 1,
          totalCapped: false,
        });
      return new Response('not found', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The screen at desktop width (a table) or phone width (a list of cards). */
const matchMedia = window.matchMedia;
function renderBoards(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: wide && query.includes('min-width'),
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <BoardScreen />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Board screen access', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a view-only user the boards without add, edit or delete (table and cards)', async () => {
    // Manage on another menu does not make Board manageable.
    menus = { Board: 'view', Class: 'manage' };
    renderBoards(true);
    const table = await screen.findByRole('table', { name: 'Boards' });
    expect(within(table).getByText('Central Board of Secondary Education')).toBeTruthy();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add board' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();

    renderBoards(false);
    const cards = await screen.findByRole('list', { name: 'Boards' });
    expect(within(cards).getByText('Central Board of Secondary Education')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit board CBSE' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete board CBSE' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText('No boards yet. Add your first board to get started.')).toBeNull();
    expect(calls.every((url) => url === '/api/v1/me/access' || url.startsWith('/api/v1/boards?'))).toBe(true);
  });

  it('keeps add, edit and delete for a manager (table and cards)', async () => {
    menus = { Board: 'manage' };
    renderBoards(true);
    const table = await screen.findByRole('table', { name: 'Boards' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add board' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Edit board CBSE' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Delete board CBSE' })).toBeTruthy();
    cleanup();

    renderBoards(false);
    const cards = await screen.findByRole('list', { name: 'Boards' });
    expect(within(cards).getByRole('button', { name: 'Edit board CBSE' })).toBeTruthy();
    expect(within(cards).getByRole('button', { name: 'Delete board CBSE' })).toBeTruthy();
  });
});
