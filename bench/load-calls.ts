import type autocannon from 'autocannon';

// The calls the load benchmark makes beyond the lists: the front desk's writes, a collection, the
// timetable's reads and writes (load.ts measures them).

/** GETs `path` as the account and returns its `data` (a list's page). */
export async function dataOf<T>(url: string, account: { cookie: string }, path: string): Promise<T[]> {
  const res = await fetch(`${url}${path}`, { headers: { cookie: account.cookie } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T[] }).data;
}

/**
 * Recording an enquiry and admitting a student at the organisation's first centre, each with a mobile
 * of its own (from 6000000000 up: the dataset's numbers start with 9).
 */
export async function deskWrites(url: string, account: { cookie: string }) {
  const [centre] = await dataOf<{ id: number }>(url, account, '/api/v1/centres?page=1&pageSize=1');
  let n = 0;
  const mobile = () => `6${String(++n).padStart(9, '0')}`;
  const post = (path: string, body: () => object) => ({
    url: `${url}${path}`,
    method: 'POST' as const,
    headers: { cookie: account.cookie, 'content-type': 'application/json' },
    requests: [
      { setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(body()) }) },
    ],
  });
  return [
    {
      call: 'POST /api/v1/enquiries (a write)',
      options: post('/api/v1/enquiries', () => ({
        studentName: `Load Enquirer ${n + 1}`,
        guardianName: 'Load Parent',
        mobile: mobile(),
      })),
    },
    {
      call: 'POST /api/v1/students (an admission)',
      options: post('/api/v1/students', () => ({
        name: `Load Student ${n + 1}`,
        centreId: centre!.id,
        guardians: [{ relation: 'mother', name: 'Load Parent', mobile: mobile(), primary: true }],
      })),
    },
  ];
}

/** Collecting ₹1 in cash (to the oldest due) from the first 500 students of the organisation in turn. */
export async function collectCall(url: string, account: { cookie: string }) {
  const students: number[] = [];
  for (let page = 1; page <= 5; page++)
    students.push(
      ...(await dataOf<{ id: number }>(url, account, `/api/v1/students?page=${page}&pageSize=100`)).map(
        (s) => s.id,
      ),
    );
  // Today in UTC is never after the institute's today (India is ahead), so never refused as future.
  const body = JSON.stringify({
    amount: 100,
    mode: 'cash',
    receivedOn: new Date().toISOString().slice(0, 10),
  });
  let turn = 0;
  return {
    url: `${url}/api/v1/students/${students[0]}/payments`,
    method: 'POST' as const,
    headers: { cookie: account.cookie, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: `/api/v1/students/${students[turn++ % students.length]}/payments`,
          body,
        }),
      },
    ],
  };
}

/**
 * A teacher's calendar month (their classes; and every kind of booking, the one calendar's read), the
 * institute's day (its first page: the first 50 bookings of the day a batch's next class is on, and how
 * many more), and refused moves: each of up to ten batches' next class onto the time of
 * the one after (a batch clash). Several sessions, as several staff would move: 50 connections on one
 * session would only measure waiting for its row lock.
 */
export async function timetableCalls(url: string, account: { cookie: string }) {
  const headers = { cookie: account.cookie };
  const json = <T>(path: string) => dataOf<T>(url, account, path);
  const today = new Date().toISOString().slice(0, 10);
  const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  type Session = { id: number; teacherId: number; day: string; startsAt: string; endsAt: string };
  const hhmm = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    );
  const moves: { id: number; body: string }[] = [];
  let teacherId = 0;
  let classDay = '';
  for (const batch of await json<{ id: number }>('/api/v1/batches?page=1&pageSize=10')) {
    const [first, next] = (
      await json<Session>(`/api/v1/batches/${batch.id}/sessions?from=${today}&to=${weekAhead}`)
    ).slice(1);
    teacherId ||= first!.teacherId;
    classDay ||= first!.day;
    moves.push({
      id: first!.id,
      body: JSON.stringify({ day: next!.day, startTime: hhmm(next!.startsAt), endTime: hhmm(next!.endsAt) }),
    });
  }
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = new Date(Date.parse(monthStart) + 41 * 86_400_000).toISOString().slice(0, 10);
  let turn = 0;
  return {
    month: { url: `${url}/api/v1/teachers/${teacherId}/sessions?from=${monthStart}&to=${monthEnd}`, headers },
    bookingsMonth: {
      // As the teacher's calendar asks: a teacher's window is bounded by the clash rule (decision 078).
      url: `${url}/api/v1/bookings?teacherId=${teacherId}&from=${monthStart}&to=${monthEnd}&limit=500`,
      headers,
    },
    instituteDay: { url: `${url}/api/v1/bookings?from=${classDay}&to=${classDay}`, headers },
    clash: {
      url: `${url}/api/v1/sessions/${moves[0]!.id}/reschedule`,
      method: 'POST' as const,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const move = moves[turn++ % moves.length]!;
            return { ...request, path: `/api/v1/sessions/${move.id}/reschedule`, body: move.body };
          },
        },
      ],
    },
  };
}
