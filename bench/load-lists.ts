import type { LoadArea } from './load-measure.ts';
import { compare, measureEach, merged } from './load-measure.ts';

// The first pages of the lists every area has (issue 12: every list of the operations areas), and
// the big organisation's against the small one's for the five that grow with it.

/** The list endpoints compared between the big and the small organisation. */
const GROWING = [
  '/api/v1/users?page=1&pageSize=20',
  '/api/v1/teachers?page=1&pageSize=20',
  '/api/v1/audit?page=1&pageSize=20',
  '/api/v1/students?page=1&pageSize=20',
  '/api/v1/enquiries?page=1&pageSize=20',
];

const LISTS = [
  ...GROWING,
  '/api/v1/centres?page=1&pageSize=20',
  '/api/v1/boards?page=1&pageSize=20',
  '/api/v1/messages?page=1&pageSize=20',
  '/api/v1/batches?page=1&pageSize=20',
  '/api/v1/sessions/upcoming',
  '/api/v1/fee-plans?page=1&pageSize=20',
  '/api/v1/coupons?page=1&pageSize=20',
  '/api/v1/demo-classes?page=1&pageSize=20',
  '/api/v1/enquiries/board',
  '/api/v1/enquiries/summary',
  '/api/v1/enquiries?page=1&pageSize=20&followUp=overdue',
];

/** `/api/v1/x?page=1&pageSize=20&a=b` is named `GET /api/v1/x?a=b (big)`. */
export const listName = (path: string) =>
  `GET ${path.replace('?page=1&pageSize=20', '').replace('&', '?')} (big)`;

export const listsLoad: LoadArea = {
  name: 'lists',
  async measure({ big, small, get }) {
    const calls = await measureEach(LISTS.map((path) => [listName(path), get(big, path)] as const));
    const growth = [];
    for (const path of GROWING)
      growth.push(await compare(path.split('?')[0]!, get(small, path), get(big, path), { hot: false }));
    return merged([{ calls }, ...growth]);
  },
};
