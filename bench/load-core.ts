import type autocannon from 'autocannon';
import { BIG } from './load-accounts.ts';
import type { LoadArea } from './load-measure.ts';
import { measure, measureEach } from './load-measure.ts';

// The session's calls every screen makes (the menus, the access map), as the owner and as each of
// the big organisation's staff in turn; with BENCH_LOAD_ONLY, one list instead, for scale.

export const coreLoad: LoadArea = {
  name: 'core',
  always: true,
  async measure({ url, big, get, only, nextStaff, dataset }) {
    if (only)
      return {
        calls: [await measure('GET /api/v1/students (big)', get(big, '/api/v1/students?page=1&pageSize=20'))],
      };
    // The same calls as the big organisation's staff, each call a different one of them: the node
    // remembers a session for a second (SESSION_CACHE_MS), and with 20,000 signed in none is
    // remembered by the time its user calls again, so every call reads its session and grants.
    const asStaff = (path: string): [string, autocannon.Options] => [
      `GET ${path.split('?')[0]} (big, each call another of ${dataset.bigStaffSessions} staff)`,
      {
        url: `${url}${path}`,
        requests: [{ setupRequest: (request) => ({ ...request, headers: { cookie: nextStaff() } }) }],
      },
    ];
    return {
      calls: await measureEach([
        ['GET /api/v1/session', get(big, '/api/v1/session')],
        [
          'POST /api/menus',
          {
            url: `${url}/api/menus`,
            method: 'POST',
            headers: { cookie: big.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ SUCode: big.suCode, EmailID: BIG }),
          },
        ],
        ['GET /api/v1/me/access', get(big, '/api/v1/me/access')],
        asStaff('/api/v1/session'),
        asStaff('/api/v1/centres?page=1&pageSize=20'),
      ]),
    };
  },
};
