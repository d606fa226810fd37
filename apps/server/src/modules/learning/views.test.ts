import { describe, expect, it } from 'vitest';
import { LEARNING_VIEWS } from '@kaksha/contracts';
import { appPerFile, as, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { simplePdf } from './pdf.ts';
import {
  addChapter,
  addContent,
  addTopic,
  makeSubject,
  MENU,
  multipart,
  staffWith,
} from '../../../test/helpers/learning.ts';

const t = appPerFile();

const get = (account: Account, url: string) => t.app.inject(as(account, { method: 'GET', url }));
const qs = (o: object) =>
  new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)] as [string, string])).toString();

/** One subject: chapter 1 has a topic with one item of each video type and a worksheet file; chapter 2 has only a PPT link. */
async function library(owner: Account) {
  const subject = await makeSubject(t.app, owner, 'V');
  const one = await addChapter(t.app, owner, subject, 'Motion');
  const two = await addChapter(t.app, owner, subject, 'Sound');
  const topic = await addTopic(t.app, owner, subject, one.ChapterCode, 'Speed');
  const empty = await addTopic(t.app, owner, subject, one.ChapterCode, 'Notes');
  const slides = await addTopic(t.app, owner, subject, two.ChapterCode, 'Waves');
  const at = { ...subject, chapterCode: one.ChapterCode, topicCode: topic.TopicCode };
  for (const [contentType, contentUrl] of [
    ['Video', 'https://youtu.be/ScMzIvxBSi4'],
    ['Activity Video', 'https://example.org/activity.mp4'],
    [
      'Simulation Video',
      'https://phet.colorado.edu/sims/html/projectile-motion/latest/projectile-motion_en.html',
    ],
  ])
    await addContent(t.app, owner, at, {
      contentType: contentType!,
      contentName: contentType!,
      contentUrl: contentUrl!,
    });
  const body = multipart(
    { suCode: owner.suCode, ...at, contentType: 'Worksheet', contentName: 'Worksheet file' },
    { field: 'file', name: 'w.pdf', type: 'application/pdf', bytes: simplePdf('Worksheet') },
  );
  await t.app.inject(as(owner, { method: 'POST', url: '/api/v1/content-uploads', ...body }));
  await addContent(
    t.app,
    owner,
    { ...subject, chapterCode: two.ChapterCode, topicCode: slides.TopicCode },
    {
      contentType: 'PPT',
      contentName: 'Slides',
      contentUrl: 'https://example.org/waves.pptx',
    },
  );
  return { subject, one, two, topic, empty, at };
}

