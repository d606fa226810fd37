import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CHAPTER_IMAGE_MAX_BYTES,
  CHAPTER_IMAGE_TOO_LARGE,
  CHAPTER_UPDATE_REQUIRED,
  chapterDetailsResponse,
  MISSING_PARAMETERS,
  ORDER_CHANGED,
  topicDetailsResponse,
} from '@kaksha/contracts';
import { appPerFile, as, countQueries, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import {
  addChapter,
  addTopic,
  makeSubject,
  MENU,
  multipart,
  PNG,
  post,
  staffWith,
} from '../../../test/helpers/learning.ts';
import type { Subject } from '../../../test/helpers/learning.ts';

const t = appPerFile();

const details = async (account: Account, subject: Subject, chapterCode: string | number = '') =>
  post(t.app, account, '/api/chapter-details', { ...subject, suCode: account.suCode, chapterCode });
const names = async (account: Account, subject: Subject) =>
  ((await details(account, subject)).json().chapters as { ChapterName: string; ChapterSlNo: number }[]).map(
    (c) => `${c.ChapterSlNo}. ${c.ChapterName}`,
  );

const updateChapter = (
  account: Account,
  fields: Record<string, string>,
  file?: Buffer,
  fileName = 'cover.png',
) => {
  const body = multipart(
    fields,
    file ? { field: 'chapterImage', name: fileName, type: 'image/png', bytes: file } : undefined,
  );
  return t.app.inject(as(account, { method: 'POST', url: '/api/update-chapter', ...body }));
};

describe('POST /api/add-chapter and /api/chapter-details', () => {
  it('adds chapters with server-assigned serial numbers and lists them in order', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    expect((await details(owner, subject)).json()).toEqual({ chapters: [] });

    const first = await post(t.app, owner, '/api/add-chapter', {
      chapterName: '  Real Numbers ',
      suCode: owner.suCode,
      ...subject,
      createdBy: 'Admin',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Chapter added successfully', ChapterSlNo: 1 });
    await addChapter(t.app, owner, subject, 'Polynomials');

    const res = await details(owner, subject);
    expect(res.statusCode).toBe(200);
    expect(res.json().chapters).toEqual([
      {
        ChapterCode: first.json().ChapterCode,
        ChapterName: 'Real Numbers',
        ChapterSlNo: 1,
        ChapterDefault: 'N',
        HasImage: false,
        TopicCount: 0,
      },
      expect.objectContaining({ ChapterName: 'Polynomials', ChapterSlNo: 2 }),
    ]);
    // One chapter by its code; codes of any case for the board, class and subject.
    const one = await post(t.app, owner, '/api/chapter-details', {
      suCode: owner.suCode,
      boardCode: subject.boardCode.toLowerCase(),
      classCode: subject.classCode,
      subjectCode: subject.subjectCode,
      chapterCode: Number(first.json().ChapterCode),
    });
    expect(one.json().chapters.map((c: { ChapterName: string }) => c.ChapterName)).toEqual(['Real Numbers']);

    const audit = await rowsOf<{ action: string; area: string }>(
      t.database,
      sql`select action, area from audit_log where user_id = ${owner.userId} and area = 'chapter'`,
    );
    expect(audit).toHaveLength(2);
  });

  // The database writes both lists as JSON (decision 030): the text must be what the contract writes.
  it('answers the chapters and topics exactly as their contracts write them', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const quoted = await addChapter(t.app, owner, subject, 'Quotes "within" and a back\\slash');
    await addChapter(t.app, owner, subject, 'गणित – अध्याय 2 🧮 <b>&</b>');
    await addTopic(t.app, owner, subject, quoted.ChapterCode, 'Tab\tand “curly” quotes');
    await addTopic(t.app, owner, subject, quoted.ChapterCode, 'Second');
    await t.database.db.execute(
      sql`update chapters set image = ${PNG}, image_type = 'image/png', is_default = true where id = ${Number(quoted.ChapterCode)}`,
    );
    const all = await details(owner, subject);
    const one = await details(owner, subject, quoted.ChapterCode);
    const topics = await post(t.app, owner, '/api/topic-details', {
      ...subject,
      suCode: owner.suCode,
      chapterCode: quoted.ChapterCode,
    });
    expect(all.json().chapters).toHaveLength(2);
    expect(one.json().chapters).toEqual([
      expect.objectContaining({ ChapterDefault: 'Y', HasImage: true, TopicCount: 2 }),
    ]);
    expect(topics.json().topics[0]).toMatchObject({ TopicName: 'Tab\tand “curly” quotes', TopicSLNo: 1 });
    for (const [res, contract] of [
      [all, chapterDetailsResponse],
      [one, chapterDetailsResponse],
      [topics, topicDetailsResponse],
    ] as const) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(JSON.stringify(contract.encode(res.json())));
    }
  });

  it("answers a subject's lists from memory until the organisation's curriculum changes", async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const chapter = await addChapter(t.app, owner, subject, 'Remembered');
    const topics = () =>
      post(t.app, owner, '/api/topic-details', {
        ...subject,
        suCode: owner.suCode,
        chapterCode: chapter.ChapterCode,
      });
    expect((await details(owner, subject)).statusCode).toBe(200);
    expect((await topics()).json()).toEqual({ topics: [] });
    const again = await countQueries(t.database, async () => [await details(owner, subject), await topics()]);
    expect(again.queries).toBe(0);
    expect(again.result[0]!.json().chapters).toEqual([
      expect.objectContaining({ ChapterName: 'Remembered' }),
    ]);
    // Each call's own answer: the whole list remembered is not the answer for a code that is no chapter.
    expect((await details(owner, subject, 'x1')).json().message).toBe('Chapter not found.');
    // Another organisation's change leaves these lists remembered; the organisation's own is seen at once.
    expect((await makeSubject(t.app, other)).boardCode).toBeTruthy();
    expect((await countQueries(t.database, () => details(owner, subject))).queries).toBe(0);
    await addTopic(t.app, owner, subject, chapter.ChapterCode, 'Added since');
    expect((await topics()).json().topics).toEqual([expect.objectContaining({ TopicName: 'Added since' })]);
    expect((await details(owner, subject)).json().chapters[0]).toMatchObject({ TopicCount: 1 });
    const [board] = await rowsOf<{ id: number }>(
      t.database,
      sql`select id from boards where code = ${subject.boardCode} and organisation_id = (select organisation_id from users where id = ${owner.userId})`,
    );
    const renamed = await t.app.inject(
      as(owner, { method: 'PATCH', url: `/api/v1/boards/${board!.id}`, payload: { code: 'RENAMED' } }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await details(owner, subject)).json().message).toBe(`Board ${subject.boardCode} not found.`);
  });

  it('keeps chapter names unique within a subject, whatever their case', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    await addChapter(t.app, owner, subject, 'Triangles');
    const again = await post(t.app, owner, '/api/add-chapter', {
      chapterName: 'TRIANGLES',
      suCode: owner.suCode,
      ...subject,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A chapter with this name already exists in this subject.');
    // The same name in another subject is fine.
    const otherSubject = await makeSubject(t.app, owner);
    await addChapter(t.app, owner, otherSubject, 'Triangles');
    expect(await names(owner, subject)).toEqual(['1. Triangles']);
  });

  it('de-duplicates the list by chapter name', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const { ChapterCode } = await addChapter(t.app, owner, subject, 'Circles');
    // Older data may hold duplicates (the index now refuses them): set it aside for a moment to make one.
    const db = t.database.db;
    await db.execute(sql`drop index chapters_name_idx`);
    try {
      await db.execute(sql`insert into chapters (organisation_id, board_id, class_id, subject_id, name, sl_no)
        select organisation_id, board_id, class_id, subject_id, ' circles', 2 from chapters where id = ${Number(ChapterCode)}`);
      const res = await details(owner, subject);
      expect(res.json().chapters.map((c: { ChapterName: string }) => c.ChapterName)).toEqual(['Circles']);
    } finally {
      await db.execute(sql`delete from chapters where name = ' circles'`);
      await db.execute(
        sql`create unique index chapters_name_idx on chapters (board_id, class_id, subject_id, lower(name))`,
      );
    }
  });

  it('says which parameters are missing, and refuses another organisation’s code', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    for (const payload of [
      { suCode: owner.suCode, boardCode: subject.boardCode, classCode: subject.classCode },
      { suCode: owner.suCode, ...subject, boardCode: '' },
      { ...subject },
    ]) {
      const res = await post(t.app, owner, '/api/chapter-details', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MISSING_PARAMETERS);
    }
    const other = await registerAndLogin(t.app);
    expect((await details({ ...owner, suCode: other.suCode }, subject)).statusCode).toBe(403);
    const res = await post(t.app, owner, '/api/add-chapter', {
      chapterName: 'X',
      suCode: other.suCode,
      ...subject,
    });
    expect(res.statusCode).toBe(403);
    const blank = await post(t.app, owner, '/api/add-chapter', {
      chapterName: ' ',
      suCode: owner.suCode,
      ...subject,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter a chapter name.');
  });

  it('treats another organisation’s board, class, subject or chapter as not found', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const mine = await makeSubject(t.app, owner);
    const theirs = await makeSubject(t.app, other);
    const { ChapterCode } = await addChapter(t.app, other, theirs, 'Secret chapter');

    const res = await details(owner, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Board ${theirs.boardCode} not found.`);
    expect((await details(owner, { ...mine, classCode: theirs.classCode })).json().message).toBe(
      `Class ${theirs.classCode} not found.`,
    );
    expect((await details(owner, mine, ChapterCode)).statusCode).toBe(404);
    expect((await details(owner, mine, 'not-a-code')).statusCode).toBe(404);
    for (const url of ['/api/get-chapterImage', '/api/delete-chapter']) {
      const r = await post(t.app, owner, url, { ...mine, chapterCode: ChapterCode });
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe('Chapter not found.');
    }
    const update = await updateChapter(owner, {
      ...mine,
      chapterCode: ChapterCode,
      chapterName: 'Mine now',
      chapterDefault: 'N',
    });
    expect(update.statusCode).toBe(404);
    expect(await names(other, theirs)).toEqual(['1. Secret chapter']);
  });
});

describe('chapter image, default flag and edit', () => {
  it('returns no image and default N for a new chapter', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const { ChapterCode } = await addChapter(t.app, owner, subject, 'Light');
    const res = await post(t.app, owner, '/api/get-chapterImage', { ...subject, chapterCode: ChapterCode });
    expect(res.json()).toEqual({ success: true, data: { ChapterImage: null, ChapterDefault: 'N' } });
  });

  it('updates name, default flag and image; one default per subject', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const a = await addChapter(t.app, owner, subject, 'Light');
    const b = await addChapter(t.app, owner, subject, 'Sound');
    const res = await updateChapter(
      owner,
      {
        ...subject,
        chapterCode: a.ChapterCode,
        chapterName: 'Light and Shadows',
        chapterDefault: 'Y',
        updatedBy: 'Admin',
      },
      PNG,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Chapter updated successfully' });
    const image = (
      await post(t.app, owner, '/api/get-chapterImage', { ...subject, chapterCode: a.ChapterCode })
    ).json();
    expect(image).toEqual({
      success: true,
      data: { ChapterImage: `data:image/png;base64,${PNG.toString('base64')}`, ChapterDefault: 'Y' },
    });
    expect((await details(owner, subject)).json().chapters[0]).toMatchObject({
      ChapterName: 'Light and Shadows',
      ChapterDefault: 'Y',
      HasImage: true,
    });

    // Without a file the image stays; making B the default clears A's flag.
    await updateChapter(owner, {
      ...subject,
      chapterCode: b.ChapterCode,
      chapterName: 'Sound',
      chapterDefault: 'y',
    });
    const list = (await details(owner, subject)).json().chapters;
    expect(
      list.map((c: { ChapterDefault: string; HasImage: boolean }) => [c.ChapterDefault, c.HasImage]),
    ).toEqual([
      ['N', true],
      ['Y', false],
    ]);

    const clash = await updateChapter(owner, {
      ...subject,
      chapterCode: b.ChapterCode,
      chapterName: 'light AND shadows',
      chapterDefault: 'N',
    });
    expect(clash.statusCode).toBe(409);

    const audit = await rowsOf<{ summary: { image: boolean } }>(
      t.database,
      sql`select summary from audit_log where user_id = ${owner.userId} and area = 'chapter' and action = 'update' order by id`,
    );
    expect(audit.map((a) => a.summary.image)).toEqual([true, false]);
  });

  it('requires code, name and default status', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const { ChapterCode } = await addChapter(t.app, owner, subject, 'Heat');
    for (const fields of [
      { ...subject, chapterName: 'Heat', chapterDefault: 'N' },
      { ...subject, chapterCode: ChapterCode, chapterName: ' ', chapterDefault: 'N' },
      { ...subject, chapterCode: ChapterCode, chapterName: 'Heat' },
      { ...subject, chapterCode: ChapterCode, chapterName: 'Heat', chapterDefault: 'maybe' },
    ]) {
      const res = await updateChapter(owner, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CHAPTER_UPDATE_REQUIRED);
    }
    const noBoard = await updateChapter(owner, {
      classCode: subject.classCode,
      subjectCode: subject.subjectCode,
      chapterCode: ChapterCode,
      chapterName: 'Heat',
      chapterDefault: 'N',
    });
    expect(noBoard.json().message).toBe(MISSING_PARAMETERS);
    const json = await post(t.app, owner, '/api/update-chapter', { ...subject, chapterCode: ChapterCode });
    expect(json.statusCode).toBe(415);
  });

  it('takes a real image under 5242880 bytes only', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const { ChapterCode } = await addChapter(t.app, owner, subject, 'Motion');
    const fields = { ...subject, chapterCode: ChapterCode, chapterName: 'Motion', chapterDefault: 'N' };
    const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

    const tooLarge = await updateChapter(owner, fields, padded(CHAPTER_IMAGE_MAX_BYTES));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(CHAPTER_IMAGE_TOO_LARGE);
    expect(tooLarge.json().message).toBe('Image size should be less than 5MB');

    const justUnder = await updateChapter(owner, fields, padded(CHAPTER_IMAGE_MAX_BYTES - 1));
    expect(justUnder.statusCode).toBe(200);

    const notImage = await updateChapter(
      owner,
      fields,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'evil.png',
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe('Please choose a PNG, JPEG or WebP image.');
  });
});

describe('POST /api/delete-chapter and reordering', () => {
  it('deletes a chapter with its topics and renumbers the rest', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    await addChapter(t.app, owner, subject, 'One');
    const two = await addChapter(t.app, owner, subject, 'Two');
    await addChapter(t.app, owner, subject, 'Three');
    await addTopic(t.app, owner, subject, two.ChapterCode, 'A topic');
    const res = await post(t.app, owner, '/api/delete-chapter', { ...subject, chapterCode: two.ChapterCode });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Chapter deleted successfully' });
    expect(await names(owner, subject)).toEqual(['1. One', '2. Three']);
    const [orphans] = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from topics where chapter_id = ${Number(two.ChapterCode)}`,
    );
    expect(orphans?.n).toBe(0);
    expect(
      (await post(t.app, owner, '/api/delete-chapter', { ...subject, chapterCode: two.ChapterCode }))
        .statusCode,
    ).toBe(404);
    const [audit] = await rowsOf<{ summary: { name: string } }>(
      t.database,
      sql`select summary from audit_log where area = 'chapter' and action = 'delete' and user_id = ${owner.userId}`,
    );
    expect(audit?.summary.name).toBe('Two');
  });

  it('reorders chapters, and refuses an order that is not the current list', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const codes = [];
    for (const name of ['A', 'B', 'C'])
      codes.push((await addChapter(t.app, owner, subject, name)).ChapterCode);
    const res = await post(t.app, owner, '/api/v1/chapters/reorder', {
      ...subject,
      chapterCodes: [codes[2], codes[0], codes[1]],
    });
    expect(res.statusCode).toBe(200);
    expect(await names(owner, subject)).toEqual(['1. C', '2. A', '3. B']);

    for (const chapterCodes of [
      [codes[0], codes[1]],
      [codes[0], codes[0], codes[1]],
      [codes[0], codes[1], '999999'],
    ]) {
      const stale = await post(t.app, owner, '/api/v1/chapters/reorder', { ...subject, chapterCodes });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(ORDER_CHANGED);
    }
    // Serial numbers are added after the highest, and stay gapless after a delete.
    await post(t.app, owner, '/api/delete-chapter', { ...subject, chapterCode: codes[2] });
    await addChapter(t.app, owner, subject, 'D');
    expect(await names(owner, subject)).toEqual(['1. A', '2. B', '3. D']);
  });
});

