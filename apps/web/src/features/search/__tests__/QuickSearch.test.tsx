import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { QuickSearchResult, SessionUser } from '@kaksha/contracts';
import { json, withServer } from '../../../test/withServer.tsx';
import { QuickSearch, isSearchShortcut } from '../QuickSearch.tsx';
import { readRecent } from '../recent.ts';
import { groupsOf } from '../results.ts';

const user: SessionUser = {
  SUCode: 'DEMO01',
  EmailID: 'desk@school.test',
  UserName: 'Desk',
  UserType: 'Staff',
};

const found: QuickSearchResult = {
  students: [
    {
      id: 12,
      name: 'Rahul Sharma',
      admissionNumber: 'ADM/2026-27/0012',
      className: 'Class 10',
      batches: 'JEE Morning',
      status: 'active',
      guardianMobile: '+919812345678',
      balance: 1_250_000,
    },
  ],
  enquiries: [
    {
      id: 7,
      studentName: 'Rahul Verma',
      guardianName: 'Sunil Verma',
      mobile: '+919812300000',
      stage: 'contacted',
      className: null,
      nextFollowUp: null,
    },
  ],
};

const formats = {
  money: (p: number) => `₹${p / 100}`,
  calendarDate: (d: string) => d,
  screenHref: (f: string) => `/adminhome?form=${f}`,
};

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

let asked: string[] = [];
function renderSearch() {
  return withServer(
    <MemoryRouter initialEntries={['/adminhome']}>
      <QuickSearch user={user} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    (url: string) => {
      if (url.startsWith('/api/v1/search')) {
        asked.push(decodeURIComponent(url.split('q=')[1] ?? ''));
        return json(found);
      }
      return json({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
    },
  );
}

beforeEach(() => {
  asked = [];
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the quick search', () => {
  it('opens with Ctrl+K, moves with the arrow keys and opens the record with Enter', async () => {
    const keys = userEvent.setup();
    renderSearch();
    await keys.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: /search students/i });
    await keys.type(box, '98123');
    const first = await screen.findByRole('option', { name: /Rahul Sharma/ });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.textContent).toContain(
      'Adm. no. ADM/2026-27/0012 · Class 10 · JEE Morning · ₹12,500.00 due',
    );
    expect(screen.getByRole('group', { name: 'Students' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Enquiries' })).toBeTruthy();
    expect(asked).toEqual(['98123']);

    await keys.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Rahul Verma/ }).getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Rahul Verma/ }).id,
    );
    await keys.keyboard('{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' }).textContent).toContain(
        '/adminhome?form=StudentProfile&student=12',
      ),
    );
    expect(readRecent(user)).toEqual(['98123']);
  });

  it('offers the recent searches before anything is typed, and runs one again', async () => {
    localStorage.setItem(`kaksha.recent-searches.DEMO01.desk@school.test`, JSON.stringify(['sharma']));
    const keys = userEvent.setup();
    renderSearch();
    await keys.click(screen.getByRole('button', { name: /search students/i }));
    const recent = await screen.findByRole('option', { name: 'sharma' });
    expect(recent.getAttribute('aria-selected')).toBe('true');
    await keys.keyboard('{Enter}');
    expect(
      ((await screen.findByRole('combobox', { name: /search students/i })) as HTMLInputElement).value,
    ).toBe('sharma');
    await screen.findByRole('option', { name: /Rahul Sharma/ });
  });

  it('knows Ctrl+K and ⌘K, not K alone or with Alt', () => {
    const key = (more: object) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, ...more });
    expect(
      [key({ ctrlKey: true }), key({ metaKey: true }), key({}), key({ ctrlKey: true, altKey: true })].map(
        isSearchShortcut,
      ),
    ).toEqual([true, true, false, false]);
  });

  it('leaves out kinds with nothing found and says what a teacher and a receipt open', () => {
    const groups = groupsOf(
      {
        students: [],
        teachers: [{ id: 3, name: 'Meera Iyer', email: 'm@s.test', mobile: '9876543210', active: false }],
        receipts: [
          {
            id: 9,
            number: 'RCP/2026-27/0009',
            studentName: 'Kabir Rao',
            admissionNumber: 'ADM/1',
            amount: 500_000,
            receivedOn: '2026-12-01',
            status: 'cancelled',
          },
        ],
      },
      formats,
    );
    expect(groups.map((g) => g.kind)).toEqual(['teachers', 'receipts']);
    expect(groups[0]!.options[0]).toMatchObject({
      href: '/panels',
      teacherId: 3,
      facts: ['Inactive', '9876543210', 'm@s.test'],
    });
    expect(groups[1]!.options[0]).toMatchObject({
      href: '/adminhome?form=ReceiptPopup&receipt=9',
      facts: ['₹5000', '2026-12-01', 'Kabir Rao', 'Cancelled'],
    });
  });
});
