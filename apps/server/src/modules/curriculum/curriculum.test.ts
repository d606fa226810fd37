import { describe, expect, it } from 'vitest';
import { curriculumList } from '@kaksha/contracts';
import { sql } from 'drizzle-orm';
import { appPerFile, as, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { addChapter, makeSubject, MENU, staffWith } from '../../../test/helpers/learning.ts';

const t = appPerFile();

const call = caller(t);

describe.each([
  ['boards', 'board', 'Board'],
  ['classes', 'class', 'Class'],
  ['subjects', 'subject', 'Subject'],
])('/api/v1/%s', (path, one, Title) => {
  it('creates, reads, updates and deletes, with the code stored upper-case', async () => {
    const owner = await registerAndLogin(t.app);
    const created = await call(owner, 'POST', `/api/v1/${path}`, {
      code: ' cbse-1 ',
      name: ' Central Board ',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ code: 'CBSE-1', name: 'Central Board', chapterCount: 0 });
    expect(typeof item.id).toBe('number');

    expect((await call(owner, 'GET', `/api/v1/${path}/${item.id}`)).json()).toEqual(item);

    const patched = await call(owner, 'PATCH', `/api/v1/${path}/${item.id}`, { name: 'Renamed' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: item.id, code: 'CBSE-1', name: 'Renamed' });

    expect((await call(owner, 'DELETE', `/api/v1/${path}/${item.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/v1/${path}/${item.id}`)).statusCode).toBe(404);

    const audit = await rowsOf<{ action: string }>(
      t.database,
      sql`select action from audit_log where area = ${one} and entity_id = 'CBSE-1' and user_id = ${owner.userId} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('lists a page at a time with the total, searches by code or name, and sorts', async () => {
    const owner = await registerAndLogin(t.app);
    for (const [code, name] of [
      ['A1', 'Alpha'],
      ['B2', 'Beta'],
      ['C3', 'Gamma 100%'],
      ['D4', 'Delta'],
      ['E5', 'Epsilon'],
    ])
      await call(owner, 'POST', `/api/v1/${path}`, { code, name });
    const page = (await call(owner, 'GET', `/api/v1/${path}?page=2&pageSize=2`)).json();
    expect(page.total).toBe(5);
    expect(page.data.map((b: { code: string }) => b.code)).toEqual(['C3', 'D4']);
    const sorted = (await call(owner, 'GET', `/api/v1/${path}?sort=-name&pageSize=2`)).json();
    expect(sorted.data.map((b: { name: string }) => b.name)).toEqual(['Gamma 100%', 'Epsilon']);
    const search = (await call(owner, 'GET', `/api/v1/${path}?q=ta`)).json();
    expect(search.data.map((b: { code: string }) => b.code)).toEqual(['B2', 'D4']);
    // % is a literal in the search, not a wildcard.
    expect((await call(owner, 'GET', `/api/v1/${path}?q=0%25`)).json().data).toHaveLength(1);
    expect((await call(owner, 'GET', `/api/v1/${path}?page=9`)).json()).toEqual({
      data: [],
      total: 5,
      totalCapped: false,
    });
    // Written by the database: exactly what the contract's serializer writes.
    const listed = await call(owner, 'GET', `/api/v1/${path}?sort=-createdAt`);
    expect(listed.body).toBe(JSON.stringify(curriculumList.encode(listed.json())));
  });

  it('keeps codes unique within the organisation, not across organisations', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await call(owner, 'POST', `/api/v1/${path}`, { code: 'ICSE', name: 'One' });
    const again = await call(owner, 'POST', `/api/v1/${path}`, { code: 'icse', name: 'Two' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `A ${one} with the code ICSE already exists. Please choose another code.`,
    );
    expect(again.json().fieldErrors.code).toBe(again.json().message);
    expect((await call(other, 'POST', `/api/v1/${path}`, { code: 'ICSE', name: 'Theirs' })).statusCode).toBe(
      201,
    );

    const second = (await call(owner, 'POST', `/api/v1/${path}`, { code: 'STATE', name: 'State' })).json();
    const clash = await call(owner, 'PATCH', `/api/v1/${path}/${second.id}`, { code: 'ICSE' });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses bad input with field errors', async () => {
    const owner = await registerAndLogin(t.app);
    for (const [payload, field, message] of [
      [{ name: 'No code' }, 'code', 'Please enter a code.'],
      [{ code: 'has space', name: 'X' }, 'code', 'Use letters, digits, - and _ only (no spaces).'],
      [{ code: 'X'.repeat(21), name: 'X' }, 'code', 'Codes are at most 20 characters.'],
      [{ code: 'OK', name: '  ' }, 'name', 'Please enter a name.'],
    ] as const) {
      const res = await call(owner, 'POST', `/api/v1/${path}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    }
    const item = (await call(owner, 'POST', `/api/v1/${path}`, { code: 'OK', name: 'Fine' })).json();
    expect((await call(owner, 'PATCH', `/api/v1/${path}/${item.id}`, {})).statusCode).toBe(400);
    expect((await call(owner, 'GET', `/api/v1/${path}?pageSize=1000`)).statusCode).toBe(400);
  });

  it('treats another organisation’s ids as not found', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const theirs = (await call(other, 'POST', `/api/v1/${path}`, { code: 'THEIRS', name: 'Theirs' })).json();
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Mine now' }], ['DELETE']] as const) {
      const res = await call(owner, method, `/api/v1/${path}/${theirs.id}`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`${Title} not found.`);
    }
    expect((await call(owner, 'GET', `/api/v1/${path}`)).json().data).toEqual([]);
    expect((await call(other, 'GET', `/api/v1/${path}/${theirs.id}`)).json().name).toBe('Theirs');
  });
});

