import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { centreInput } from '@kaksha/contracts';
import { ApiClientError } from '../../../lib/api.ts';
import { serverFieldErrors, zodResolver } from '../../../lib/form.ts';
import { CentreForm } from '../components/CentreForm.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <CentreForm centre={null} onDone={onDone} onCancel={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onDone;
}

describe('the form adapter', () => {
  it('gives each top-level field the first message of its zod issues', () => {
    const validate = zodResolver(centreInput);
    expect(validate({ CentreCode: ' ', CentreName: '', phone: '12' })).toEqual({
      CentreCode: 'Please enter the centre code.',
      CentreName: 'Please enter the centre name.',
      phone: 'Please enter a valid phone number.',
    });
    expect(validate({ CentreCode: 'N1', CentreName: 'North' })).toEqual({});
  });

  it('parses what toInput makes of the values', () => {
    const validate = zodResolver(centreInput, (v: { code: string }) => ({
      CentreCode: v.code,
      CentreName: 'x',
    }));
    expect(validate({ code: '' })).toEqual({ CentreCode: 'Please enter the centre code.' });
  });

  it('maps a failed call’s fieldErrors, renamed where asked, and nothing for other errors', () => {
    const error = new ApiClientError('Bad', {
      status: 400,
      kind: 'http',
      fieldErrors: { 'rows.0.name': 'First', name: 'Second' },
    });
    expect(serverFieldErrors(error)).toEqual({ 'rows.0.name': 'First', name: 'Second' });
    expect(serverFieldErrors(error, (path) => path.split('.').pop() ?? path)).toEqual({ name: 'First' });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});

describe('CentreForm', () => {
  it('shows the contract’s messages under the fields and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Phone/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save centre' }));
    expect(await screen.findByText('Please enter the centre code.')).toBeTruthy();
    expect(screen.getByText('Please enter the centre name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the parsed values and puts the server’s field errors on the fields', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 'CONFLICT',
            message: 'That code is taken.',
            fieldErrors: { CentreCode: 'A centre with this code exists.' },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const onDone = renderForm();
    await userEvent.type(screen.getByLabelText(/^Centre code/), 'n1');
    await userEvent.type(screen.getByLabelText(/^Centre name/), ' North ');
    await userEvent.click(screen.getByRole('button', { name: 'Save centre' }));
    expect(await screen.findByText('A centre with this code exists.')).toBeTruthy();
    expect(screen.getByText('That code is taken.')).toBeTruthy();
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      CentreCode: 'N1',
      CentreName: 'North',
      address: '',
      phone: '',
      active: true,
      opensAt: null,
      closesAt: null,
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});
