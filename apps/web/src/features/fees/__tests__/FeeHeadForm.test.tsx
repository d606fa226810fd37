import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeeHeadForm } from '../components/FeeHeadForm.tsx';
import { json, withServer } from '../../../test/withServer.tsx';

afterEach(() => vi.unstubAllGlobals());

const brand = (gstRegistered: boolean) => ({
  name: 'Sunrise Classes',
  logoUrl: null,
  timeZone: 'Asia/Kolkata',
  gstRegistered,
  language: null,
  onboarding: { dismissed: true, left: [] },
});

function renderForm(gstRegistered: boolean) {
  return withServer(<FeeHeadForm head={null} onCancel={() => {}} onDone={() => {}} />, (path) =>
    path === '/api/v1/institute/brand' ? json(brand(gstRegistered)) : json({}, 404),
  );
}

const question = /has no GSTIN in Institute Settings/;

describe('FeeHeadForm', () => {
  it('questions a GST rate where it is set when the institute has no GSTIN (issue 65, bug 7)', async () => {
    renderForm(false);
    await userEvent.click(await screen.findByRole('textbox', { name: 'GST rate' }));
    expect(screen.queryByText(question)).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: '18 %' }));
    expect((await screen.findByRole('note')).textContent).toMatch(question);
  });

  it('says nothing of it when the institute has a GSTIN', async () => {
    const fetch = renderForm(true);
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => u === '/api/v1/institute/brand')).toBe(true),
    );
    await userEvent.click(await screen.findByRole('textbox', { name: 'GST rate' }));
    await userEvent.click(await screen.findByRole('option', { name: '18 %' }));
    expect(screen.queryByText(question)).toBeNull();
  });
});