describe('deleting a board, class or subject that has chapters', () => {
  it('is refused with a clear message, and allowed once the chapters are gone', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const { ChapterCode } = await addChapter(t.app, owner, subject, 'Algebra');
    await addChapter(t.app, owner, subject, 'Geometry');
    const boards = (await call(owner, 'GET', '/api/v1/boards')).json();
    const board = boards.data.find((b: { code: string }) => b.code === subject.boardCode);
    expect(board.chapterCount).toBe(2);
    const refused = await call(owner, 'DELETE', `/api/v1/boards/${board.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Board ${subject.boardCode} has 2 chapters. Delete those chapters first, then delete the board.`,
    );
    const classes = (await call(owner, 'GET', `/api/v1/classes?q=${subject.classCode}`)).json();
    expect((await call(owner, 'DELETE', `/api/v1/classes/${classes.data[0].id}`)).json().message).toContain(
      'has 2 chapters',
    );

    for (const code of [ChapterCode]) {
      await t.app.inject(
        as(owner, { method: 'POST', url: '/api/delete-chapter', payload: { ...subject, chapterCode: code } }),
      );
    }
    expect((await call(owner, 'DELETE', `/api/v1/boards/${board.id}`)).statusCode).toBe(409);
    const rest = (
      await t.app.inject(
        as(owner, {
          method: 'POST',
          url: '/api/chapter-details',
          payload: { ...subject, suCode: owner.suCode, chapterCode: '' },
        }),
      )
    ).json();
    await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/delete-chapter',
        payload: { ...subject, chapterCode: rest.chapters[0].ChapterCode },
      }),
    );
    expect((await call(owner, 'DELETE', `/api/v1/boards/${board.id}`)).statusCode).toBe(204);
  });
});

describe('access to the curriculum screens', () => {
  it('needs a session, the screen’s menu, and manage to change anything', async () => {
    const owner = await registerAndLogin(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/boards' })).statusCode).toBe(401);
    const viewer = await staffWith(t.app, t.database, owner, [{ menuCode: MENU.Board, level: 'view' }]);
    expect((await call(viewer, 'GET', '/api/v1/boards')).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '/api/v1/boards', { code: 'X', name: 'X' })).statusCode).toBe(403);
    expect((await call(viewer, 'GET', '/api/v1/classes')).statusCode).toBe(403);
    const manager = await staffWith(t.app, t.database, owner, [{ menuCode: MENU.Subject, level: 'manage' }]);
    expect(
      (await call(manager, 'POST', '/api/v1/subjects', { code: 'PHY', name: 'Physics' })).statusCode,
    ).toBe(201);
    expect((await call(owner, 'GET', '/api/v1/subjects')).json().data[0].code).toBe('PHY');
  });
});
