import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon } from '@kaksha/contracts';
import CouponsScreen from '../coupons/CouponsScreen.tsx';
import { json, withServer } from '../../../test/withServer.tsx';

afterEach(() => vi.unstubAllGlobals());

const used: Coupon = {
  id: 5,
  code: 'DIWALI-25',
  description: 'Diwali offer',
  kind: 'percent',
  value: 1250,
  validFrom: '2026-10-01',
  validTo: '2026-11-15',
  usageLimit: 50,
  perStudentLimit: 1,
  batches: [{ id: 7, name: 'JEE Morning' }],
  heads: [{ id: 2, name: 'Tuition' }],
  active: true,
  used: 3,
  discounted: 450_000,
  createdAt: '2026-09-20T05:00:00.000Z',
};
const page = (data: Coupon[]) => ({ data, total: data.length, totalCapped: false });

function renderScreen(level: 'view' | 'manage') {
  return withServer(<CouponsScreen />, (url, init) => {
    if (url === '/api/v1/me/access') return json({ owner: false, menus: { SpecialCoupon: level } });
    if (url.startsWith('/api/v1/coupons?') && url.includes('state=expired')) return json(page([]));
    if (url.startsWith('/api/v1/coupons?')) return json(page([used]));
    if (url === '/api/v1/coupons/5' && init?.method === 'DELETE')
      return json(
        {
          code: 'CONFLICT',
          message: 'A coupon that has been used cannot be deleted; switch it off instead.',
        },
        409,
      );
    if (url === '/api/v1/coupons' && init?.method === 'POST')
      return json({ ...used, id: 6, ...JSON.parse(String(init.body)), batches: [], heads: [], used: 0 }, 201);
    if (url.startsWith('/api/v1/batches?'))
      return json({
        data: [{ id: 7, name: 'JEE Morning', code: 'JEE-M' }],
        total: 1,
        page: 1,
        pageSize: 100,
      });
    if (url === '/api/v1/fee-heads') return json({ data: [] });
    return json({ code: 'NOT_FOUND', message: 'Not here.' }, 404);
  });
}

describe('SpecialCoupon', () => {
  it('lists coupons with value, days, uses and scope; a view-level user changes nothing', async () => {
    renderScreen('view');
    const card = (await screen.findByRole('heading', { name: 'DIWALI-25' })).closest('li')!;
    expect(card.textContent).toContain('12.5 %');
    expect(card.textContent).toContain('1 Oct 2026 – 15 Nov 2026');
    expect(card.textContent).toContain('3 of 50');
    expect(card.textContent).toContain('₹4,500.00 off so far');
    expect(card.textContent).toContain('Batches: JEE Morning; Heads: Tuition');
    expect(screen.queryByRole('button', { name: 'Add coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete DIWALI-25' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for DIWALI-25' })).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'expired');
    expect(await screen.findByText('No coupon matches this search.')).toBeTruthy();
  });

  it('adds a coupon in hundredths of a percent, and shows why a used one cannot be deleted', async () => {
    const fetch = renderScreen('manage');
    // A phone's card (jsdom is narrow) folds the row's actions into a menu.
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for DIWALI-25' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete DIWALI-25' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The coupon could not be deleted.')).toBeTruthy();
    expect(
      screen.getByText('A coupon that has been used cannot be deleted; switch it off instead.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a coupon' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'new-year');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Percentage/ }), '7.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Valid to/ }), '31/01/2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Coupon NEW-YEAR added.')).toBeTruthy();
    const sent = JSON.parse(
      String(fetch.mock.calls.find(([u, i]) => u === '/api/v1/coupons' && i?.method === 'POST')![1]!.body),
    );
    expect(sent).toMatchObject({
      code: 'NEW-YEAR',
      kind: 'percent',
      value: 750,
      validTo: '2027-01-31',
      usageLimit: null,
    });
  });
});
