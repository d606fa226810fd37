import { describe, expect, it } from 'vitest';
import { readFilters, toQuery } from '../collections/useDayBookFilters.ts';

const today = '2026-06-15';

describe('the day book’s filters in the URL', () => {
  it('default to today, with nothing else narrowing', () => {
    expect(readFilters(new URLSearchParams('form=PaidFees'), today)).toEqual({
      from: today,
      to: today,
      mode: null,
      centre: null,
      cashier: null,
      batch: null,
      status: null,
      q: '',
    });
  });

  it('are read back as written, and anything unreadable is dropped', () => {
    const read = readFilters(
      new URLSearchParams(
        'from=2026-06-01&to=junk&mode=upi&centre=3&cashier=0&batch=x&status=cancelled&q=ravi',
      ),
      today,
    );
    expect(read).toEqual({
      from: '2026-06-01',
      to: today,
      mode: 'upi',
      centre: '3',
      cashier: null,
      batch: null,
      status: 'cancelled',
      q: 'ravi',
    });
    expect(readFilters(new URLSearchParams('mode=barter&status=void'), today)).toMatchObject({
      mode: null,
      status: null,
    });
  });

  it('become the list’s query, with the search as debounced', () => {
    const filters = readFilters(new URLSearchParams('mode=cash&centre=3&batch=9&q=rav'), today);
    expect(toQuery(filters, 'ravi')).toEqual({
      from: today,
      to: today,
      mode: 'cash',
      centreId: 3,
      cashierId: undefined,
      batchId: 9,
      status: undefined,
      q: 'ravi',
    });
  });
});
