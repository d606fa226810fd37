import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AttendanceDay, BelowThreshold, MonthGrid } from '@kaksha/contracts';
import AttendanceScreen from '../AttendanceScreen.tsx';

/** The Attendance screen: the day's registers, and the reports as the server answers them. */

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const counted = 'From 1 Dec 2026 to 31 Dec 2026, each class marked is one mark.';

const day: AttendanceDay = {
  day: '2026-12-07',
  today: '2026-12-07',
  registers: [
    {
      sessionId: 5,
      batchId: 1,
      day: '2026-12-07',
      batchName: 'JEE Morning',
      batchCode: 'JEE-M',
      subjectName: 'Physics',
      teacherName: 'Ravi Iyer',
      startsAt: '2026-12-07T04:00:00.000Z',
      endsAt: '2026-12-07T05:00:00.000Z',
      status: 'scheduled',
      marked: { present: 58, absent: 2 },
    },
  ],
};
const grid: MonthGrid = {
  from: '2026-12-01',
  to: '2026-12-31',
  counted,
  batch: { id: 1, name: 'JEE Morning', code: 'JEE-M' },
  month: '2026-12',
  absentCodes: ['A', 'V'],
  days: Array.from({ length: 31 }, (_, i) => ({
    day: `2026-12-${String(i + 1).padStart(2, '0')}`,
    marked: i < 2,
  })),
  students: {
    data: [
      {
        studentId: 9,
        name: 'Asha Rao',
        admissionNumber: 'A/1',
        cells: ['P', 'V/A', ...Array.from({ length: 29 }, () => '')],
        tally: { present: 1, marks: 3, percent: 33.3 },
      },
    ],
    total: 1,
    totalCapped: false,
  },
};
const below: BelowThreshold = {
  from: '2026-09-09',
  to: '2026-12-07',
  counted,
  threshold: 80,
  students: {
    data: [
      {
        studentId: 9,
        name: 'Asha Rao',
        admissionNumber: 'A/1',
        batchId: 1,
        batchName: 'JEE Morning',
        present: 1,
        marks: 3,
        percent: 33.3,
      },
    ],
    total: 1,
    totalCapped: false,
  },
};

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/v1/me/access') return json({ owner: false, menus: { Attendance: 'view' } });
      if (url.startsWith('/api/v1/attendance/day')) return json(day);
      if (url.startsWith('/api/v1/attendance/unmarked'))
        return json({
          data: [{ ...day.registers[0], sessionId: 4, day: '2026-12-06' }],
          total: 1,
          totalCapped: false,
        });
      if (url === '/api/v1/attendance/batches')
        return json({ data: [{ id: 1, name: 'JEE Morning', code: 'JEE-M' }] });
      if (url.startsWith('/api/v1/attendance/reports/batches/1/grid')) return json(grid);
      if (url.startsWith('/api/v1/attendance/reports/batches/1?'))
        return json({
          from: '2026-09-09',
          to: '2026-12-07',
          counted,
          batch: grid.batch,
          overall: { present: 0, marks: 0, percent: null },
          days: [],
        });
      if (url.startsWith('/api/v1/attendance/reports/below')) return json(below);
      return new Response('not found', { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** At desktop width: the list below the line is a table. */
const matchMedia = window.matchMedia;
function renderAt(path: string) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('min-width'),
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <AttendanceScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Attendance screen', () => {
  it('lists the day’s classes with what is marked', async () => {
    renderAt('/adminhome?form=Attendance');
    expect(await screen.findByText('58 present, 2 absent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark the register of JEE Morning Physics' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Registers' })).toHaveProperty('checked', true);
    // The coordinator's list: yesterday's class that ended unmarked.
    const unmarked = await screen.findByRole('button', {
      name: 'Mark JEE Morning Physics, 6 Dec 2026 (not marked)',
    });
    expect(unmarked.closest('li')!.textContent).toContain('Ravi Iyer');
  });

  it('shows the month’s grid with both classes of a day, absences apart, the line from the settings and how each figure was counted', async () => {
    renderAt('/adminhome?form=Attendance&view=reports&rbatch=1&month=2026-12');
    const table = await screen.findByRole('table', { name: 'Register of JEE Morning, December 2026' });
    const row = within(table).getByRole('row', { name: /Asha Rao/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(0, 2).map((c) => c.textContent)).toEqual(['P', 'V/A']);
    expect(cells[1]!.className).toMatch(/absent/);
    expect(cells[0]!.className).not.toMatch(/absent/);
    expect(cells.at(-1)!.textContent).toBe('33.3%');

    const low = await screen.findByRole('table', { name: 'Below 80%' });
    expect(within(low).getByText('1 of 3')).toBeTruthy();
    expect(screen.getAllByText(counted).length).toBeGreaterThanOrEqual(2);
    const csv = screen.getByRole('link', { name: 'Download Below 80% as CSV' });
    expect(csv.getAttribute('href')).toBe('/api/v1/attendance/reports/below/export.csv?batchId=1');
    expect(
      calls.some((c) => c.startsWith('/api/v1/attendance/reports/batches/1/grid?month=2026-12&page=1')),
    ).toBe(true);
  });
});
