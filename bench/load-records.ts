import { dataOf } from './load-calls.ts';
import type { LoadArea } from './load-measure.ts';
import { measureEach } from './load-measure.ts';

// The records the desk opens most: an enquiry and a student's profile, each with its timeline, and
// the fee statement (dues, concessions, receipts) of the student who owes longest. Each is one
// statement (decision 052).

export const recordsLoad: LoadArea = {
  name: 'records',
  async measure({ url, big, get }) {
    const [enquiry] = await dataOf<{ id: number }>(url, big, '/api/v1/enquiries?page=1&pageSize=1');
    const [student] = await dataOf<{ id: number }>(url, big, '/api/v1/students?page=1&pageSize=1');
    const [owing] = await dataOf<{ studentId: number }>(url, big, '/api/v1/fees/pending?page=1&pageSize=1');
    return {
      calls: await measureEach([
        ['GET /api/v1/enquiries/:id (big)', get(big, `/api/v1/enquiries/${enquiry!.id}`)],
        ['GET /api/v1/students/:id (big)', get(big, `/api/v1/students/${student!.id}`)],
        ['GET /api/v1/students/:id/fees (big)', get(big, `/api/v1/students/${owing!.studentId}/fees`)],
      ]),
    };
  },
};
