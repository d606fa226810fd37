import type { LoadArea } from './load-measure.ts';
import { compare, merged } from './load-measure.ts';

// Fees (issue 18): the dues list and the day book, big (200,000 receipts) against small (2,000). At
// 50 connections since their page and summary were one statement (at 50 the dues list once waited
// longer than the pool's 3 s for a connection — docs/benchmarks.md, "Fees at scale" and "A page's
// summary in its statement"). Collection is measured last of all by bench/load.ts (it adds receipts).

/** The first and last day of the calendar month three months ago: a month of the day book. */
function pastMonth(): { from: string; to: string } {
  const now = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    from: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1))),
    to: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 0))),
  };
}
const DAY_BOOK = pastMonth();

const FEE_LISTS = [
  // PendingFees: everyone who owes, then those owing for more than 90 days.
  '/api/v1/fees/pending?page=1&pageSize=20',
  '/api/v1/fees/pending?page=1&pageSize=20&ageing=d90plus',
  // PaidFees (the day book): a month's receipts, ~20,000 for the big organisation.
  `/api/v1/fees/collections?page=1&pageSize=20&from=${DAY_BOOK.from}&to=${DAY_BOOK.to}`,
];

export const feesLoad: LoadArea = {
  name: 'fees',
  async measure({ big, small, get }) {
    const results = [];
    for (const list of FEE_LISTS) {
      const name = `GET ${list.replace(/\?page=1&pageSize=20&?/, '?').replace(/\?$/, '')}`;
      results.push(await compare(name, get(small, list), get(big, list)));
    }
    return merged(results);
  },
};
