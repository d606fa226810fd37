import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { grantableMenus } from '@kaksha/contracts';
import { as, createTestApp, registerAndLogin, rowsOf, sessionCookie } from '../test/harness.ts';
import type { Account, TestApp } from '../test/harness.ts';
import { declaredRoutes } from './plugins/auth.ts';
import type { DeclaredRoute } from './plugins/auth.ts';
import { addStaff, createRole } from '../test/helpers/users.ts';

/**
 * Walks the server's own route table (every route the API registered, collected as it was declared),
 * so a route added later is covered without anyone listing it here. For every route that is not public:
 *   - anonymous → 401;
 *   - a user of another organisation, pointed at this organisation's records (ids harvested from its
 *     lists, its SUCode in params and bodies) → 403 or 404, and never a byte of this organisation's data;
 *   - a user without the route's menu → 403 (and the refusal is in the audit log);
 *   - a user who may only view the menu, on a route that manages it → 403; on a route that views it,
 *     not refused.
 * The guard runs on the request line and cookie (onRequest), before the body is read, so these
 * refusals cannot depend on the body; bodies are still made valid from each route's contract schema
 * so that the other-organisation check reaches the handler.
 */

/** The only routes anyone may call without a session. A new one belongs here only after review. */
const PUBLIC_ROUTES = [
  'GET /api/v1/ping',
  'POST /register',
  'POST /login',
  'POST /api/login',
  'POST /send-otp',
  'POST /api/v1/password-reset/verify',
  'POST /reset-password',
  'POST /api/v1/invitations/lookup',
  'POST /api/v1/invitations/accept',
  // Login with Google: browser navigations, the second guarded by the flow's one-time state (decision 020).
  'GET /api/v1/auth/google',
  'GET /api/v1/auth/google/callback',
  // Delivery reports from SMS/WhatsApp providers: the unguessable token in the URL names the channel.
  'POST /api/v1/messages/receipts/:token',
  'GET /api/v1/messages/receipts/:token',
  // The institute's website enquiry form: the unguessable key in the URL names the institute; rate-limited.
  'GET /api/v1/public/enquiry-forms/:key',
  'POST /api/v1/public/enquiry-forms/:key',
  // A teacher's timetable for calendar apps: the unguessable token in the URL is the key; rate-limited.
  'GET /api/v1/calendar-feeds/:token',
  // A receipt's PDF for the family: the unguessable token (stored hashed) opens that receipt only,
  // and stops working once it is cancelled; rate-limited (decision 028).
  'GET /api/v1/receipt-links/:token',
  // The payment gateway's webhook: the token in the URL names the institute, the HMAC signature of
  // the body (its webhook secret) proves the sender; rate-limited (decision 031).
  'POST /api/v1/fees/online/webhook/:token',
];

/**
 * Bodies the schema sampler cannot make valid (keyed 'METHOD /url'). Add one here when the walker
 * says a generated body was refused as invalid.
 */
const EXAMPLE_BODIES: Record<string, unknown> = {
  // A Razorpay key id has its own shape.
  'PUT /api/v1/fees/online': {
    enabled: true,
    keyId: 'rzp_test_Walker12345',
    keySecret: 'walker-key-secret',
    webhookSecret: 'walker-hook-secret',
  },
  // Number formats need {SEQ} once, which no sampler guesses.
  'PUT /api/v1/institute/settings': {
    name: 'Walker Academy',
    address: '',
    phone: '',
    email: '',
    website: '',
    gstin: '',
    pan: '',
    upiId: '',
    timeZone: 'Asia/Kolkata',
    academicYearStartMonth: 4,
    financialYearStartMonth: 4,
    receiptNumberFormat: 'R/{SEQ}',
    admissionNumberFormat: 'A/{SEQ}',
    currency: 'INR',
    messageLanguage: 'en',
  },
  // A DLT id is 19 digits or nothing; no sampler guesses either.
  'PUT /api/v1/messages/templates/:event/:channel/:language': {
    subject: 'Walker probe',
    body: 'Walker probe',
    enabled: true,
    whatsappTemplate: '',
    dltTemplateId: '',
  },
  // A paper's blueprint adds up to its total marks (the sampler cannot read the intersection of the two).
  'POST /api/v1/question-papers': {
    batchId: 1,
    name: 'Walker paper',
    totalMarks: 1,
    cells: [{ chapterId: 1, bloom: 'remember', marks: 1, count: 1 }],
    questionIds: [1],
  },
  // The codes must keep P (Present) switched on, which no sampler guesses.
  'PUT /api/v1/attendance/settings': {
    codes: [{ code: 'P', name: 'Present', counts: 'present', minutes: false, alert: false, active: true }],
    freezeDays: 7,
    consecutiveAbsences: 3,
    lowAttendancePercent: 75,
    alertDelayMinutes: 10,
    coordinatorUserId: null,
  },
};

