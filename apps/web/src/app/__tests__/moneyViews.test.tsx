import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { FeeStatement } from '@kaksha/contracts';
import { createQueryClient } from '../../lib/queryClient.ts';
import { FeesSection } from '../../features/students/components/FeesSection.tsx';
import { CollectForm } from '../../features/fees/collect/CollectForm.tsx';
import { due, receipt } from '../../test/fees.ts';
import { json } from '../../test/withServer.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Student 42's statement: ₹12,000 owed, or nothing once it is paid. */
const statementOwing = (balance: number): FeeStatement => ({
  studentId: 42,
  dues: [due(1, 1, '2026-05-10', balance)],
  concessions: [],
  receipts: [],
  totals: {
    billed: 2_000_000,
    concession: 0,
    fine: 0,
    paid: 2_000_000 - balance,
    balance,
    overdue: balance,
    credit: 0,
  },
});

/** What the profile's Fees section shows as the balance. */
const profileBalance = () => {
  const term = within(screen.getByRole('region', { name: 'Fees' })).getByText('Balance', { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('every view of a student’s money', () => {
  it('shows the profile the new balance as soon as a fee is collected, without waiting for the cache', async () => {
    let paid = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/v1/me/access') return json({ owner: false, menus: { PendingFees: 'manage' } });
        if (url === '/api/v1/students/42/fees') return json(statementOwing(paid ? 0 : 1_200_000));
        if (url === '/api/v1/students/42/payments' && init?.method === 'POST') {
          paid = true;
          return json({ ...receipt, mode: 'cash', amount: 1_200_000 }, 201);
        }
        return json({ code: 'NOT_FOUND', message: 'Not here.' }, 404);
      }),
    );
    const onDone = vi.fn();
    // The app's own cache settings: a statement stays fresh for 30 s unless something says it changed.
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={createQueryClient()}>
          <FeesSection studentId={42} />
          <CollectForm
            statement={statementOwing(1_200_000)}
            today="2026-06-15"
            onCancel={() => {}}
            onDone={onDone}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByText('Balance', { selector: 'dt' });
    expect(profileBalance()).toBe('₹12,000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Collect and make receipt' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    await vi.waitFor(() => expect(profileBalance()).toBe('₹0.00'));
  });
});