describe('learning views', () => {
  it('LMS browses board → class → subject → chapter → topic → content, all types', async () => {
    const owner = await registerAndLogin(t.app);
    const { subject, one, topic, empty } = await library(owner);
    const catalogue = (await get(owner, '/api/v1/learning/lms/catalogue')).json();
    expect(catalogue).toEqual({
      data: [
        {
          boardCode: subject.boardCode,
          boardName: 'Test board',
          classCode: subject.classCode,
          className: 'Test class',
          subjectCode: subject.subjectCode,
          subjectName: 'Test subject',
          chapterCount: 2,
          contentCount: 5,
        },
      ],
      total: 1,
    });
    const chapters = (await get(owner, `/api/v1/learning/lms/chapters?${qs(subject)}`)).json();
    expect(chapters).toEqual({
      data: [
        { ChapterCode: one.ChapterCode, ChapterName: 'Motion', ChapterSlNo: 1, contentCount: 4 },
        expect.objectContaining({ ChapterName: 'Sound', contentCount: 1 }),
      ],
      total: 2,
    });
    const paged = (
      await get(owner, `/api/v1/learning/lms/chapters?${qs({ ...subject, page: 2, pageSize: 1 })}`)
    ).json();
    expect(paged).toMatchObject({ data: [{ ChapterName: 'Sound' }], total: 2 });
    expect(
      (await get(owner, `/api/v1/learning/lms/chapters?${qs({ ...subject, q: 'sou' })}`)).json().total,
    ).toBe(1);

    const topics = (
      await get(owner, `/api/v1/learning/lms/topics?${qs({ ...subject, chapterCode: one.ChapterCode })}`)
    ).json();
    expect(topics.data).toEqual([
      {
        TopicCode: topic.TopicCode,
        TopicName: 'Speed',
        TopicSLNo: 1,
        contents: [
          { ContentType: 'Video', ContentName: 'Video', ContentSLNo: 1 },
          { ContentType: 'Activity Video', ContentName: 'Activity Video', ContentSLNo: 2 },
          { ContentType: 'Simulation Video', ContentName: 'Simulation Video', ContentSLNo: 3 },
          { ContentType: 'Worksheet', ContentName: 'Worksheet file', ContentSLNo: 4 },
        ],
      },
      { TopicCode: empty.TopicCode, TopicName: 'Notes', TopicSLNo: 2, contents: [] },
    ]);

    const m = { ...subject, chapterCode: one.ChapterCode, topicCode: topic.TopicCode };
    const video = (await get(owner, `/api/v1/learning/lms/media?${qs({ ...m, contentSLNo: 1 })}`)).json();
    expect(video).toMatchObject({
      popupUrl: 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4',
      mediaKind: 'video',
    });
    const file = (await get(owner, `/api/v1/learning/lms/media?${qs({ ...m, contentSLNo: 4 })}`)).json();
    expect(file.popupUrl).toMatch(/^\/api\/v1\/learning\/lms\/files\/\d+$/);
    const served = await get(owner, file.popupUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('video views list only their types', async () => {
    const owner = await registerAndLogin(t.app);
    const { subject, one, two, topic } = await library(owner);
    const expected: Record<string, string[]> = {
      LMS_Video: ['Video', 'Activity Video', 'Simulation Video'],
      LearnVideo: ['Video'],
      ClassVideo: ['Activity Video'],
      SimulationVideo: ['Simulation Video'],
    };
    for (const view of LEARNING_VIEWS.filter((v) => v.frmName !== 'LMS')) {
      const base = `/api/v1/learning/${view.slug}`;
      const catalogue = (await get(owner, `${base}/catalogue`)).json();
      expect(catalogue.data[0], view.frmName).toMatchObject({
        chapterCount: 1,
        contentCount: expected[view.frmName]!.length,
      });
      const chapters = (await get(owner, `${base}/chapters?${qs(subject)}`)).json();
      // "Sound" only has slides: no video view lists it.
      expect(chapters.data.map((c: { ChapterName: string }) => c.ChapterName)).toEqual(['Motion']);
      const topics = (
        await get(owner, `${base}/topics?${qs({ ...subject, chapterCode: one.ChapterCode })}`)
      ).json();
      expect(topics.data.map((x: { TopicName: string }) => x.TopicName)).toEqual(['Speed']);
      expect(topics.data[0].contents.map((c: { ContentType: string }) => c.ContentType)).toEqual(
        expected[view.frmName],
      );
      const empty = (
        await get(owner, `${base}/topics?${qs({ ...subject, chapterCode: two.ChapterCode })}`)
      ).json();
      expect(empty).toEqual({ data: [], total: 0 });
      // The worksheet (item 4) is not theirs to open.
      const m = { ...subject, chapterCode: one.ChapterCode, topicCode: topic.TopicCode };
      expect((await get(owner, `${base}/media?${qs({ ...m, contentSLNo: 4 })}`)).statusCode).toBe(404);
    }
    const lmsFile = (
      await get(
        owner,
        `/api/v1/learning/lms/media?${qs({ ...subject, chapterCode: one.ChapterCode, topicCode: topic.TopicCode, contentSLNo: 4 })}`,
      )
    ).json().popupUrl as string;
    const id = lmsFile.split('/').pop();
    expect((await get(owner, `/api/v1/learning/simulation-video/files/${id}`)).statusCode).toBe(404);
  });

  it('each view needs its own menu, and shows only the caller’s organisation', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const { subject, one } = await library(owner);
    const sims = await staffWith(t.app, t.database, owner, [
      { menuCode: MENU.SimulationVideo, level: 'view' },
    ]);
    expect((await get(sims, '/api/v1/learning/simulation-video/catalogue')).statusCode).toBe(200);
    expect((await get(sims, '/api/v1/learning/lms/catalogue')).statusCode).toBe(403);
    expect((await get(sims, '/api/v1/learning/learn-video/catalogue')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/learning/lms/catalogue' })).statusCode).toBe(
      401,
    );

    expect((await get(other, '/api/v1/learning/lms/catalogue')).json()).toEqual({ data: [], total: 0 });
    expect((await get(other, `/api/v1/learning/lms/chapters?${qs(subject)}`)).statusCode).toBe(404);
    const theirs = await makeSubject(t.app, other, 'W');
    expect(
      (await get(other, `/api/v1/learning/lms/topics?${qs({ ...theirs, chapterCode: one.ChapterCode })}`))
        .statusCode,
    ).toBe(404);
    const missing = await get(owner, `/api/v1/learning/lms/chapters?boardCode=${subject.boardCode}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('One or more parameters are missing.');
  });
});