/**
 * Changes a menu's `view` level may make, each reviewed: marking a register is the Attendance screen's
 * use, so a teacher holding the menu at view marks; past the freeze only a manager may (decision 071).
 * Entering an exam's marks likewise; once its results are published only a manager may (decision 075).
 * A teacher's remark on a report card is theirs to write too.
 */
const CHANGES_AT_VIEW = [
  'PUT /api/v1/attendance/register',
  'PUT /api/v1/exams/:id/papers/:paperId/marks',
  'PUT /api/v1/exams/:id/papers/:paperId/components/:position/attempts/:attempt',
  'PUT /api/v1/exams/:id/remarks/:studentId',
];

/**
 * Fields a sampled body needs set together (a start before an end, a place), merged into the sample;
 * the rest is sampled and pointed at A's records as usual.
 */
const BODY_HINTS: Record<string, Record<string, unknown>> = {
  // A state code, an account number and an IFSC have shapes no sampler guesses; a month has begun.
  'PUT /api/v1/payroll/structures/:teacherId': {
    ptState: 'MH',
    accountNumber: '',
    ifsc: '',
    lectureRates: [],
  },
  'PUT /api/v1/payroll/staff/:id/structure': { ptState: 'MH', accountNumber: '', ifsc: '', lectureRates: [] },
  'POST /api/v1/payroll/staff': { email: '', mobile: '' },
  'PATCH /api/v1/payroll/staff/:id': { email: '', mobile: '' },
  'POST /api/v1/payroll/runs': { month: '2026-01', flagPercent: 10 },
  'POST /api/v1/demo-classes': {
    date: '2030-01-15',
    startTime: '10:00',
    endTime: '11:00',
    onlineLink: 'https://meet.example.test/walker',
  },
  // Opening hours are optional; a sampled pair may close before it opens.
  'POST /api/v1/centres': { opensAt: null, closesAt: null },
  'PATCH /api/v1/centres/:id': { opensAt: null, closesAt: null },
  // A batch the slot, session and allotment routes can then be aimed at.
  'POST /api/v1/batches': {
    code: 'WALK1',
    startsOn: '2030-01-01',
    endsOn: '2030-12-31',
    mode: 'classroom',
    meetingLink: '',
    roomId: null,
    boardId: null,
    classId: null,
    subjectIds: [],
    status: 'active',
  },
  // A slot within the sampled batch's dates (the walker's batches start on the sampled day).
  'POST /api/v1/batches/:id/slots': slotHints(),
  'PUT /api/v1/slots/:id': slotHints(),
  'POST /api/v1/sessions/:id/reschedule': { day: '2030-01-16', startTime: '10:00', endTime: '11:00' },
  'POST /api/v1/holidays': { fromDate: '2030-01-15', toDate: '2030-01-15', centreId: null, batchId: null },
  // A scale's bands start from 0%; an exam's papers each end after they start and pass within the maximum.
  'POST /api/v1/grading-scales': { bands: [{ fromPercent: 0, grade: 'P', gradePoint: null, remark: '' }] },
  // A student, so that the student, fee and receipt routes are aimed at one of A's (a birth day that has
  // come, a guardian with a real mobile number).
  'POST /api/v1/students': {
    dateOfBirth: '2012-05-01',
    admissionDate: '2026-06-01',
    classId: null,
    boardId: null,
    // Not from A's enquiry: admitted, it would leave the open enquiries the enquiry routes are aimed at.
    enquiryId: undefined,
    guardians: [
      {
        relation: 'father',
        name: 'Walker Parent',
        mobile: '9876543210',
        whatsapp: '',
        email: '',
        occupation: '',
        preferredChannel: null,
        primary: true,
      },
    ],
  },
  // A follow-up cannot be planned for a day that has gone (issue 65).
  'POST /api/v1/enquiries': { followUpOn: '2030-01-15' },
  'POST /api/v1/exams': examHints(),
  'PUT /api/v1/exams/:id': examHints(),
  // A question's type decides what else it needs: a long one needs no options and no answer.
  'POST /api/v1/questions': questionHints(),
  'PUT /api/v1/questions/:id': questionHints(),
};

