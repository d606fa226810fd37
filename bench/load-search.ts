import { dataOf } from './load-calls.ts';
import type { AreaResult, LoadArea } from './load-measure.ts';
import { compare, merged } from './load-measure.ts';

// Searching (decisions 033 and 089, issue 71): the quick search in the top bar and every list's
// `?q=`, the big organisation (20,000 students, 100,000 enquiries, 200,000 receipts) against the
// small one (100 times fewer), each as the desk types it: a common surname (2,000 of the big one's
// students are Sharmas), a first name and surname, a surname with a typo (nobody is "Sherma"), half
// a guardian's mobile (the dataset's are +9198 and eight digits of the student's id), a receipt's
// number, and a number nobody has.

const today = new Date();
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The day book over a year: every receipt of the dataset. */
const YEAR = `from=${iso(new Date(today.getTime() - 365 * 86_400_000))}&to=${iso(today)}`;

/** [name, path]: `{batch}` becomes the organisation's first batch. */
const SEARCHES: readonly (readonly [string, string])[] = [
  ['GET /api/v1/search?q=sharma', '/api/v1/search?q=sharma'],
  ['GET /api/v1/search?q=kavya rao', '/api/v1/search?q=kavya%20rao'],
  ['GET /api/v1/search?q=sherma (a typo)', '/api/v1/search?q=sherma'],
  ['GET /api/v1/search?q=98000123 (half a mobile)', '/api/v1/search?q=98000123'],
  ['GET /api/v1/search?q=00042 (a receipt)', '/api/v1/search?q=00042'],
  ['GET /api/v1/students?q=sharma', '/api/v1/students?page=1&pageSize=20&q=sharma'],
  ['GET /api/v1/students?q=kavya rao', '/api/v1/students?page=1&pageSize=20&q=kavya%20rao'],
  ['GET /api/v1/students?q=43210 (nobody)', '/api/v1/students?page=1&pageSize=20&q=43210'],
  ['GET /api/v1/enquiries?q=verma', '/api/v1/enquiries?page=1&pageSize=20&q=verma'],
  ['GET /api/v1/enquiries?q=4321', '/api/v1/enquiries?page=1&pageSize=20&q=4321'],
  ['GET /api/v1/teachers?q=lakshmi', '/api/v1/teachers?page=1&pageSize=20&q=lakshmi'],
  ['GET /api/v1/users?q=sharma', '/api/v1/users?page=1&pageSize=20&q=sharma'],
  ['GET /api/v1/users?q=4321', '/api/v1/users?page=1&pageSize=20&q=4321'],
  ['GET /api/v1/fees/pending?q=sharma', '/api/v1/fees/pending?page=1&pageSize=20&q=sharma'],
  [
    'GET /api/v1/fees/collections?q=sharma (a year)',
    `/api/v1/fees/collections?page=1&pageSize=20&${YEAR}&q=sharma`,
  ],
  [
    'GET /api/v1/fees/collections?q=00042 (a year)',
    `/api/v1/fees/collections?page=1&pageSize=20&${YEAR}&q=00042`,
  ],
  ['GET /api/v1/fees/students?q=sharma (the fee desk’s picker)', '/api/v1/fees/students?q=sharma'],
  ['GET /api/v1/batches/:id/candidates?q=sharma (allotment)', '/api/v1/batches/{batch}/candidates?q=sharma'],
];

export const searchLoad: LoadArea = {
  name: 'search',
  async measure({ url, big, small, get }) {
    const batchOf = async (account: typeof big) =>
      (await dataOf<{ id: number }>(url, account, '/api/v1/batches?page=1&pageSize=1'))[0]!.id;
    const [bigBatch, smallBatch] = [await batchOf(big), await batchOf(small)];
    const results: AreaResult[] = [];
    for (const [name, path] of SEARCHES) {
      try {
        results.push(
          await compare(
            name,
            get(small, path.replace('{batch}', String(smallBatch))),
            get(big, path.replace('{batch}', String(bigBatch))),
          ),
        );
      } catch (err) {
        // A search that answers errors (a 503 when the pool's wait runs out) is a finding to print,
        // not a reason to lose the rest of the run: it is reported as 0 req/s with what went wrong.
        const failed = { rps: 0, p99: 0, mean: 0, total: 0, since: new Date().toISOString() };
        results.push({ calls: [{ ...failed, call: `${name} (big) FAILED: ${(err as Error).message}` }] });
      }
    }
    return merged(results);
  },
};
