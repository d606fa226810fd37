import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { FilterBar, useFilters } from '../FilterBar.tsx';

/** A list screen's part: the bar, and what the list would be asked for. */
function Bar() {
  const filters = useFilters({ q: '', status: 'all', from: '', to: '' }, 'q');
  return (
    <MantineProvider env="test">
      <FilterBar
        filters={filters}
        fields={[
          { kind: 'search', key: 'q', label: 'Search' },
          {
            kind: 'select',
            key: 'status',
            label: 'Status',
            native: true,
            data: [
              { value: 'all', label: 'Any status' },
              { value: 'true', label: 'Active' },
            ],
          },
          { kind: 'dates', from: 'from', to: 'to', fromLabel: 'From', toLabel: 'To' },
        ]}
      />
      <output aria-label="Asked">{JSON.stringify({ ...filters.values, filtered: filters.filtered })}</output>
    </MantineProvider>
  );
}

const asked = () => JSON.parse(screen.getByRole('status', { name: 'Asked' }).textContent!);

describe('FilterBar', () => {
  it('asks for the trimmed search once typing settles, and for a chosen value at once', async () => {
    render(<Bar />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  asha ');
    expect(asked().q).toBe('');
    await screen.findByText(/"q":"asha"/);
    expect(asked().filtered).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'true');
    expect(asked().status).toBe('true');
  });

  it('starts from the values the address gives (a dashboard link), and clears back to the defaults', async () => {
    window.history.pushState({}, '', '/adminhome?form=List&status=true&from=2026-12-01&other=x');
    try {
      render(<Bar />);
      const asked = () => JSON.parse(screen.getByLabelText('Asked').textContent!);
      expect(asked()).toMatchObject({ status: 'true', from: '2026-12-01', to: '', q: '', filtered: true });
      expect(asked()).not.toHaveProperty('other');
      await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(asked()).toMatchObject({ status: 'all', from: '', filtered: false });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('clears every field back to where it started', async () => {
    render(<Bar />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '01/04/2026{Tab}');
    expect(asked()).toMatchObject({ status: 'true', from: '2026-04-01', filtered: true });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(asked()).toEqual({ q: '', status: 'all', from: '', to: '', filtered: false });
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

/** A bar with one date ("due by") and nothing else. */
function DueByBar() {
  const filters = useFilters({ dueBy: '' });
  return (
    <MantineProvider env="test">
      <FilterBar filters={filters} fields={[{ kind: 'date', key: 'dueBy', label: 'Due by' }]} />
      <output aria-label="Asked">{JSON.stringify({ ...filters.values, filtered: filters.filtered })}</output>
    </MantineProvider>
  );
}

describe('FilterBar with a single date', () => {
  it('asks for the date typed, and clears it', async () => {
    render(<DueByBar />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Due by' }), '30/04/2026{Tab}');
    expect(asked()).toEqual({ dueBy: '2026-04-30', filtered: true });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(asked()).toEqual({ dueBy: '', filtered: false });
  });
});
