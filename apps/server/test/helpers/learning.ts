import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { as, sessionCookie } from '../harness.ts';
import type { Account } from '../harness.ts';

/** Helpers for the learning tests: a curriculum, staff users with chosen menus, multipart bodies. */

export interface Subject {
  boardCode: string;
  classCode: string;
  subjectCode: string;
}

let serial = 0;

export async function post(
  app: FastifyInstance,
  account: Pick<Account, 'cookie'>,
  url: string,
  payload: object,
) {
  return app.inject(as(account, { method: 'POST', url, payload }));
}

/** A new board, class and subject of the account's organisation (unique codes per call). */
export async function makeSubject(app: FastifyInstance, account: Account, prefix = 'T'): Promise<Subject> {
  const n = ++serial;
  const codes = { boardCode: `${prefix}B${n}`, classCode: `${prefix}C${n}`, subjectCode: `${prefix}S${n}` };
  for (const [path, code, name] of [
    ['boards', codes.boardCode, 'Test board'],
    ['classes', codes.classCode, 'Test class'],
    ['subjects', codes.subjectCode, 'Test subject'],
  ] as const) {
    const res = await app.inject(
      as(account, { method: 'POST', url: `/api/v1/${path}`, payload: { code, name } }),
    );
    if (res.statusCode !== 201) throw new Error(`create ${path} failed: ${res.statusCode} ${res.body}`);
  }
  return codes;
}

export async function addChapter(
  app: FastifyInstance,
  account: Account,
  subject: Subject,
  chapterName: string,
) {
  const res = await post(app, account, '/api/add-chapter', {
    ...subject,
    suCode: account.suCode,
    chapterName,
    createdBy: 'Admin',
  });
  if (res.statusCode !== 200) throw new Error(`add-chapter failed: ${res.statusCode} ${res.body}`);
  return res.json() as { message: string; ChapterCode: string; ChapterSlNo: number };
}

export async function addTopic(
  app: FastifyInstance,
  account: Account,
  subject: Subject,
  chapterCode: string,
  topicName: string,
) {
  const res = await post(app, account, '/api/add-topic', {
    ...subject,
    suCode: account.suCode,
    chapterCode,
    topicName,
    createdBy: 'Admin',
  });
  if (res.statusCode !== 200) throw new Error(`add-topic failed: ${res.statusCode} ${res.body}`);
  return res.json() as { message: string; TopicCode: string; TopicSLNo: number };
}

export async function addContent(
  app: FastifyInstance,
  account: Account,
  where: Subject & { chapterCode: string; topicCode: string },
  item: { contentType: string; contentName: string; contentUrl: string },
) {
  const res = await post(app, account, '/api/insert-content', {
    ...where,
    suCode: account.suCode,
    ...item,
    createdBy: 'Admin',
  });
  return res;
}

/** A chapter with one topic, ready for content. */
export async function makeTopic(app: FastifyInstance, account: Account) {
  const subject = await makeSubject(app, account);
  const { ChapterCode } = await addChapter(app, account, subject, 'Real Numbers');
  const { TopicCode } = await addTopic(app, account, subject, ChapterCode, 'Introduction');
  return { ...subject, chapterCode: ChapterCode, topicCode: TopicCode };
}

/** A staff user of the owner's organisation holding exactly these menus (by code), signed in. */
export async function staffWith(
  app: FastifyInstance,
  database: Database,
  owner: Account,
  grants: { menuCode: number; level: 'view' | 'manage' }[],
): Promise<Account> {
  const email = `staff.${++serial}.${owner.email}`;
  const values = grants.length
    ? sql.join(
        grants.map((g) => sql`(${g.menuCode}, ${g.level})`),
        sql`, `,
      )
    : null;
  await database.db.execute(sql`
    with org as (select organisation_id as id from users where id = ${owner.userId}),
    role as (insert into roles (organisation_id, name) select id, ${'Role ' + email} from org returning id),
    ${values ? sql`grant_rows as (insert into role_grants (role_id, menu_code, level) select role.id, g.code::int, g.level from role, (values ${values}) as g(code, level) returning role_id),` : sql``}
    staff as (insert into users (organisation_id, email, user_name, user_type, password_hash)
              select id, ${email}, 'Staff', 'Staff', (select password_hash from users where id = ${owner.userId}) from org returning id)
    insert into user_roles (user_id, role_id) select staff.id, role.id from staff, role`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: owner.password },
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  return {
    email,
    password: owner.password,
    userId: 0,
    suCode: owner.suCode,
    cookie: sessionCookie(login.headers['set-cookie']),
  };
}

export const MENU = {
  Board: 71,
  Class: 72,
  Subject: 73,
  ChapterDetails: 74,
  LMS: 81,
  LMS_Video: 82,
  LearnVideo: 83,
  ClassVideo: 84,
  SimulationVideo: 85,
} as const;

export { multipart } from './multipart.ts';

/** A real 4×4 indigo PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAEklEQVR4nGNwtjj1HxkzkC4AALrQJEEizeekAAAAAElFTkSuQmCC',
  'base64',
);

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;
