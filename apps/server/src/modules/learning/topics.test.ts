import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MISSING_PARAMETERS, ORDER_CHANGED, TOPIC_NAME_REQUIRED } from '@kaksha/contracts';
import { appPerFile, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { addChapter, addTopic, makeSubject, MENU, post, staffWith } from '../../../test/helpers/learning.ts';
import type { Subject } from '../../../test/helpers/learning.ts';

const t = appPerFile();

const topicNames = async (account: Account, subject: Subject, chapterCode: string) => {
  const res = await post(t.app, account, '/api/topic-details', {
    ...subject,
    suCode: account.suCode,
    chapterCode,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().topics as { TopicName: string; TopicSLNo: number }[]).map(
    (x) => `${x.TopicSLNo}. ${x.TopicName}`,
  );
};

async function chapterOf(owner: Account) {
  const subject = await makeSubject(t.app, owner);
  const { ChapterCode } = await addChapter(t.app, owner, subject, 'Electricity');
  return { subject, chapterCode: ChapterCode };
}

describe('POST /api/add-topic and /api/topic-details', () => {
  it('adds topics with serial numbers and lists them with their content counts', async () => {
    const owner = await registerAndLogin(t.app);
    const { subject, chapterCode } = await chapterOf(owner);
    const first = await post(t.app, owner, '/api/add-topic', {
      suCode: owner.suCode,
      ...subject,
      chapterCode,
      topicName: ' Electric Current ',
      createdBy: 'Admin',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Topic added successfully', TopicSLNo: 1 });
    await addTopic(t.app, owner, subject, chapterCode, "Ohm's Law");
    const res = await post(t.app, owner, '/api/topic-details', {
      suCode: owner.suCode,
      ...subject,
      chapterCode,
    });
    expect(res.json()).toEqual({
      topics: [
        { TopicCode: first.json().TopicCode, TopicName: 'Electric Current', TopicSLNo: 1, ContentCount: 0 },
        expect.objectContaining({ TopicName: "Ohm's Law", TopicSLNo: 2 }),
      ],
    });
    const chapters = await post(t.app, owner, '/api/chapter-details', {
      ...subject,
      suCode: owner.suCode,
      chapterCode: '',
    });
    expect(chapters.json().chapters[0].TopicCount).toBe(2);
  });

  it('needs a topic name, the chapter code, and a name not already in the chapter', async () => {
    const owner = await registerAndLogin(t.app);
    const { subject, chapterCode } = await chapterOf(owner);
    const blank = await post(t.app, owner, '/api/add-topic', {
      suCode: owner.suCode,
      ...subject,
      chapterCode,
      topicName: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(TOPIC_NAME_REQUIRED);
    const noChapter = await post(t.app, owner, '/api/add-topic', {
      suCode: owner.suCode,
      ...subject,
      topicName: 'X',
    });
    expect(noChapter.json().message).toBe(MISSING_PARAMETERS);
    const noChapterDetails = await post(t.app, owner, '/api/topic-details', {
      suCode: owner.suCode,
      ...subject,
      chapterCode: '',
    });
    expect(noChapterDetails.json().message).toBe(MISSING_PARAMETERS);
    await addTopic(t.app, owner, subject, chapterCode, 'Resistance');
    const twice = await post(t.app, owner, '/api/add-topic', {
      suCode: owner.suCode,
      ...subject,
      chapterCode,
      topicName: 'resistance',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A topic with this name already exists in this chapter.');
  });

  it('refuses another organisation’s suCode, and treats its chapters and topics as not found', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const mine = await chapterOf(owner);
    const theirs = await chapterOf(other);
    const theirTopic = await addTopic(t.app, other, theirs.subject, theirs.chapterCode, 'Private');
    expect(
      (
        await post(t.app, owner, '/api/topic-details', {
          suCode: other.suCode,
          ...mine.subject,
          chapterCode: mine.chapterCode,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(t.app, owner, '/api/topic-details', {
          suCode: owner.suCode,
          ...mine.subject,
          chapterCode: theirs.chapterCode,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(t.app, owner, '/api/add-topic', {
          suCode: owner.suCode,
          ...mine.subject,
          chapterCode: theirs.chapterCode,
          topicName: 'X',
        })
      ).statusCode,
    ).toBe(404);
    const update = await post(t.app, owner, '/api/update-topic', {
      BoardCode: mine.subject.boardCode,
      ClassCode: mine.subject.classCode,
      SubjectCode: mine.subject.subjectCode,
      ChapterCode: mine.chapterCode,
      TopicCode: theirTopic.TopicCode,
      TopicName: 'Stolen',
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Topic not found.');
    const del = await post(t.app, owner, '/api/delete-topic', {
      ...mine.subject,
      chapterCode: mine.chapterCode,
      topicCode: theirTopic.TopicCode,
    });
    expect(del.statusCode).toBe(404);
    expect(await topicNames(other, theirs.subject, theirs.chapterCode)).toEqual(['1. Private']);
  });
});

describe('POST /api/update-topic', () => {
  it('renames with the spec’s PascalCase payload and answers 200', async () => {
    const owner = await registerAndLogin(t.app);
    const { subject, chapterCode } = await chapterOf(owner);
    const { TopicCode } = await addTopic(t.app, owner, subject, chapterCode, 'Old name');
    const res = await post(t.app, owner, '/api/update-topic', {
      BoardCode: subject.boardCode,
      ClassCode: subject.classCode,
      SubjectCode: subject.subjectCode,
      ChapterCode: chapterCode,
      TopicCode,
      TopicName: 'New name',
      UpdatedBy: 'Admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Topic updated successfully!' });
    expect(await topicNames(owner, subject, chapterCode)).toEqual(['1. New name']);
    const blank = await post(t.app, owner, '/api/update-topic', {
      BoardCode: subject.boardCode,
      ClassCode: subject.classCode,
      SubjectCode: subject.subjectCode,
      ChapterCode: chapterCode,
      TopicCode,
      TopicName: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(TOPIC_NAME_REQUIRED);
    const [audit] = await rowsOf<{ summary: object }>(
      t.database,
      sql`select summary from audit_log where area = 'topic' and action = 'update' and user_id = ${owner.userId}`,
    );
    expect(audit?.summary).toEqual({ before: 'Old name', after: 'New name' });
  });
});

describe('POST /api/delete-topic and reordering', () => {
  it('deletes and renumbers, then reorders', async () => {
    const owner = await registerAndLogin(t.app);
    const { subject, chapterCode } = await chapterOf(owner);
    const codes: string[] = [];
    for (const name of ['A', 'B', 'C', 'D'])
      codes.push((await addTopic(t.app, owner, subject, chapterCode, name)).TopicCode);
    const res = await post(t.app, owner, '/api/delete-topic', {
      ...subject,
      chapterCode,
      topicCode: codes[1],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Topic deleted successfully' });
    expect(await topicNames(owner, subject, chapterCode)).toEqual(['1. A', '2. C', '3. D']);

    const order = [codes[3], codes[2], codes[0]];
    const reorder = await post(t.app, owner, '/api/v1/topics/reorder', {
      ...subject,
      chapterCode,
      topicCodes: order,
    });
    expect(reorder.statusCode).toBe(200);
    expect(await topicNames(owner, subject, chapterCode)).toEqual(['1. D', '2. C', '3. A']);
    const stale = await post(t.app, owner, '/api/v1/topics/reorder', {
      ...subject,
      chapterCode,
      topicCodes: [codes[1], codes[2], codes[0]],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ORDER_CHANGED);
    const audit = await rowsOf<{ action: string }>(
      t.database,
      sql`select action from audit_log where area = 'topic' and user_id = ${owner.userId} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'create', 'create', 'create', 'delete', 'reorder']);
  });

  it('lets a viewer list topics but not change them', async () => {
    const owner = await registerAndLogin(t.app);
    const { subject, chapterCode } = await chapterOf(owner);
    const { TopicCode } = await addTopic(t.app, owner, subject, chapterCode, 'Keep');
    const viewer = await staffWith(t.app, t.database, owner, [
      { menuCode: MENU.ChapterDetails, level: 'view' },
    ]);
    expect(await topicNames(viewer, subject, chapterCode)).toEqual(['1. Keep']);
    expect(
      (await post(t.app, viewer, '/api/delete-topic', { ...subject, chapterCode, topicCode: TopicCode }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(t.app, viewer, '/api/add-topic', {
          ...subject,
          suCode: owner.suCode,
          chapterCode,
          topicName: 'X',
        })
      ).statusCode,
    ).toBe(403);
  });
});
