import { deskWrites } from './load-calls.ts';
import type { LoadArea } from './load-measure.ts';
import { measureEach } from './load-measure.ts';

// The writes: a board with its audit line (the plainest write), then the front desk's: an enquiry
// (its audit line, a follow-up, a thank-you message queued) and an admission (a gapless admission
// number, a guardian, the audit line).

export const writesLoad: LoadArea = {
  name: 'writes',
  async measure({ url, big, label }) {
    let board = 0;
    const boards = {
      url: `${url}/api/v1/boards`,
      method: 'POST' as const,
      headers: { cookie: big.cookie, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request: { body?: string | Buffer }) => ({
            ...request,
            body: JSON.stringify({ code: `L${label[1]}${++board}`, name: `Load board ${board}` }),
          }),
        },
      ],
    };
    return {
      calls: await measureEach([
        ['POST /api/v1/boards (a write)', boards],
        ...(await deskWrites(url, big)).map((write) => [write.call, write.options] as const),
      ]),
    };
  },
};
