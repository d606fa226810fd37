import { describe, expect, it } from 'vitest';
import {
  sessionList,
  syllabusMessages as say,
  type BatchChoices,
  type BatchDetail,
  type BatchSyllabus,
  type SessionCoverage,
  type SessionList,
} from '@kaksha/contracts';
import { addDays, isoWeekday } from '../../lib/calendar-days.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import { addChapter, addTopic, makeSubject } from '../../../test/helpers/learning.ts';
import { makeCentre, makeTeacher } from '../../../test/helpers/teachers.ts';

const t = appPerFile();

const call = caller(t);

/** A batch of a board, class and subject with two chapters, and weekly classes two weeks back and ahead. */
async function setUp() {
  const owner = await registerAndLogin(t.app);
  const subject = await makeSubject(t.app, owner);
  const motion = await addChapter(t.app, owner, subject, 'Motion');
  const topicCodes = new Map<string, string>();
  for (const topic of ['Speed', 'Velocity', 'Acceleration'])
    topicCodes.set(topic, (await addTopic(t.app, owner, subject, motion.ChapterCode, topic)).TopicCode);
  const force = await addChapter(t.app, owner, subject, 'Force');
  await addTopic(t.app, owner, subject, force.ChapterCode, 'Newton’s laws');
  const choices = (await call(owner, 'GET', '/api/v1/batches/choices')).json() as BatchChoices;
  const centre = await makeCentre(t, owner);
  const today = dayIn(new Date(), 'Asia/Kolkata');
  const batch = (
    await call(owner, 'POST', '/api/v1/batches', {
      code: 'PHY1',
      name: 'Physics 11',
      centreId: centre.id,
      capacity: 30,
      startsOn: addDays(today, -30),
      boardId: choices.boards[0]!.id,
      classId: choices.classes[0]!.id,
      subjectIds: [choices.subjects[0]!.id],
    })
  ).json() as BatchDetail;
  const teacher = await makeTeacher(t, owner);
  const from = addDays(today, -13);
  const slot = await call(owner, 'POST', `/api/v1/batches/${batch.id}/slots`, {
    weekday: isoWeekday(from),
    startTime: '00:00',
    endTime: '00:30',
    subjectId: choices.subjects[0]!.id,
    teacherId: teacher.id,
    fromDate: from,
    toDate: addDays(today, 14),
  });
  expect(slot.statusCode).toBe(201);
  const sessions = (
    (
      await call(owner, 'GET', `/api/v1/batches/${batch.id}/sessions?from=${from}&to=${addDays(today, 14)}`)
    ).json() as SessionList
  ).data;
  /** Removes one of Motion's topics through the learning content's API. */
  const deleteTopic = async (name: string) => {
    const res = await call(owner, 'POST', '/api/delete-topic', {
      ...subject,
      suCode: owner.suCode,
      chapterCode: motion.ChapterCode,
      topicCode: topicCodes.get(name),
    });
    expect(res.statusCode).toBe(200);
  };
  const renameTopic = async (name: string, to: string) => {
    const res = await call(owner, 'POST', '/api/update-topic', {
      BoardCode: subject.boardCode,
      ClassCode: subject.classCode,
      SubjectCode: subject.subjectCode,
      ChapterCode: motion.ChapterCode,
      TopicCode: topicCodes.get(name),
      TopicName: to,
    });
    expect(res.statusCode).toBe(200);
  };
  return { owner, batch, subjectId: choices.subjects[0]!.id, sessions, today, deleteTopic, renameTopic };
}

