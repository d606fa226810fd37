import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CONTENT_FIELDS_REQUIRED,
  CONTENT_TYPES,
  INVALID_SIMULATION_URL,
  INVALID_URL,
  MISSING_PARAMETERS,
} from '@kaksha/contracts';
import { appPerFile, as, createTestApp, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { simplePdf } from './pdf.ts';
import {
  addContent,
  makeTopic,
  MENU,
  multipart,
  PNG,
  post,
  staffWith,
} from '../../../test/helpers/learning.ts';

const t = appPerFile();

type Where = Awaited<ReturnType<typeof makeTopic>>;

const studyContent = async (account: Account, w: Where) => {
  const res = await post(t.app, account, '/api/studycontent', {
    suCode: account.suCode,
    BoardCode: w.boardCode,
    ClassCode: w.classCode,
    SubjectCode: w.subjectCode,
    ChapterCode: w.chapterCode,
    TopicCode: w.topicCode,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    ContentType: string;
    ContentName: string;
    ContentURL: string;
    ContentSLNo: number;
    ContentSource: string;
    FileName: string | null;
  }[];
};
const media = (account: Account, w: Where, contentSLNo: number | string) =>
  post(t.app, account, '/api/get-media', { suCode: account.suCode, ...w, contentSLNo });
const upload = (
  account: Account,
  w: Where,
  fields: { contentType: string; contentName: string },
  file?: { name: string; type: string; bytes: Buffer },
) => {
  const body = multipart(
    { suCode: account.suCode, ...w, ...fields },
    file ? { field: 'file', ...file } : undefined,
  );
  return t.app.inject(as(account, { method: 'POST', url: '/api/v1/content-uploads', ...body }));
};

const SAMPLE: Record<string, string> = {
  PPT: 'https://example.org/slides/real-numbers.pptx',
  Video: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
  Assignment: 'https://example.org/assignments/1',
  Worksheet: 'https://example.org/worksheets/1.pdf',
  'Activity Video': 'https://youtu.be/ScMzIvxBSi4',
  'Activity Item': 'https://example.org/activities/7',
  'Simulation Video': 'https://phet.colorado.edu/sims/html/area-builder/latest/area-builder_en.html',
};

describe('POST /api/insert-content, /api/studycontent and /api/get-content-buttons', () => {
  it('adds one item of every type, numbered 1…n, and lists them', async () => {
    const owner = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    for (const type of CONTENT_TYPES) {
      const res = await addContent(t.app, owner, w, {
        contentType: type,
        contentName: `${type} item`,
        contentUrl: SAMPLE[type]!,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ respCode: '0', respMsg: 'Content added successfully' });
    }
    const list = await studyContent(owner, w);
    expect(list.map((c) => [c.ContentSLNo, c.ContentType, c.ContentSource])).toEqual(
      CONTENT_TYPES.map((type, i) => [i + 1, type, 'url']),
    );
    expect(list[1]).toEqual({
      ContentType: 'Video',
      ContentName: 'Video item',
      ContentURL: SAMPLE.Video,
      ContentSLNo: 2,
      ContentSource: 'url',
      FileName: null,
    });
    const buttons = await post(t.app, owner, '/api/get-content-buttons', w);
    expect(buttons.json()[6]).toEqual({
      ContentType: 'Simulation Video',
      ContentName: 'Simulation Video item',
      ContentSLNo: 7,
    });
    const topics = await post(t.app, owner, '/api/topic-details', { ...w, suCode: owner.suCode });
    expect(topics.json().topics[0].ContentCount).toBe(7);
  });

  it('answers rule refusals with respCode 2 and the message', async () => {
    const owner = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    const cases: [object, string][] = [
      [{ contentType: '', contentName: 'X', contentUrl: 'https://example.org' }, CONTENT_FIELDS_REQUIRED],
      [
        { contentType: 'Video', contentName: ' ', contentUrl: 'https://example.org' },
        CONTENT_FIELDS_REQUIRED,
      ],
      [{ contentType: 'Video', contentName: 'X' }, CONTENT_FIELDS_REQUIRED],
      [{ contentType: 'Video', contentName: 'X', contentUrl: 'javascript:alert(1)' }, INVALID_URL],
      [{ contentType: 'Video', contentName: 'X', contentUrl: 'ftp://example.org/a' }, INVALID_URL],
      [{ contentType: 'Video', contentName: 'X', contentUrl: 'not a url' }, INVALID_URL],
      [
        {
          contentType: 'Simulation Video',
          contentName: 'X',
          contentUrl: 'https://www.youtube.com/watch?v=abc',
        },
        INVALID_URL,
      ],
      [
        { contentType: 'simulation video', contentName: 'X', contentUrl: 'https://YOUTU.BE/abc' },
        INVALID_URL,
      ],
      [
        { contentType: 'PDF', contentName: 'X', contentUrl: 'https://example.org/a.pdf' },
        expect.stringContaining('Please choose a content type'),
      ],
      [
        { contentType: 'Podcast', contentName: 'X', contentUrl: 'https://example.org' },
        expect.stringContaining('Please choose a content type'),
      ],
    ] as never;
    for (const [payload, message] of cases) {
      const res = await post(t.app, owner, '/api/insert-content', { suCode: owner.suCode, ...w, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json()).toEqual({ respCode: '2', respMsg: message });
    }
    expect(await studyContent(owner, w)).toEqual([]);
    // A plain Video may well be on YouTube.
    const ok = await addContent(t.app, owner, w, {
      contentType: 'video',
      contentName: 'Lesson',
      contentUrl: 'https://youtu.be/abc',
    });
    expect(ok.json().respCode).toBe('0');
    expect((await studyContent(owner, w))[0]?.ContentType).toBe('Video');
  });

  it('refuses another organisation’s suCode and treats its topic as not found', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const mine = await makeTopic(t.app, owner);
    const theirs = await makeTopic(t.app, other);
    await addContent(t.app, other, theirs, {
      contentType: 'Video',
      contentName: 'Theirs',
      contentUrl: 'https://example.org/v',
    });
    const item = { contentType: 'Video', contentName: 'X', contentUrl: 'https://example.org' };
    expect(
      (await post(t.app, owner, '/api/insert-content', { ...mine, ...item, suCode: other.suCode }))
        .statusCode,
    ).toBe(403);
    const foreign = { ...mine, topicCode: theirs.topicCode };
    expect(
      (await post(t.app, owner, '/api/insert-content', { ...foreign, ...item, suCode: owner.suCode }))
        .statusCode,
    ).toBe(404);
    // Even a refused item does not tell whether a foreign topic exists.
    expect(
      (await post(t.app, owner, '/api/insert-content', { ...foreign, contentType: '', suCode: owner.suCode }))
        .statusCode,
    ).toBe(404);
    expect((await post(t.app, owner, '/api/get-content-buttons', foreign)).statusCode).toBe(404);
    expect((await media(owner, foreign as Where, 1)).statusCode).toBe(404);
    const sc = await post(t.app, owner, '/api/studycontent', {
      suCode: owner.suCode,
      BoardCode: theirs.boardCode,
      ClassCode: theirs.classCode,
      SubjectCode: theirs.subjectCode,
      ChapterCode: theirs.chapterCode,
      TopicCode: theirs.topicCode,
    });
    expect(sc.statusCode).toBe(404);
    const missing = await post(t.app, owner, '/api/studycontent', {
      suCode: owner.suCode,
      BoardCode: mine.boardCode,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MISSING_PARAMETERS);
  });

  it('reads older data: PDF and upper-case types', async () => {
    const owner = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    await t.database.db
      .execute(sql`insert into contents (organisation_id, topic_id, sl_no, content_type, name, url)
      select organisation_id, id, 1, 'PDF', 'Textbook', 'https://example.org/book.pdf' from topics where id = ${Number(w.topicCode)}
      union all
      select organisation_id, id, 2, 'ASSIGNMENT', 'Homework', 'https://example.org/hw' from topics where id = ${Number(w.topicCode)}
      union all
      select organisation_id, id, 3, 'WORKSHEET', 'Sheet', 'https://example.org/sheet.pdf' from topics where id = ${Number(w.topicCode)}`);
    expect((await studyContent(owner, w)).map((c) => c.ContentType)).toEqual([
      'PDF',
      'ASSIGNMENT',
      'WORKSHEET',
    ]);
    expect((await media(owner, w, 1)).json()).toMatchObject({
      popupUrl: 'https://example.org/book.pdf',
      mediaKind: 'pdf',
    });
    // Editing keeps the stored type when it is not changed.
    const res = await post(t.app, owner, '/api/update-studycontent', {
      suCode: owner.suCode,
      ...w,
      contentSLNo: 2,
      contentType: 'ASSIGNMENT',
      contentName: 'Homework 2',
      contentURL: 'https://example.org/hw2',
      updatedBy: 'Admin',
      updatedOn: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(200);
    expect((await studyContent(owner, w))[1]).toMatchObject({
      ContentType: 'ASSIGNMENT',
      ContentName: 'Homework 2',
    });
  });
});

describe('POST /api/get-media', () => {
  it('answers popupUrl, newTabUrl or excelUrl by type and source', async () => {
    const owner = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    const items: [string, string, object][] = [
      [
        'Video',
        'https://www.youtube.com/watch?v=ScMzIvxBSi4&t=10',
        { popupUrl: 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4', mediaKind: 'video' },
      ],
      [
        'Activity Video',
        'https://vimeo.com/76979871',
        { popupUrl: 'https://player.vimeo.com/video/76979871', mediaKind: 'video' },
      ],
      [
        'Simulation Video',
        SAMPLE['Simulation Video']!,
        { popupUrl: SAMPLE['Simulation Video'], mediaKind: 'video' },
      ],
      ['Worksheet', 'https://example.org/w.PDF', { popupUrl: 'https://example.org/w.PDF', mediaKind: 'pdf' }],
      [
        'PPT',
        'https://example.org/deck.pptx',
        { excelUrl: 'https://example.org/deck.pptx', mediaKind: 'download' },
      ],
      [
        'Assignment',
        'https://example.org/assignment',
        { newTabUrl: 'https://example.org/assignment', mediaKind: 'page' },
      ],
    ];
    for (const [contentType, contentUrl] of items)
      await addContent(t.app, owner, w, { contentType, contentName: contentType, contentUrl });
    for (const [i, [contentType, , expected]] of items.entries()) {
      const res = await media(owner, w, String(i + 1));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ ...expected, ContentType: contentType, ContentName: contentType });
      // Exactly one of the three.
      expect([body.popupUrl, body.newTabUrl, body.excelUrl].filter(Boolean)).toHaveLength(1);
    }
    expect((await media(owner, w, 99)).statusCode).toBe(404);
    expect((await media(owner, w, 'x')).statusCode).toBe(400);
  });

  it('never hands out a stored link that is not http(s)', async () => {
    const owner = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    await t.database.db
      .execute(sql`insert into contents (organisation_id, topic_id, sl_no, content_type, name, url)
      select organisation_id, id, 1, 'Video', 'Bad', 'javascript:alert(document.cookie)' from topics where id = ${Number(w.topicCode)}`);
    const res = await media(owner, w, 1);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('javascript');
  });
});

describe('POST /api/update-studycontent', () => {
  it('updates name and URL, and applies the URL rules with the edit message', async () => {
    const owner = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    await addContent(t.app, owner, w, {
      contentType: 'Simulation Video',
      contentName: 'Sim',
      contentUrl: SAMPLE['Simulation Video']!,
    });
    const update = (fields: object) =>
      post(t.app, owner, '/api/update-studycontent', {
        suCode: owner.suCode,
        ...w,
        contentSLNo: 1,
        contentType: 'Simulation Video',
        contentName: 'Sim 2',
        contentURL: 'https://phet.colorado.edu/sims/html/bending-light/latest/bending-light_en.html',
        updatedBy: 'Admin',
        updatedOn: '2025-01-01T00:00:00Z',
        ...fields,
      });
    const ok = await update({});
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Content updated successfully!' });
    expect((await studyContent(owner, w))[0]).toMatchObject({
      ContentName: 'Sim 2',
      ContentURL: expect.stringContaining('bending-light'),
    });

    const blocked = await update({ contentURL: 'https://www.youtube.com/watch?v=x' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(INVALID_SIMULATION_URL);
    expect((await update({ contentURL: 'data:text/html,hi' })).json().message).toBe(INVALID_URL);
    expect((await update({ contentName: '' })).json().message).toBe(CONTENT_FIELDS_REQUIRED);
    expect((await update({ contentType: 'PDF' })).json().message).toContain('Please choose a content type');
    expect((await update({ contentSLNo: 5 })).statusCode).toBe(404);
    // Changing the type to Video allows YouTube.
    expect((await update({ contentType: 'Video', contentURL: 'https://youtu.be/x' })).statusCode).toBe(200);
    const other = await registerAndLogin(t.app);
    expect((await update({ suCode: other.suCode })).statusCode).toBe(403);
    const audit = await rowsOf<{ action: string }>(
      t.database,
      sql`select action from audit_log where area = 'content' and user_id = ${owner.userId} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });
});

describe('POST /api/delete-studycontent and reordering', () => {
  it('deletes the item named by type, name and URL, and renumbers', async () => {
    const owner = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    for (const name of ['One', 'Two', 'Three'])
      await addContent(t.app, owner, w, {
        contentType: 'Worksheet',
        contentName: name,
        contentUrl: `https://example.org/${name}`,
      });
    const del = (fields: object) =>
      post(t.app, owner, '/api/delete-studycontent', {
        ...w,
        contentType: 'Worksheet',
        contentName: 'Two',
        contentURL: 'https://example.org/Two',
        ...fields,
      });
    expect((await del({ contentURL: 'https://example.org/Other' })).statusCode).toBe(404);
    expect((await del({ contentName: '' })).json().message).toBe(MISSING_PARAMETERS);
    const res = await del({ contentType: 'WORKSHEET' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Content deleted successfully' });
    expect((await studyContent(owner, w)).map((c) => `${c.ContentSLNo}. ${c.ContentName}`)).toEqual([
      '1. One',
      '2. Three',
    ]);

    const reorder = await post(t.app, owner, '/api/v1/contents/reorder', { ...w, contentSLNos: [2, 1] });
    expect(reorder.statusCode).toBe(200);
    expect((await studyContent(owner, w)).map((c) => `${c.ContentSLNo}. ${c.ContentName}`)).toEqual([
      '1. Three',
      '2. One',
    ]);
    expect(
      (await post(t.app, owner, '/api/v1/contents/reorder', { ...w, contentSLNos: [1, 1] })).statusCode,
    ).toBe(409);
    expect(
      (await post(t.app, owner, '/api/v1/contents/reorder', { ...w, contentSLNos: [1, 2, 3] })).statusCode,
    ).toBe(409);
  });
});

describe('uploaded files', () => {
  it('stores a PDF, lists it as a file and serves it inline to the organisation only', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    const pdf = simplePdf('Real Numbers', ['Slide 1']);
    const res = await upload(
      owner,
      w,
      { contentType: 'PPT', contentName: 'Slides' },
      { name: '../../etc/Real Numbers.pdf', type: 'application/octet-stream', bytes: pdf },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ respCode: '0', respMsg: 'Content added successfully', ContentSLNo: 1 });
    const [item] = await studyContent(owner, w);
    expect(item).toMatchObject({ ContentType: 'PPT', ContentSource: 'file', FileName: 'Real Numbers.pdf' });
    expect(item!.ContentURL).toMatch(/^\/api\/v1\/content-files\/\d+$/);

    const m = (await media(owner, w, 1)).json();
    expect(m).toMatchObject({
      popupUrl: item!.ContentURL,
      newTabUrl: null,
      excelUrl: null,
      mediaKind: 'pdf',
    });

    const file = await t.app.inject(as(owner, { method: 'GET', url: item!.ContentURL }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Real Numbers.pdf"; filename*=UTF-8''Real%20Numbers.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const download = await t.app.inject(as(owner, { method: 'GET', url: `${item!.ContentURL}?download=1` }));
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    expect((await t.app.inject(as(other, { method: 'GET', url: item!.ContentURL }))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: item!.ContentURL })).statusCode).toBe(401);

    const [stored] = await rowsOf<{ size: number; mime_type: string }>(
      t.database,
      sql`select size, mime_type from content_files where content_id in (select id from contents where topic_id = ${Number(w.topicCode)})`,
    );
    expect(stored).toEqual({ size: pdf.length, mime_type: 'application/pdf' });
  });

  it('offers slides as a download and images inline; refuses other bytes and video types', async () => {
    const owner = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    const pptx = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(26),
      Buffer.from('[Content_Types].xml ppt/presentation.xml ppt/slides/slide1.xml'),
    ]);
    expect(
      (
        await upload(
          owner,
          w,
          { contentType: 'PPT', contentName: 'Deck' },
          { name: 'deck.pptx', type: 'application/zip', bytes: pptx },
        )
      ).json().respCode,
    ).toBe('0');
    expect(
      (
        await upload(
          owner,
          w,
          { contentType: 'Activity Item', contentName: 'Picture' },
          { name: 'photo', type: 'image/png', bytes: PNG },
        )
      ).json().respCode,
    ).toBe('0');
    const deck = (await media(owner, w, 1)).json();
    expect(deck).toMatchObject({
      excelUrl: expect.stringMatching(/\?download=1$/),
      mediaKind: 'download',
      popupUrl: null,
    });
    const deckFile = await t.app.inject(as(owner, { method: 'GET', url: deck.excelUrl }));
    expect(deckFile.headers['content-disposition']).toMatch(/^attachment; filename="deck.pptx"/);
    expect(deckFile.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    const picture = (await media(owner, w, 2)).json();
    expect(picture).toMatchObject({ mediaKind: 'image' });
    expect(
      (await t.app.inject(as(owner, { method: 'GET', url: picture.popupUrl }))).headers[
        'content-disposition'
      ],
    ).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`);

    const html = await upload(
      owner,
      w,
      { contentType: 'Worksheet', contentName: 'Evil' },
      { name: 'sheet.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script>') },
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(
      'Please choose a PDF, a PowerPoint (PPT or PPTX) or an image (PNG, JPEG, WebP or GIF).',
    );
    const video = await upload(
      owner,
      w,
      { contentType: 'Video', contentName: 'Clip' },
      { name: 'a.pdf', type: 'application/pdf', bytes: simplePdf('x') },
    );
    expect(video.json()).toEqual({
      respCode: '2',
      respMsg: 'Videos are added by their link. Please enter the video’s URL instead of a file.',
    });
    expect((await upload(owner, w, { contentType: 'Worksheet', contentName: 'Nothing' })).json()).toEqual({
      respCode: '2',
      respMsg: 'Please choose a file to upload.',
    });
    expect(
      (
        await upload(
          owner,
          w,
          { contentType: '', contentName: 'X' },
          { name: 'a.pdf', type: 'application/pdf', bytes: simplePdf('x') },
        )
      ).json().respMsg,
    ).toBe(CONTENT_FIELDS_REQUIRED);
    const viewer = await staffWith(t.app, t.database, owner, [
      { menuCode: MENU.ChapterDetails, level: 'view' },
    ]);
    expect(
      (
        await upload(
          viewer,
          w,
          { contentType: 'Worksheet', contentName: 'X' },
          { name: 'a.pdf', type: 'application/pdf', bytes: simplePdf('x') },
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject(as(viewer, { method: 'GET', url: picture.popupUrl }))).statusCode).toBe(200);
  });

  it('keeps the file when its address is kept, and drops it when a link replaces it', async () => {
    const owner = await registerAndLogin(t.app);
    const w = await makeTopic(t.app, owner);
    await upload(
      owner,
      w,
      { contentType: 'Worksheet', contentName: 'Sheet' },
      { name: 'sheet.pdf', type: 'application/pdf', bytes: simplePdf('Sheet') },
    );
    const [item] = await studyContent(owner, w);
    const update = (contentURL: string, contentName: string) =>
      post(t.app, owner, '/api/update-studycontent', {
        suCode: owner.suCode,
        ...w,
        contentSLNo: 1,
        contentType: 'Worksheet',
        contentName,
        contentURL,
      });
    expect((await update(item!.ContentURL, 'Sheet renamed')).statusCode).toBe(200);
    expect((await studyContent(owner, w))[0]).toMatchObject({
      ContentName: 'Sheet renamed',
      ContentSource: 'file',
      ContentURL: item!.ContentURL,
    });
    expect((await update('https://example.org/sheet', 'Sheet link')).statusCode).toBe(200);
    expect((await studyContent(owner, w))[0]).toMatchObject({
      ContentSource: 'url',
      ContentURL: 'https://example.org/sheet',
      FileName: null,
    });
    expect((await t.app.inject(as(owner, { method: 'GET', url: item!.ContentURL }))).statusCode).toBe(404);
    // Deleting an uploaded item by its file address removes the file too.
    await upload(
      owner,
      w,
      { contentType: 'Worksheet', contentName: 'Second' },
      { name: 's.pdf', type: 'application/pdf', bytes: simplePdf('S') },
    );
    const second = (await studyContent(owner, w))[1]!;
    const del = await post(t.app, owner, '/api/delete-studycontent', {
      ...w,
      contentType: 'Worksheet',
      contentName: 'Second',
      contentURL: second.ContentURL,
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject(as(owner, { method: 'GET', url: second.ContentURL }))).statusCode).toBe(404);
  });
});

describe('settings', () => {
  it('SIMULATION_URL_BLOCKLIST and CONTENT_UPLOAD_MAX_MB change the rules', async () => {
    const custom = await createTestApp({
      env: { SIMULATION_URL_BLOCKLIST: 'example.net, Vimeo.com', CONTENT_UPLOAD_MAX_MB: '1' },
    });
    try {
      const owner = await registerAndLogin(custom.app);
      const w = await makeTopic(custom.app, owner);
      const add = (url: string) =>
        post(custom.app, owner, '/api/insert-content', {
          suCode: owner.suCode,
          ...w,
          contentType: 'Simulation Video',
          contentName: 'S',
          contentUrl: url,
        });
      expect((await add('https://www.youtube.com/watch?v=x')).json().respCode).toBe('0');
      expect((await add('https://vimeo.com/1')).json()).toEqual({ respCode: '2', respMsg: INVALID_URL });
      expect((await add('https://sims.example.net/x')).json().respCode).toBe('2');
      const big = Buffer.concat([simplePdf('big'), Buffer.alloc(1024 * 1024)]);
      const body = multipart(
        { suCode: owner.suCode, ...w, contentType: 'Worksheet', contentName: 'Big' },
        { field: 'file', name: 'big.pdf', type: 'application/pdf', bytes: big },
      );
      const res = await custom.app.inject(
        as(owner, { method: 'POST', url: '/api/v1/content-uploads', ...body }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file must be 1 MB or smaller.');
    } finally {
      await custom.close();
    }
  });
});
