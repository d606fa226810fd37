import { describe, expect, it } from 'vitest';
import {
  examMessages as say,
  timetableMessages as clash,
  type BatchChoices,
  type BatchDetail,
  type BookingList,
  type ExamChoices,
  type ExamDetail,
  type ExamResults,
  type GradingScaleList,
  type MarksSheet,
} from '@kaksha/contracts';
import { appPerFile, caller, countQueries, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre, makeStaff, makeTeacher } from '../../../test/helpers/teachers.ts';

/*
 * Exams (issue 67): grading scales ready-made, an exam through its stages by one function, its
 * sittings on the one calendar under the one clash rule, marks entry refused per cell, results and
 * grades at the bands' edges; another organisation sees and changes nothing; menus and levels.
 */

const t = appPerFile();
const call = caller(t);
// Mon 4 and Tue 5 January 2027.
const [MON, TUE] = ['2027-01-04', '2027-01-05'];

let serial = 0;
async function setUp(students = 2) {
  const n = ++serial;
  const owner = await registerAndLogin(t.app);
  const centre = await makeCentre(t, owner);
  const room = async (name: string, capacity: number | null) => {
    const res = await call(owner, 'POST', '/api/v1/rooms', { centreId: centre.id, name, capacity });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const [roomA, hall] = [await room('Room A', null), await room('Hall', 3)];
  for (const [code, name] of [
    ['PHY', 'Physics'],
    ['MAT', 'Mathematics'],
  ])
    expect((await call(owner, 'POST', '/api/v1/subjects', { code, name })).statusCode).toBe(201);
  const choices = (await call(owner, 'GET', '/api/v1/batches/choices')).json() as BatchChoices;
  const subject = (name: string) => choices.subjects.find((s) => s.name === name)!.id;
  const [physics, maths] = [subject('Physics'), subject('Mathematics')];
  const batch = async (name: string) => {
    const res = await call(owner, 'POST', '/api/v1/batches', {
      code: `E${n}${name.slice(-1)}`,
      name,
      centreId: centre.id,
      capacity: 30,
      startsOn: '2026-06-01',
      endsOn: '2027-12-31',
      subjectIds: [physics, maths],
    });
    expect(res.statusCode).toBe(201);
    const made = res.json() as BatchDetail;
    const ids: number[] = [];
    for (let i = 0; i < students; i++)
      ids.push((await admitStudent(t, owner, { centreId: centre.id, name: `${name} pupil ${i + 1}` })).id);
    if (ids.length > 0) {
      const allot = await call(owner, 'POST', `/api/v1/batches/${made.id}/students`, {
        studentIds: ids,
        fromDate: '2026-06-01',
      });
      expect(allot.statusCode).toBeLessThan(300);
    }
    return { ...made, studentIds: ids };
  };
  const [a, b] = [await batch('Class 10 A'), await batch('Class 10 B')];
  const ravi = await makeTeacher(t, owner, { name: 'Ravi Kumar' });
  const scales = (await call(owner, 'GET', '/api/v1/grading-scales')).json() as GradingScaleList;
  const cbse = scales.data.find((s) => s.name.startsWith('CBSE'))!.id;
  const paper = (over: Record<string, unknown> = {}) => ({
    subjectId: physics,
    date: MON,
    startTime: '10:00',
    endTime: '13:00',
    roomId: hall,
    teacherId: ravi.id,
    maxMarks: 80,
    passingMarks: 27,
    ...over,
  });
  const exam = (over: Record<string, unknown> = {}) => ({
    name: 'Mid-term',
    type: 'mid_term',
    scaleId: cbse,
    batchIds: [a.id],
    papers: [paper()],
    ...over,
  });
  const create = async (body = exam(), account: Account = owner) => {
    const res = await call(account, 'POST', '/api/v1/exams', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ExamDetail;
  };
  const move = (id: number, status: string, account: Account = owner) =>
    call(account, 'POST', `/api/v1/exams/${id}/status`, { status });
  const marksUrl = (e: ExamDetail, i = 0) => `/api/v1/exams/${e.id}/papers/${e.papers[i]!.id}/marks`;
  return {
    owner,
    centre,
    roomA,
    hall,
    physics,
    maths,
    a,
    b,
    ravi,
    cbse,
    paper,
    exam,
    create,
    move,
    marksUrl,
  };
}

function refused(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect((res.json() as { message: string }).message).toBe(message);
}

describe('grading scales', () => {
  it('gives every organisation the CBSE and co-scholastic scales, and takes its own', async () => {
    const { owner } = await setUp(0);
    const list = (await call(owner, 'GET', '/api/v1/grading-scales')).json() as GradingScaleList;
    expect(
      list.data.map((s) => [s.name, s.bands.map((b) => `${b.grade}≥${b.fromPercent}`).join(' ')]),
    ).toEqual([
      ['CBSE (A1–E)', 'A1≥91 A2≥81 B1≥71 B2≥61 C1≥51 C2≥41 D≥33 E≥0'],
      ['Co-scholastic, 3-point (A–C)', 'A≥67 B≥34 C≥0'],
      ['Co-scholastic, 5-point (A–E)', 'A≥81 B≥61 C≥41 D≥21 E≥0'],
    ]);
    const own = {
      name: 'Pass or fail',
      bands: [
        { fromPercent: 40, grade: 'P' },
        { fromPercent: 0, grade: 'F' },
      ],
    };
    const made = await call(owner, 'POST', '/api/v1/grading-scales', own);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Pass or fail', builtIn: false, kind: 'scholastic' });
    refused(await call(owner, 'POST', '/api/v1/grading-scales', own), 409, say.scaleTaken);
    const noZero = await call(owner, 'POST', '/api/v1/grading-scales', {
      ...own,
      name: 'X',
      bands: [own.bands[0]],
    });
    expect(noZero.json()).toMatchObject({ fieldErrors: { bands: say.bandsFromZero } });
    // Another organisation has its own three, not this one's.
    const other = await registerAndLogin(t.app);
    const theirs = (await call(other, 'GET', '/api/v1/grading-scales')).json() as GradingScaleList;
    expect(theirs.data.map((s) => s.name)).toHaveLength(3);
    expect(theirs.data.some((s) => list.data.some((m) => m.id === s.id))).toBe(false);
  });
});

describe('an exam’s stages', () => {
  it('moves draft → scheduled → held → published by the legal moves only, booking and cancelling its sittings', async () => {
    const { owner, a, b, create, move, exam, paper, maths, marksUrl } = await setUp(1);
    const made = await create(
      exam({ batchIds: [a.id, b.id], papers: [paper(), paper({ subjectId: maths, date: TUE })] }),
    );
    expect(made).toMatchObject({
      status: 'draft',
      batches: [
        { name: 'Class 10 A', students: 1 },
        { name: 'Class 10 B', students: 1 },
      ],
    });
    refused(await move(made.id, 'held'), 409, say.illegalMove('draft', 'held'));
    refused(await move(made.id, 'published'), 409, say.illegalMove('draft', 'published'));

    const scheduled = await move(made.id, 'scheduled');
    expect(scheduled.json()).toMatchObject({ status: 'scheduled' });
    const calendar = async () =>
      (
        (await call(owner, 'GET', `/api/v1/bookings?from=${MON}&to=${TUE}`)).json() as BookingList
      ).data.filter((x) => x.kind === 'exam' && x.active);
    // A sitting per paper and batch; the invigilator is booked once per paper.
    expect((await calendar()).map((x) => `${x.title}|${x.teacherName ?? '-'}`)).toEqual([
      'Mid-term — Physics (Class 10 A)|Ravi Kumar',
      'Mid-term — Physics (Class 10 B)|-',
      'Mid-term — Mathematics (Class 10 A)|Ravi Kumar',
      'Mid-term — Mathematics (Class 10 B)|-',
    ]);
    refused(await call(owner, 'PUT', `/api/v1/exams/${made.id}`, exam()), 409, say.onlyDraftChanges);
    refused(await call(owner, 'PUT', marksUrl(made), { marks: [] }), 409, say.notHeldYet);

    expect((await move(made.id, 'draft')).json()).toMatchObject({ status: 'draft' });
    expect(await calendar()).toEqual([]);
    const changed = await call(owner, 'PUT', `/api/v1/exams/${made.id}`, exam({ name: 'Mid-term 1' }));
    expect(changed.statusCode).toBe(200);
    const again = changed.json() as ExamDetail;
    expect((await move(made.id, 'scheduled')).statusCode).toBe(200);
    expect((await calendar()).map((x) => x.title)).toEqual(['Mid-term 1 — Physics (Class 10 A)']);
    expect((await move(made.id, 'held')).json()).toMatchObject({ status: 'held' });
    refused(await move(made.id, 'draft'), 409, say.illegalMove('held', 'draft'));
    refused(await move(made.id, 'published'), 409, say.marksMissing(say.marksMissingPaper('Physics', 1)));
    const marked = await call(owner, 'PUT', marksUrl(again), {
      marks: [{ studentId: a.studentIds[0], marks: 50 }],
    });
    expect(marked.statusCode).toBe(200);
    const published = await move(made.id, 'published');
    expect(published.json()).toMatchObject({ status: 'published' });
    expect((published.json() as ExamDetail).publishedAt).toBeTruthy();
    refused(await move(made.id, 'held'), 409, say.published);
    // Published marks change only with a reason (results.test.ts has who may, and the audit line).
    refused(
      await call(owner, 'PUT', marksUrl(again), { marks: [{ studentId: a.studentIds[0], marks: 60 }] }),
      400,
      say.reasonNeeded,
    );
  });

  it('refuses what is not the organisation’s, passing above the maximum and a subject twice', async () => {
    const { owner, exam, paper, create } = await setUp(0);
    const other = await setUp(0);
    const theirs = await call(
      owner,
      'POST',
      '/api/v1/exams',
      exam({ batchIds: [other.a.id], scaleId: other.cbse }),
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().fieldErrors).toEqual({ batchIds: say.batchNotFound, scaleId: say.scaleNotFound });
    const room = await call(
      owner,
      'POST',
      '/api/v1/exams',
      exam({ papers: [paper({ roomId: other.hall, teacherId: other.ravi.id })] }),
    );
    expect(room.json().fieldErrors).toEqual({
      'papers.0.roomId': say.roomNotFound,
      'papers.0.teacherId': say.teacherNotFound,
    });
    const high = await call(owner, 'POST', '/api/v1/exams', exam({ papers: [paper({ passingMarks: 81 })] }));
    expect(high.json().fieldErrors).toMatchObject({ 'papers.0.passingMarks': say.passingAboveMaximum });
    const twice = await call(
      owner,
      'POST',
      '/api/v1/exams',
      exam({ papers: [paper(), paper({ date: TUE })] }),
    );
    expect(twice.json().fieldErrors).toMatchObject({ 'papers.1.subjectId': say.subjectTwice });
    expect((await create()).status).toBe('draft');
  });
});

describe('scheduling under the one clash rule', () => {
  it('refuses a paper over a class of the batch, the invigilator’s class or the room’s, in the timetable’s words', async () => {
    const { owner, a, b, roomA, physics, ravi, create, move, exam, paper } = await setUp(1);
    const slot = await call(owner, 'POST', `/api/v1/batches/${b.id}/slots`, {
      weekday: 1,
      subjectId: physics,
      fromDate: MON,
      toDate: MON,
      startTime: '11:00',
      endTime: '12:00',
      teacherId: ravi.id,
      roomId: roomA,
    });
    expect(slot.statusCode).toBe(201);
    const when = 'Mon 4 Jan 2027, 11:00–12:00';
    const batchPaper = await create(
      exam({ batchIds: [b.id], papers: [paper({ teacherId: null, roomId: null })] }),
    );
    refused(
      await move(batchPaper.id, 'scheduled'),
      409,
      say.paperClash('Physics', clash.batchClash('Class 10 B', 'Physics', when)),
    );
    const teacherPaper = await create(exam({ batchIds: [a.id] }));
    refused(
      await move(teacherPaper.id, 'scheduled'),
      409,
      say.paperClash('Physics', clash.teacherClash('Ravi Kumar', 'Class 10 B (Physics)', when)),
    );
    const roomPaper = await create(
      exam({ batchIds: [a.id], papers: [paper({ teacherId: null, roomId: roomA })] }),
    );
    refused(
      await move(roomPaper.id, 'scheduled'),
      409,
      say.paperClash('Physics', clash.roomClash('Room A', 'Class 10 B (Physics)', when)),
    );
    // Refused whole: nothing booked, still a draft.
    expect(((await call(owner, 'GET', `/api/v1/exams/${roomPaper.id}`)).json() as ExamDetail).status).toBe(
      'draft',
    );
  });

  it('seats another exam in the hall up to its seats, then refuses', async () => {
    const { a, b, create, move, exam, paper } = await setUp(1);
    // The hall seats 3; each batch sits 1 student… then a third exam of 2 seats would need 4.
    const first = await create(
      exam({ name: 'Physics test', batchIds: [a.id], papers: [paper({ teacherId: null })] }),
    );
    expect((await move(first.id, 'scheduled')).statusCode).toBe(200);
    const second = await create(
      exam({ name: 'Maths test', batchIds: [b.id], papers: [paper({ teacherId: null })] }),
    );
    expect((await move(second.id, 'scheduled')).statusCode).toBe(200);
    const third = await create(
      exam({ name: 'Mock', batchIds: [a.id, b.id], papers: [paper({ teacherId: null, date: TUE })] }),
    );
    expect((await move(third.id, 'scheduled')).statusCode).toBe(200);
    const fourth = await create(
      exam({
        name: 'Extra',
        batchIds: [a.id, b.id],
        papers: [paper({ teacherId: null, startTime: '12:00', endTime: '14:00' })],
      }),
    );
    refused(
      await move(fourth.id, 'scheduled'),
      409,
      say.paperClash(
        'Physics',
        clash.batchClash('Class 10 A', 'Physics test — Physics', 'Mon 4 Jan 2027, 10:00–13:00'),
      ),
    );
    const other = await setUp(2);
    const held = await other.create(other.exam({ papers: [other.paper({ teacherId: null })] }));
    expect((await other.move(held.id, 'scheduled')).statusCode).toBe(200);
    const full = await other.create(
      other.exam({ name: 'B', batchIds: [other.b.id], papers: [other.paper({ teacherId: null })] }),
    );
    refused(
      await other.move(full.id, 'scheduled'),
      409,
      say.paperClash('Physics', clash.hallFull('Hall', 3, 2, 'Mon 4 Jan 2027, 10:00–13:00')),
    );
  });
});

describe('marks and results', () => {
  it('refuses each bad cell in words and saves nothing; saves absent and exempt in one request', async () => {
    const { owner, a, b, create, move, exam, paper, maths, marksUrl } = await setUp(2);
    const made = await create(
      exam({
        batchIds: [a.id],
        papers: [paper({ teacherId: null }), paper({ subjectId: maths, date: TUE, teacherId: null })],
      }),
    );
    await move(made.id, 'scheduled');
    await move(made.id, 'held');
    const sheet = (await call(owner, 'GET', marksUrl(made))).json() as MarksSheet;
    expect(sheet.students.map((s) => [s.name, s.status, s.marks])).toEqual([
      ['Class 10 A pupil 1', null, null],
      ['Class 10 A pupil 2', null, null],
    ]);
    const [asha, bina] = a.studentIds as [number, number];
    const bad = await call(owner, 'PUT', marksUrl(made), {
      marks: [
        { studentId: asha, marks: 81 },
        { studentId: bina, status: 'absent', marks: 10 },
        { studentId: b.studentIds[0], marks: 10 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: say.marksRefused(3),
      fieldErrors: {
        'marks.0.marks': say.aboveMaximum('Class 10 A pupil 1', 80),
        'marks.1.marks': say.noMarksWhenAbsent('Class 10 A pupil 2'),
        'marks.2.studentId': say.notInExamId,
      },
    });
    const negative = await call(owner, 'PUT', marksUrl(made), { marks: [{ studentId: asha, marks: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(
      ((await call(owner, 'GET', marksUrl(made))).json() as MarksSheet).students.every(
        (s) => s.status === null,
      ),
    ).toBe(true);

    const saved = await call(owner, 'PUT', marksUrl(made), {
      marks: [
        { studentId: asha, marks: 62.5 },
        { studentId: bina, status: 'absent', marks: null },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as MarksSheet).students.map((s) => [s.status, s.marks])).toEqual([
      ['present', 62.5],
      ['absent', null],
    ]);
    await call(owner, 'PUT', marksUrl(made, 1), {
      marks: [
        { studentId: asha, marks: 20 },
        { studentId: bina, status: 'exempt', marks: null },
      ],
    });
    const results = (await call(owner, 'GET', `/api/v1/exams/${made.id}/results`)).json() as ExamResults;
    expect(
      results.students.map((s) => [
        s.name,
        s.total,
        s.outOf,
        s.percent,
        s.grade,
        s.passed,
        s.papers.map((p) => p.passed),
      ]),
    ).toEqual([
      // 82.5 of 160: 51.56% (C1), but failed Mathematics (20 < 27).
      ['Class 10 A pupil 1', 82.5, 160, 51.56, 'C1', false, [true, false]],
      // Absent is not zero marks passed: it fails; exempt is left out of what it is out of.
      ['Class 10 A pupil 2', 0, 80, 0, 'E', false, [false, null]],
    ]);
    // Clearing a cell (present, no marks) removes what was recorded.
    await call(owner, 'PUT', marksUrl(made), { marks: [{ studentId: bina, marks: null }] });
    const after = (await call(owner, 'GET', marksUrl(made))).json() as MarksSheet;
    expect(after.students[1]).toMatchObject({ status: null, marks: null });
  });

  it('grades at the CBSE bands’ edges: 90.5 is A2, 91 A1, 33 D, 32.9 E, in statements that do not grow with students', async () => {
    const { owner, a, create, move, exam, paper, marksUrl } = await setUp(4);
    const made = await create(
      exam({
        batchIds: [a.id],
        papers: [paper({ teacherId: null, roomId: null, maxMarks: 1000, passingMarks: 330 })],
      }),
    );
    await move(made.id, 'scheduled');
    await move(made.id, 'held');
    const marks = [905, 910, 330, 329];
    const res = await call(owner, 'PUT', marksUrl(made), {
      marks: a.studentIds.map((studentId, i) => ({ studentId, marks: marks[i] })),
    });
    expect(res.statusCode).toBe(200);
    const { result, queries } = await countQueries(t.database, () =>
      call(owner, 'GET', `/api/v1/exams/${made.id}/results`),
    );
    const results = result.json() as ExamResults;
    expect(results.students.map((s) => [s.percent, s.grade, s.gradePoint, s.remark, s.passed])).toEqual([
      [90.5, 'A2', 9, 'Excellent', true],
      [91, 'A1', 10, 'Outstanding', true],
      [33, 'D', 4, 'Pass', true],
      [32.9, 'E', 0, 'Needs improvement', false],
    ]);
    expect(results.students.map((s) => s.papers[0]!.grade)).toEqual(['A2', 'A1', 'D', 'E']);
    expect(queries).toBeLessThanOrEqual(8);
  });
});

describe('another organisation and the menus', () => {
  it('sees and changes nothing of another organisation’s exam on any route', async () => {
    const { owner, create, exam, marksUrl, a } = await setUp(1);
    const made = await create();
    const other = await registerAndLogin(t.app);
    expect(((await call(other, 'GET', '/api/v1/exams')).json() as { total: number }).total).toBe(0);
    const offered = (await call(other, 'GET', '/api/v1/exams/choices')).json() as ExamChoices;
    expect([offered.batches, offered.subjects, offered.rooms, offered.teachers]).toEqual([[], [], [], []]);
    expect(offered.scales).toHaveLength(3);
    const mineOffered = (await call(owner, 'GET', '/api/v1/exams/choices')).json() as ExamChoices;
    expect(mineOffered.batches).toEqual([
      { id: a.id, name: 'Class 10 A', students: 1 },
      expect.objectContaining({ name: 'Class 10 B' }),
    ]);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/v1/exams/${made.id}`],
      ['PUT', `/api/v1/exams/${made.id}`, exam()],
      ['POST', `/api/v1/exams/${made.id}/status`, { status: 'scheduled' }],
      ['GET', marksUrl(made)],
      ['PUT', marksUrl(made), { marks: [{ studentId: a.studentIds[0], marks: 1 }] }],
      ['GET', `/api/v1/exams/${made.id}/results`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(other, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = (await call(owner, 'GET', `/api/v1/exams/${made.id}`)).json() as ExamDetail;
    expect(mine).toMatchObject({ name: 'Mid-term', status: 'draft' });
  });

  it('lets a viewer read and only a manager change; no menu, nothing', async () => {
    const { owner, create, exam } = await setUp(0);
    const made = await create();
    const viewer = await makeStaff(t, owner, { ExamManagementSystem: 'view' });
    const manager = await makeStaff(t, owner, { ExamManagementSystem: 'manage' });
    const nobody = await makeStaff(t, owner, { Center: 'manage' });
    expect((await call(viewer, 'GET', '/api/v1/exams')).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `/api/v1/exams/${made.id}/results`)).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '/api/v1/exams', exam())).statusCode).toBe(403);
    expect(
      (await call(viewer, 'POST', `/api/v1/exams/${made.id}/status`, { status: 'scheduled' })).statusCode,
    ).toBe(403);
    expect(
      (await call(manager, 'PUT', `/api/v1/exams/${made.id}`, exam({ name: 'Renamed' }))).statusCode,
    ).toBe(200);
    expect((await call(nobody, 'GET', '/api/v1/exams')).statusCode).toBe(403);
    expect((await call(nobody, 'GET', '/api/v1/grading-scales')).statusCode).toBe(403);
  });
});
