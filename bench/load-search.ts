import { listName } from './load-lists.ts';
import type { LoadArea } from './load-measure.ts';
import { measureEach } from './load-measure.ts';

// Searches (decisions 033 and 089): a number nobody has, and a common surname (2,000 of 20,000
// students).

const SEARCHES = [
  '/api/v1/students?page=1&pageSize=20&q=43210',
  '/api/v1/students?page=1&pageSize=20&q=sharma',
  '/api/v1/users?page=1&pageSize=20&q=4321',
  '/api/v1/enquiries?page=1&pageSize=20&q=4321',
];

export const searchLoad: LoadArea = {
  name: 'search',
  async measure({ big, get }) {
    return { calls: await measureEach(SEARCHES.map((path) => [listName(path), get(big, path)] as const)) };
  },
};
