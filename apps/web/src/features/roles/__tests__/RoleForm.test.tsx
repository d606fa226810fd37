import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RoleForm } from '../components/RoleForm.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onDone = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RoleForm role={null} readOnly={false} onDone={onDone} onCancel={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onDone;
}

const sent = (fetch: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;

describe('RoleForm', () => {
  it('says what the name needs and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('Please enter a role name.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the name and the screens granted, and puts the server’s field error under the name', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 'CONFLICT',
            message: 'That name is taken.',
            fieldErrors: { name: 'A role with this name exists.' },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const onDone = renderForm();
    await userEvent.type(screen.getByLabelText(/^Role name/), 'Front desk');
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('A role with this name exists.')).toBeTruthy();
    expect(screen.getByLabelText(/^Role name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Failed to save the role.')).toBeTruthy();
    expect(screen.getByText('That name is taken.')).toBeTruthy();
    // A new role starts with the dashboard at view.
    expect(sent(fetch)).toEqual({ name: 'Front desk', grants: [{ menu: 'Dashboard', level: 'view' }] });
    expect(onDone).not.toHaveBeenCalled();
  });
});