function questionHints() {
  return { type: 'long', options: [], correctOption: null, answer: '', marks: 5, topicId: null };
}

function examHints() {
  const paper = { subjectId: 1, date: '2030-01-15', startTime: '10:00', endTime: '11:00', roomId: null };
  return { batchIds: [1], papers: [{ ...paper, teacherId: null, maxMarks: 50, passingMarks: 20 }] };
}

function slotHints() {
  return { weekday: 2, startTime: '10:00', endTime: '11:00', fromDate: '2030-01-15', toDate: '2030-02-15' };
}

let t: TestApp;
let routes: DeclaredRoute[];
let ownerA: Account;
let ownerB: Account;
let noMenu: Account & { id: number };
let viewer: Account & { id: number };
/** Strings that appear only in organisation A's records. */
let markersA: string[];
/** URL prefix of a list (e.g. /api/v1/roles) → the first record organisation A's owner sees in it. */
const harvested = new Map<string, Record<string, unknown>>();
/** The create routes that made a record for organisation A. */
const created = new Set<string>();
/** Create routes that changed something without writing the audit log. */
const unaudited = new Set<string>();
/** Routes that the other organisation was aimed at A's records through. */
const aimed = new Set<string>();

const key = (r: Pick<DeclaredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;
const isMenu = (
  r: DeclaredRoute,
): r is DeclaredRoute & { access: { menu: string; level: 'view' | 'manage' } } =>
  typeof r.access === 'object';

// ---- a small sampler: a valid-looking value for a zod schema ----

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** Plausible strings for a field, the ones its name suggests first (Indian data: PIN codes, mobiles). */
function stringCandidates(name: string): string[] {
  const n = name.toLowerCase();
  const hinted: string[] = [];
  if (n.includes('email')) hinted.push('walker.probe@example.test');
  if (/mobile|whatsapp|phone/.test(n)) hinted.push('9876543210');
  if (/url|link|video/.test(n)) hinted.push('https://example.com/probe');
  if (/date|from|^to$/.test(n)) hinted.push('2025-01-15');
  if (n.includes('password')) hinted.push('walker probe password');
  if (n.includes('otp')) hinted.push('1234');
  if (n.includes('token')) hinted.push('x'.repeat(43));
  if (n.includes('pin')) hinted.push('560001');
  if (n.includes('year')) hinted.push('2020');
  if (n.includes('marks')) hinted.push('87.5%');
  if (n.includes('state')) hinted.push('Karnataka');
  if (n.includes('menu')) hinted.push('Dashboard');
  if (n.includes('name')) hinted.push('Walker probe');
  if (n.includes('code')) hinted.push('P1');
  return [
    ...hinted,
    'Walker probe',
    'P1',
    '1',
    'Y',
    'N',
    '2020',
    '560001',
    '2025-01-15',
    'https://example.com/probe',
    'walker.probe@example.test',
    '9876543210',
    'x'.repeat(43),
  ];
}

const NONE = Symbol('none');

/** Values to try for a schema, most likely first (each is checked against the field's whole schema). */
function candidates(schema: AnySchema, name: string, forQuery: boolean): unknown[] {
  const def = schema._zod.def;
  const inner = (s: unknown) => candidates(s as AnySchema, name, forQuery);
  switch (def.type) {
    case 'optional':
      return forQuery ? [NONE] : [...inner(def.innerType), NONE];
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'string':
      return stringCandidates(name);
    case 'number':
    case 'int':
      return [1, 2, 10, 100, 2020, 0];
    case 'boolean':
      return [true, false];
    case 'date':
      return [new Date().toISOString()];
    case 'literal':
      return def.values as unknown[];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'union':
      return (def.options as AnySchema[]).flatMap((option) => inner(option));
    case 'array': {
      const item = sample(def.element as AnySchema, name, forQuery);
      return item === NONE ? [[]] : [[item], []];
    }
    case 'object':
      return [sampleObject(schema, forQuery)];
    case 'record':
      return [{}];
    default:
      return ['probe'];
  }
}

function sample(schema: AnySchema, name = '', forQuery = false): unknown {
  const all = candidates(schema, name, forQuery);
  return all.find((c) => c === NONE || schema.safeParse(c).success) ?? all[0] ?? NONE;
}

/** Each field sampled alone, then fields named by the object's own checks tried with their other candidates. */
function sampleObject(schema: AnySchema, forQuery: boolean): Record<string, unknown> {
  const shape = schema._zod.def.shape as Record<string, AnySchema>;
  const options = Object.fromEntries(
    Object.entries(shape).map(([field, fieldSchema]) => [
      field,
      candidates(fieldSchema, field, forQuery).filter((c) => c === NONE || fieldSchema.safeParse(c).success),
    ]),
  );
  const chosen = Object.fromEntries(Object.keys(shape).map((field) => [field, 0]));
  const build = () => {
    const out: Record<string, unknown> = {};
    for (const field of Object.keys(shape)) {
      const value = options[field]![chosen[field]!] ?? sample(shape[field]!, field, forQuery);
      if (value !== NONE) out[field] = value;
    }
    return out;
  };
  for (let round = 0; round < 20; round++) {
    const parsed = schema.safeParse(build());
    if (parsed.success) break;
    const field = parsed.error.issues.map((i) => String(i.path[0])).find((f) => f in shape);
    if (!field || chosen[field]! + 1 >= options[field]!.length) break;
    chosen[field]!++;
  }
  return build();
}

const isZod = (s: unknown): s is AnySchema => typeof s === 'object' && s !== null && '_zod' in s;
const isMultipart = (r: DeclaredRoute) =>
  Boolean((r.schema as { consumes?: string[] } | undefined)?.consumes?.some((c) => c.includes('multipart')));

/**
 * Organisation A's value for a parameter or body field that names a record: its SUCode; a record of
 * the list the route hangs under (/api/v1/roles/:id → /api/v1/roles); or, for names like teacherId or
 * boardCode, a record of the list named so (/api/v1/teachers, /api/v1/boards).
 */
function valueOfA(name: string, routeUrl?: string): unknown {
  if (/^su_?code$/i.test(name)) return ownerA.suCode;
  const lower = name.toLowerCase();
  if (routeUrl?.includes(`:${name}`)) {
    const prefix = routeUrl.slice(0, routeUrl.indexOf(`:${name}`)).replace(/\/$/, '');
    const record = harvested.get(prefix);
    const value = record?.[name] ?? (lower === 'id' ? record?.id : undefined);
    if (value !== undefined) return value;
  }
  // /api/v1/teacher-details/:id names a teacher: the first word of the segment before the id.
  const segment =
    lower === 'id' && routeUrl ? routeUrl.slice(0, routeUrl.indexOf(':id')).split('/').at(-2) : '';
  const stem =
    lower === 'id' ? (segment ?? '').split('-')[0]!.replace(/s$/, '') : lower.replace(/(id|code)$/, '');
  if (!stem) return undefined;
  for (const [url, record] of harvested) {
    const last = (url.split('/').filter(Boolean).pop() ?? '').toLowerCase().replace(/-/g, '');
    if (!last.startsWith(stem)) continue;
    if (lower.endsWith('code')) {
      const field = Object.keys(record).find((k) => k.toLowerCase().endsWith('code'));
      if (field) return record[field];
    } else if (record.id !== undefined) {
      return record.id;
    }
  }
  return undefined;
}

/**
 * Parameters that name a kind of thing, the same for every organisation, though any text of a shape is
 * accepted: a job (declared by its area; each organisation sees only its own runs of it).
 */
const KIND_PARAMS: Record<string, string> = {
  '/api/v1/jobs/:name/runs': 'name',
  '/api/v1/jobs/:name/run': 'name',
};

function isEnum(params: AnySchema, name: string): boolean {
  const shape = (params._zod.def.shape ?? {}) as Record<string, AnySchema>;
  return shape[name]?._zod.def.type === 'enum';
}

/** A request for the route, pointed at organisation A wherever it names an organisation or a record. */
function requestFor(route: DeclaredRoute): {
  options: InjectOptions;
  referencesA: boolean;
  sampled: boolean;
} {
  const schema = route.schema as { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
  let referencesA = false;
  // Whether the request passes the route's own schema (else the walker, not the route, is at fault).
  let sampled = true;
  const paramSamples = isZod(schema?.params) ? (sample(schema.params, '') as Record<string, unknown>) : {};
  const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_whole, param: string) => {
    // A parameter with fixed values (a channel, a language) names a kind of thing, never A's record.
    const fixed = (isZod(schema?.params) && isEnum(schema.params, param)) || KIND_PARAMS[route.url] === param;
    const value = fixed ? undefined : valueOfA(param, route.url);
    if (value !== undefined) referencesA = true;
    return encodeURIComponent(String(value ?? paramSamples[param] ?? 1));
  });
  const query = isZod(schema?.querystring)
    ? (sample(schema.querystring, '', true) as Record<string, unknown>)
    : {};
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  };
  if (!['GET', 'HEAD', 'DELETE'].includes(route.method) && !isMultipart(route)) {
    const example = EXAMPLE_BODIES[key(route)];
    const sampledBody = isZod(schema?.body) ? sample(schema.body) : {};
    const hints = BODY_HINTS[key(route)];
    let body = example ?? (hints ? { ...(sampledBody as Record<string, unknown>), ...hints } : sampledBody);
    // An example body is used as written: its fields were chosen, not guessed (an email's `subject`
    // is text, not a reference to a subject of the curriculum).
    if (example === undefined && body !== null && typeof body === 'object' && !Array.isArray(body)) {
      const fields: Record<string, unknown> = { ...body };
      const resource = (route.url.split('/').filter(Boolean).pop() ?? '').toLowerCase();
      for (const field of Object.keys(fields)) {
        // A create route's own key (CentreCode on /api/v1/centres) names the new record, not another.
        if (resource.startsWith(field.toLowerCase().replace(/(id|code)$/, '') || '\0')) continue;
        // A field hinted as undefined is left out, not aimed at A's record.
        if (hints && field in hints && hints[field] === undefined) continue;
        const value = valueOfA(field);
        if (value === undefined) continue;
        // Keep the field's type: a number where the sample was one, else a string.
        const typed = typeof fields[field] === 'number' ? Number(value) : String(value);
        if (isZod(schema?.body) && !schema.body.safeParse({ ...fields, [field]: typed }).success) continue;
        fields[field] = typed;
        referencesA = true;
      }
      body = fields;
    }
    if (isZod(schema?.body) && !schema.body.safeParse(body).success) sampled = false;
    options.payload = body as InjectOptions['payload'];
  }
  if (isZod(schema?.querystring) && !schema.querystring.safeParse(options.query).success) sampled = false;
  return { options, referencesA, sampled };
}