describe('batch content', () => {
  it('plans topics in order, counts a topic once covered, and names what is next', async () => {
    const { owner, batch, subjectId, sessions, today } = await setUp();
    const url = `/api/v1/batches/${batch.id}/syllabus`;
    const empty = (await call(owner, 'GET', url)).json() as BatchSyllabus;
    expect(empty.subjects).toMatchObject([{ subjectId, planned: 0, covered: 0, percent: 0, topics: [] }]);
    expect(empty.chapters.map((c) => [c.chapterName, c.topics.map((x) => x.name)])).toEqual([
      ['Motion', ['Speed', 'Velocity', 'Acceleration']],
      ['Force', ['Newton’s laws']],
    ]);
    const [speed, velocity, acceleration] = empty.chapters[0]!.topics.map((x) => x.id);
    const newton = empty.chapters[1]!.topics[0]!.id;

    const planned = (
      await call(owner, 'PUT', url, { subjectId, topicIds: [speed, velocity, acceleration] })
    ).json() as BatchSyllabus;
    expect(planned.subjects[0]).toMatchObject({ planned: 3, covered: 0, percent: 0 });

    const past = sessions.filter((s) => s.day < today);
    const future = sessions.filter((s) => s.day > today);
    const topicsUrl = (id: number) => `/api/v1/sessions/${id}/topics`;
    const marked = (
      await call(owner, 'PUT', topicsUrl(past[0]!.id), { topicIds: [speed, velocity] })
    ).json() as SessionCoverage;
    expect(marked.covered.sort()).toEqual([speed, velocity].sort());
    // The same topic again in a later class counts once.
    await call(owner, 'PUT', topicsUrl(past[1]!.id), { topicIds: [velocity] });
    const covered = (await call(owner, 'GET', url)).json() as BatchSyllabus;
    expect(covered.subjects[0]).toMatchObject({ planned: 3, covered: 2, percent: 66 });
    expect(covered.subjects[0]!.topics.map((x) => [x.topicName, x.coveredOn, x.sessions])).toEqual([
      ['Speed', past[0]!.day, 1],
      ['Velocity', past[0]!.day, 2],
      ['Acceleration', null, 0],
    ]);

    const notPlanned = await call(owner, 'PUT', topicsUrl(past[1]!.id), { topicIds: [newton] });
    expect(notPlanned.json().fieldErrors).toEqual({ topicIds: say.notPlanned });
    const ahead = await call(owner, 'PUT', topicsUrl(future[0]!.id), { topicIds: [acceleration] });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe(say.notYet);

    const upcoming = await call(owner, 'GET', `/api/v1/sessions/upcoming?batchId=${batch.id}&days=14`);
    const next = upcoming.json() as SessionList;
    expect(upcoming.body).toBe(JSON.stringify(sessionList.encode(next)));
    expect(next.data[0]!.toCover).toBe('Acceleration');

    // Speed leaves the plan: what the first class taught stays recorded, and saving that class's
    // topics again (with or without Speed) keeps it.
    await call(owner, 'PUT', url, { subjectId, topicIds: [velocity, acceleration] });
    const echoed = await call(owner, 'PUT', topicsUrl(past[0]!.id), { topicIds: [speed, velocity] });
    expect(echoed.statusCode).toBe(200);
    const narrowed = (
      await call(owner, 'PUT', topicsUrl(past[0]!.id), { topicIds: [acceleration] })
    ).json() as SessionCoverage;
    expect(narrowed.covered.sort()).toEqual([speed, acceleration].sort());
  });

  it("keeps each class's next topic as the plan and the classes change, however they change", async () => {
    const { owner, batch, subjectId, sessions, today, deleteTopic, renameTopic } = await setUp();
    // Another institute's plan, its next topic its own.
    const theirs = await setUp();
    const theirUrl = `/api/v1/batches/${theirs.batch.id}/syllabus`;
    const theirTopic = ((await call(theirs.owner, 'GET', theirUrl)).json() as BatchSyllabus).chapters[1]!
      .topics[0]!.id;
    await call(theirs.owner, 'PUT', theirUrl, { subjectId: theirs.subjectId, topicIds: [theirTopic] });
    const url = `/api/v1/batches/${batch.id}/syllabus`;
    const [speed, velocity, acceleration] = (
      (await call(owner, 'GET', url)).json() as BatchSyllabus
    ).chapters[0]!.topics.map((x) => x.id) as [number, number, number];
    const toCover = async () => {
      const res = await call(owner, 'GET', `/api/v1/sessions/upcoming?batchId=${batch.id}&days=14`);
      const next = (res.json() as SessionList).data;
      // Every class of the batch's subject shows the same next topic.
      expect(new Set(next.map((s) => s.toCover)).size).toBe(1);
      return next[0]!.toCover;
    };
    const cover = (sessionId: number, topicIds: number[]) =>
      call(owner, 'PUT', `/api/v1/sessions/${sessionId}/topics`, { topicIds });
    const [first, second] = sessions.filter((s) => s.day < today);

    expect(await toCover()).toBeNull();
    await call(owner, 'PUT', url, { subjectId, topicIds: [speed, velocity, acceleration] });
    expect(await toCover()).toBe('Speed');
    // Two classes' topics saved at once (on PostgreSQL, two transactions racing): both count.
    const saved = await Promise.all([cover(first!.id, [speed]), cover(second!.id, [velocity])]);
    expect(saved.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await toCover()).toBe('Acceleration');
    // A class moved answers with its next topic too (a class read alone, not in a window).
    const later = sessions.find((s) => s.day > today)!;
    const moved = await call(owner, 'POST', `/api/v1/sessions/${later.id}/reschedule`, {
      day: addDays(later.day, 1),
      startTime: '01:00',
      endTime: '01:30',
    });
    expect(moved.json()).toMatchObject({ moved: true, toCover: 'Acceleration' });
    await cover(second!.id, []);
    expect(await toCover()).toBe('Velocity');
    // The plan reordered, then its next topic removed from the institute's content.
    await call(owner, 'PUT', url, { subjectId, topicIds: [velocity, acceleration, speed] });
    expect(await toCover()).toBe('Velocity');
    await deleteTopic('Velocity');
    expect(await toCover()).toBe('Acceleration');
    await cover(second!.id, [acceleration]);
    expect(await toCover()).toBeNull();
    await call(owner, 'PUT', url, { subjectId, topicIds: [] });
    expect(await toCover()).toBeNull();
    await call(owner, 'PUT', url, { subjectId, topicIds: [acceleration, speed] });
    expect(await toCover()).toBeNull();
    await cover(first!.id, []);
    expect(await toCover()).toBe('Speed');
    await renameTopic('Speed', 'Speed and distance');
    expect(await toCover()).toBe('Speed and distance');
    const theirNext = await call(theirs.owner, 'GET', `/api/v1/sessions/upcoming?batchId=${theirs.batch.id}`);
    expect((theirNext.json() as SessionList).data[0]!.toCover).toBe('Newton’s laws');
    // A batch made by mistake goes with its plan and what its classes covered.
    expect((await call(owner, 'DELETE', `/api/v1/batches/${batch.id}`)).statusCode).toBe(204);
  });

  it('keeps another organisation out', async () => {
    const { owner, batch, subjectId, sessions } = await setUp();
    const stranger = await registerAndLogin(t.app);
    const theirs = await setUp();
    const theirTopics = (
      (await call(theirs.owner, 'GET', `/api/v1/batches/${theirs.batch.id}/syllabus`)).json() as BatchSyllabus
    ).chapters[0]!.topics.map((x) => x.id);
    for (const [method, path, body] of [
      ['GET', `/api/v1/batches/${batch.id}/syllabus`],
      ['PUT', `/api/v1/batches/${batch.id}/syllabus`, { subjectId, topicIds: [] }],
      ['GET', `/api/v1/sessions/${sessions[0]!.id}/topics`],
      ['PUT', `/api/v1/sessions/${sessions[0]!.id}/topics`, { topicIds: [] }],
    ] as const)
      expect((await call(stranger, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    const foreign = await call(owner, 'PUT', `/api/v1/batches/${batch.id}/syllabus`, {
      subjectId,
      topicIds: theirTopics,
    });
    expect(foreign.json().fieldErrors).toEqual({ topicIds: say.topicsNotFound });
  });
});
