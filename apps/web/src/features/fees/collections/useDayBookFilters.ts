import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import { PAYMENT_MODES, RECEIPT_STATUSES, type CollectionQuery } from '@kaksha/contracts';
import type { Filters } from '../../../components/FilterBar.tsx';

/** The day book's filters as the URL keeps them (`&from=2026-06-01&mode=upi`): a refresh or a shared link shows the same book. */
export type DayBookFilters = {
  from: string;
  to: string;
  mode: string | null;
  centre: string | null;
  cashier: string | null;
  batch: string | null;
  status: string | null;
  q: string;
};

export type FilterName = keyof DayBookFilters;
const NAMES: readonly FilterName[] = ['from', 'to', 'mode', 'centre', 'cashier', 'batch', 'status', 'q'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = (list: readonly string[], value: string | null) =>
  value && list.includes(value) ? value : null;
const idOf = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? value : null);

/** The filters in `params`, anything unreadable dropped; the dates default to `today` (the server's default too). */
export function readFilters(params: URLSearchParams, today: string): DayBookFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : today;
  };
  return {
    from: day('from'),
    to: day('to'),
    mode: oneOf(PAYMENT_MODES, params.get('mode')),
    centre: idOf(params.get('centre')),
    cashier: idOf(params.get('cashier')),
    batch: idOf(params.get('batch')),
    status: oneOf(RECEIPT_STATUSES, params.get('status')),
    q: params.get('q') ?? '',
  };
}

/** The list's query (without page) from the filters and the search as debounced. */
export function toQuery(f: DayBookFilters, search: string): Omit<CollectionQuery, 'page' | 'pageSize'> {
  const id = (value: string | null) => (value ? Number(value) : undefined);
  return {
    from: f.from,
    to: f.to,
    mode: (f.mode ?? undefined) as CollectionQuery['mode'],
    centreId: id(f.centre),
    cashierId: id(f.cashier),
    batchId: id(f.batch),
    status: (f.status ?? undefined) as CollectionQuery['status'],
    q: search || undefined,
  };
}

/**
 * The filters for the kit's FilterBar, kept in the URL: a change replaces the entry (Back leaves the
 * screen); `values.q` is the search as debounced.
 */
export function useDayBookFilters(today: string): Filters<DayBookFilters> {
  const [params, setParams] = useSearchParams();
  const raw = readFilters(params, today);
  const [search] = useDebouncedValue(raw.q.trim(), 300);
  const values = { ...raw, q: search };
  const defaults = readFilters(new URLSearchParams(), today);
  const change = (next: Partial<DayBookFilters>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const name of NAMES) {
          if (!(name in next)) continue;
          const value = next[name];
          if (value) copy.set(name, value);
          else copy.delete(name);
        }
        return copy;
      },
      { replace: true },
    );
  return {
    raw,
    values,
    defaults,
    set: (name, value) => change({ [name]: value }),
    clear: () => change(Object.fromEntries(NAMES.map((name) => [name, null]))),
    filtered: NAMES.some((name) => values[name] !== defaults[name]),
  };
}
