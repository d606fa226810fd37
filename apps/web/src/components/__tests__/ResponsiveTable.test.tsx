import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { type Column, ResponsiveTable, type ResponsiveTableProps } from '../ResponsiveTable.tsx';

interface Room {
  id: number;
  name: string;
  floor: string;
  seats: number;
  open: boolean;
}

const rooms: Room[] = [
  { id: 1, name: 'Physics lab', floor: 'First', seats: 30, open: true },
  { id: 2, name: 'Library', floor: 'Ground\nEast wing', seats: 80, open: false },
];

const strings = {
  loading: 'Loading...',
  loadFailed: 'Failed to fetch rooms.',
  showing: 'Showing {from}–{to} of {total}',
  pages: 'Pages of rooms',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageN: 'Page {n}',
};

const columns: Column<Room>[] = [
  { header: 'Room', cell: (room) => room.name, rowHeader: true },
  { header: 'Floor', cell: (room) => room.floor, onCard: true },
  { header: 'Seats', cell: (room) => `${room.seats} seats`, onCard: (room) => String(room.seats) },
  { header: 'Status', cell: (room) => (room.open ? 'Open' : 'Closed') },
  { header: 'Actions', cell: (room) => <button type="button">{`Book ${room.name}`}</button> },
];

/** The screen width as the table sees it: at or above Mantine's md breakpoint (62em), or a phone. */
function atWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide && query === '(min-width: 62em)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderTable(props: Partial<ResponsiveTableProps<Room>> = {}) {
  return render(
    <MantineProvider env="test">
      <ResponsiveTable<Room>
        label="Rooms"
        data={{ data: rooms, total: 2 }}
        loading={false}
        failed={false}
        emptyText="No rooms yet."
        rowKey={(room) => room.id}
        columns={columns}
        card={{
          title: (room) => room.name,
          badge: (room) => (room.open ? 'Open' : 'Closed'),
          actions: (room) => <button type="button">{`Book ${room.name}`}</button>,
        }}
        page={1}
        pageSize={20}
        onPageChange={() => {}}
        strings={strings}
        {...props}
      />
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResponsiveTable on a desktop', () => {
  it('shows a named table with column headers and each row named by its row header', () => {
    atWidth(true);
    renderTable();
    const table = screen.getByRole('table', { name: 'Rooms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Room', 'Floor', 'Seats', 'Status', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Physics lab', 'Library']);
    const lab = within(table).getByRole('row', { name: /Physics lab/ });
    expect(
      within(lab)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['First', '30 seats', 'Open', 'Book Physics lab']);
    expect(screen.queryByRole('list', { name: 'Rooms' })).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('puts a wide table in a focusable region when asked, so that the keyboard can scroll it', () => {
    atWidth(true);
    renderTable({ scrollRegion: true });
    const region = screen.getByRole('region', { name: 'Rooms' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Rooms' })).toBeTruthy();
  });
});

describe('ResponsiveTable on a phone', () => {
  it('shows a named list of cards: a heading, the labelled fields, the badge and the actions', () => {
    atWidth(false);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const library = cards[1]!;
    expect(within(library).getByRole('heading', { level: 3 }).textContent).toBe('Library');
    expect(within(library).getByText('Closed')).toBeTruthy();
    // Only the columns marked onCard become fields, labelled with their header.
    const terms = [...library.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...library.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Floor', 'Seats']);
    expect(values).toEqual(['Ground\nEast wing', '80']);
    expect(within(library).getByRole('button', { name: 'Book Library' })).toBeTruthy();
  });

  it('renders a card of free content when the rows are not records with fields', () => {
    atWidth(false);
    renderTable({ card: (room) => <p>{`${room.name} on the ${room.floor} floor`}</p> });
    const cards = within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('listitem');
    expect(cards[0]!.textContent).toBe('Physics lab on the First floor');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('ResponsiveTable states and footer', () => {
  it('says when it is loading, and when there is nothing to show', () => {
    atWidth(true);
    const { unmount } = renderTable({ data: undefined, loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('table')).toBeNull();
    unmount();

    renderTable({ data: { data: [], total: 0 } });
    expect(screen.getByText('No rooms yet.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says that the list failed in an alert, with the reason when there is one', () => {
    atWidth(true);
    const { unmount } = renderTable({ data: undefined, failed: true });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch rooms.');
    unmount();

    renderTable({ data: undefined, failed: true, errorDetail: 'The server is busy.' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch rooms.The server is busy.');
  });

  it('counts the rows shown and offers labelled page buttons only when there is more than one page', async () => {
    atWidth(true);
    const onPageChange = vi.fn();
    const { unmount } = renderTable();
    expect(screen.getByRole('status').textContent).toBe('Showing 1–2 of 2');
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();

    renderTable({ data: { data: rooms, total: 1205 }, page: 2, pageSize: 2, onPageChange });
    expect(screen.getByRole('status').textContent).toBe('Showing 3–4 of 1,205');
    const pages = screen.getByRole('navigation', { name: 'Pages of rooms' });
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('shows a total the server stopped counting as "10,000+"', () => {
    atWidth(true);
    renderTable({ data: { data: rooms, total: 10_000, totalCapped: true }, pageSize: 2 });
    expect(screen.getByRole('status').textContent).toBe('Showing 1–2 of 10,000+');
  });
});
