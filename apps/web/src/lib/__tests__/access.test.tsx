import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMenuAccess } from '../access.ts';
import { json } from '../../test/withServer.tsx';

/** Asks the hook about `menus` while GET /api/v1/me/access answers `reply` (or never, or fails). */
function ask(menus: string | string[], reply: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(reply));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMenuAccess(menus), { wrapper }).result;
}
const grants = (body: unknown) => () => Promise.resolve(json(body));

afterEach(() => vi.unstubAllGlobals());

describe('useMenuAccess', () => {
  it('denies nothing and grants nothing while the grants load', () => {
    const result = ask('PendingFees', () => new Promise<Response>(() => {}));
    expect(result.current).toMatchObject({ loading: true, canView: false, canManage: false, denied: false });
  });

  it('reads a view grant as view only, and a menu not held as denied', async () => {
    const menus = { PendingFees: 'view' };
    const viewer = ask('PendingFees', grants({ owner: false, menus }));
    await waitFor(() => expect(viewer.current.loading).toBe(false));
    expect(viewer.current).toMatchObject({ canView: true, canManage: false, denied: false });

    const stranger = ask('PaidFees', grants({ owner: false, menus }));
    await waitFor(() => expect(stranger.current.loading).toBe(false));
    expect(stranger.current).toMatchObject({ canView: false, canManage: false, denied: true });
  });

  it('takes any one of several menus, at the highest level held', async () => {
    const result = ask(
      ['PaidFees', 'PendingFees'],
      grants({ owner: false, menus: { PendingFees: 'manage' } }),
    );
    await waitFor(() => expect(result.current.canManage).toBe(true));
    expect(result.current).toMatchObject({ canView: true, denied: false, owner: false });
  });

  it('lets an owner manage every menu', async () => {
    const result = ask('AuditLog', grants({ owner: true, menus: {} }));
    await waitFor(() => expect(result.current.owner).toBe(true));
    expect(result.current).toMatchObject({ canView: true, canManage: true, denied: false });
  });

  it('says why the grants could not be loaded, and denies nothing on that', async () => {
    const result = ask('AuditLog', grants({ code: 'INTERNAL', message: 'Down' }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current).toMatchObject({ loading: false, canView: false, denied: false });
  });
});