describe('access to the chapter manager', () => {
  it('lets a viewer read but not change, and needs the ChapterDetails menu', async () => {
    const owner = await registerAndLogin(t.app);
    const subject = await makeSubject(t.app, owner);
    const { ChapterCode } = await addChapter(t.app, owner, subject, 'Acids');
    const viewer = await staffWith(t.app, t.database, owner, [
      { menuCode: MENU.ChapterDetails, level: 'view' },
    ]);
    expect((await details(viewer, subject)).statusCode).toBe(200);
    expect(
      (await post(t.app, viewer, '/api/get-chapterImage', { ...subject, chapterCode: ChapterCode }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, viewer, '/api/add-chapter', { ...subject, suCode: owner.suCode, chapterName: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(t.app, viewer, '/api/delete-chapter', { ...subject, chapterCode: ChapterCode })).statusCode,
    ).toBe(403);
    const stranger = await staffWith(t.app, t.database, owner, [{ menuCode: MENU.LMS, level: 'manage' }]);
    expect((await details(stranger, subject)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/chapter-details', payload: {} })).statusCode,
    ).toBe(401);
    const options = await t.app.inject(as(viewer, { method: 'GET', url: '/api/v1/chapter-details/options' }));
    expect(options.json().boards).toEqual([{ code: subject.boardCode, name: 'Test board' }]);
  });
});