async function login(account: { email: string; password: string }): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: account });
  return sessionCookie(res.headers['set-cookie']);
}

/** Calls as the account; a route that ended its session (a logout, say) is followed by a new sign-in. */
async function callAs(account: Account, options: InjectOptions): Promise<LightMyRequestResponse> {
  const alive = await t.app.inject(as(account, { method: 'GET', url: '/api/v1/session' }));
  if (alive.statusCode === 401) account.cookie = await login(account);
  return t.app.inject(as(account, options));
}

const describeCall = (route: DeclaredRoute, res: LightMyRequestResponse) =>
  `${key(route)} → ${res.statusCode} ${res.body.slice(0, 200)}`;

beforeAll(async () => {
  t = await createTestApp({ limits: { invitationsPerWindow: 10_000, loginPerWindow: 10_000 } });
  routes = declaredRoutes(t.app);
  // HEAD is answered by its GET's route (same hooks); walking both only doubles the time.
  routes = routes.filter(
    (r) => r.method !== 'HEAD' || !routes.some((g) => g.method === 'GET' && g.url === r.url),
  );

  ownerA = await registerAndLogin(t.app);
  ownerB = await registerAndLogin(t.app);
  const marker = `Walker-${process.pid}-${Date.now()}`;
  await createRole(t, ownerA, [{ menu: 'Batch', level: 'view' }], `${marker} role`);
  noMenu = await addStaff(t, ownerA, { label: 'nomenu' });
  viewer = await addStaff(t, ownerA, {
    label: 'viewer',
    grants: grantableMenus.map((m) => ({ menu: m.frmName, level: 'view' as const })),
  });
  markersA = [ownerA.suCode, ownerA.email, noMenu.email, viewer.email, marker];

  // One record of every kind organisation A can create (twice: later kinds may need earlier ones),
  // then A's records from every list it can read, to aim the other organisation at.
  const creators = routes.filter(
    (r) =>
      r.method === 'POST' &&
      !r.url.includes(':') &&
      isMenu(r) &&
      r.access.level === 'manage' &&
      !isMultipart(r),
  );
  const harvest = async () => {
    for (const route of routes) {
      if (route.method !== 'GET' || route.access === 'public' || route.url.includes(':')) continue;
      // A picker's names (/teachers/names) are its collection's records, not a kind of their own: a
      // field called `name` is no reference to them.
      if (route.url.endsWith('/names')) continue;
      const res = await t.app.inject(as(ownerA, requestFor(route).options));
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
      const body = res.json() as unknown;
      const list = Array.isArray(body) ? body : (body as { data?: unknown }).data;
      // The first record that is not the owner, so that nothing walks up to the owner's own account.
      const records = Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
      const record = records.find((r) => r.email !== ownerA.email) ?? records[0];
      if (record && typeof record === 'object') harvested.set(route.url, record);
    }
  };
  const auditCount = async () =>
    (
      await rowsOf<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from audit_log where user_id = ${ownerA.userId} and action <> 'refused'`,
      )
    )[0]!.n;
  for (let pass = 0; pass < 2; pass++) {
    for (const route of creators) {
      const before = await auditCount();
      const res = await t.app.inject(as(ownerA, requestFor(route).options));
      if (res.statusCode >= 300) continue;
      created.add(key(route));
      if ((await auditCount()) === before) unaudited.add(key(route));
    }
    await harvest();
  }
});
afterAll(() => t?.close());

describe('the route table', () => {
  it('has routes, every one declaring its access (the server does not start otherwise)', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(route.access, key(route)).toBeDefined();
  });

  it('has no public route beyond the reviewed list', () => {
    const publicRoutes = routes.filter((r) => r.access === 'public' && r.method !== 'HEAD').map(key);
    expect(publicRoutes.filter((r) => !PUBLIC_ROUTES.includes(r))).toEqual([]);
  });

  it('serves changes (DELETE, PATCH, PUT) only to managers of the menu', () => {
    const wrong = routes
      .filter(
        (r) => ['DELETE', 'PATCH', 'PUT'].includes(r.method) && isMenu(r) && r.access.level !== 'manage',
      )
      .map(key)
      .filter((route) => !CHANGES_AT_VIEW.includes(route));
    expect(wrong).toEqual([]);
  });

  it('refuses anonymous callers on every route that is not public', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await t.app.inject(requestFor(route).options);
      if (res.statusCode !== 401) failures.push(describeCall(route, res));
    }
    expect(failures).toEqual([]);
  });

  it('refuses a user without the menu on every menu route, and records each refusal', async () => {
    const failures: string[] = [];
    const menuRoutes = routes.filter(isMenu);
    for (const route of menuRoutes) {
      const res = await callAs(noMenu, requestFor(route).options);
      if (res.statusCode !== 403) failures.push(describeCall(route, res));
    }
    expect(failures).toEqual([]);
    const refusals = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from audit_log where user_id = ${noMenu.id} and action = 'refused'`,
    );
    expect(refusals[0]!.n).toBe(menuRoutes.length);
  });

  it('refuses a view-only user every change, and lets them view', async () => {
    const failures: string[] = [];
    for (const route of routes.filter(isMenu)) {
      const res = await callAs(viewer, requestFor(route).options);
      const refused = res.statusCode === 403 || res.statusCode === 401;
      if (route.access.level === 'manage' ? res.statusCode !== 403 : refused) {
        failures.push(`${describeCall(route, res)} (level ${route.access.level})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never serves another organisation’s records to an owner of a different organisation', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const { options, referencesA, sampled } = requestFor(route);
      if (referencesA) aimed.add(key(route));
      const res = await callAs(ownerB, options);
      const leaked = markersA.filter((m) => res.body.includes(m));
      if (leaked.length > 0) failures.push(`${describeCall(route, res)} leaks ${leaked.join(', ')}`);
      else if (res.statusCode >= 500) failures.push(describeCall(route, res));
      else if (!sampled) {
        failures.push(`${key(route)}: the walker could not make a valid body; add one to EXAMPLE_BODIES`);
      } else if (referencesA && isMultipart(route)) {
        // A form upload is read (and its fields checked) before the record is looked up, and the
        // walker cannot know a form's fields: refused in any way is enough here, served is not.
        if (res.statusCode < 400) failures.push(`${describeCall(route, res)}: expected a refusal`);
      } else if (referencesA && ![403, 404, 409].includes(res.statusCode)) {
        // 409: the records named are not the caller's (a reorder of someone else's list, say).
        failures.push(`${describeCall(route, res)}: expected 403, 404 or 409`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('recorded every record it created in the audit log', () => {
    expect([...unaudited]).toEqual([]);
  });

  it('walked every kind of record it could find', () => {
    // The walker's own check: A's lists were read, so the routes were aimed at real records.
    expect([...harvested.keys()]).toEqual(expect.arrayContaining(['/api/v1/users', '/api/v1/roles']));
    const withParams = routes.filter((r) => r.access !== 'public' && r.url.includes(':'));
    const unaimed = withParams.filter((r) => !aimed.has(key(r))).map(key);
    console.info(
      `route walker: ${routes.length} routes; created ${created.size} kinds of record for A (${[...created].join(', ')}); ` +
        `aimed ${aimed.size} routes at A's records; id routes not aimed (no record found): ${unaimed.length ? unaimed.join(', ') : 'none'}`,
    );
    expect(aimed.size).toBeGreaterThan(0);
  });
});
