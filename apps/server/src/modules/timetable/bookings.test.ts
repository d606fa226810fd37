import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  timetableMessages as say,
  type BatchChoices,
  type BatchDetail,
  type Booking,
  type BookingList,
  type ToCoverList,
} from '@kaksha/contracts';
import { appPerFile, as, caller, registerAndLogin, rowsOf, secondNode } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { makeCentre, makeTeacher } from '../../../test/helpers/teachers.ts';

/*
 * The one calendar (issue 63): every kind of booking — class, demo class, exam sitting, event, leave —
 * under one clash rule, each refusal in the timetable's words, on every calendar.
 */

const t = appPerFile();
const call = caller(t);

// Mon 4, Tue 5, Wed 6, Thu 7 January 2027.
const [MON, TUE, WED, THU] = ['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07'];

let serial = 0;
async function setUp() {
  const n = ++serial;
  const owner = await registerAndLogin(t.app);
  const centre = await makeCentre(t, owner);
  const room = async (name: string, capacity: number | null) => {
    const res = await call(owner, 'POST', '/api/v1/rooms', { centreId: centre.id, name, capacity });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const [roomA, hall] = [await room('Room A', null), await room('Hall', 60)];
  expect((await call(owner, 'POST', '/api/v1/subjects', { code: 'PHY', name: 'Physics' })).statusCode).toBe(
    201,
  );
  const choices = (await call(owner, 'GET', '/api/v1/batches/choices')).json() as BatchChoices;
  const physics = choices.subjects[0]!.id;
  const batch = async (name: string) => {
    const res = await call(owner, 'POST', '/api/v1/batches', {
      code: `B${n}${name.slice(-1)}`,
      name,
      centreId: centre.id,
      capacity: 30,
      startsOn: '2026-06-01',
      endsOn: '2027-12-31',
      subjectIds: [physics],
    });
    expect(res.statusCode).toBe(201);
    return res.json() as BatchDetail;
  };
  const [a, b, c] = [await batch('Class 10 A'), await batch('Class 10 B'), await batch('Class 10 C')];
  const ravi = await makeTeacher(t, owner, { name: 'Ravi Kumar' });
  const sana = await makeTeacher(t, owner, { name: 'Sana Sheikh' });
  const meera = await makeTeacher(t, owner, { name: 'Meera Nair' });
  // Sana and Meera teach Physics too: the substitutes a class of Ravi's may be offered.
  const [org] = await rowsOf<{ id: number }>(
    t.database,
    sql`select organisation_id as id from teachers where id = ${sana.id}`,
  );
  for (const teacher of [sana, meera])
    await t.database.db.execute(sql`insert into teacher_subjects
      (organisation_id, teacher_id, board_code, class_code, subject_code, created_by)
      values (${org!.id}, ${teacher.id}, 'CBSE', '10', 'PHY', 'test')`);
  /** A weekly slot with one class, on `day`. */
  const classOn = (batchId: number, day: string, input: Record<string, unknown>) =>
    call(owner, 'POST', `/api/v1/batches/${batchId}/slots`, {
      weekday: new Date(`${day}T00:00:00Z`).getUTCDay() || 7,
      subjectId: physics,
      fromDate: day,
      toDate: day,
      ...input,
    });
  const demo = (teacherId: number, date: string, startTime: string, endTime: string) =>
    call(owner, 'POST', '/api/v1/demo-classes', {
      subjectId: physics,
      teacherId,
      centreId: centre.id,
      date,
      startTime,
      endTime,
      capacity: 5,
    });
  const book = (input: Record<string, unknown>) => call(owner, 'POST', '/api/v1/bookings', input);
  const calendar = async (query: string, account: Account = owner) => {
    const res = await call(account, 'GET', `/api/v1/bookings?${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as BookingList).data;
  };
  return { owner, centre, roomA, hall, physics, a, b, c, ravi, sana, meera, classOn, demo, book, calendar };
}

/** The refusal: 409, its message and the one field it names. */
function refused(res: { statusCode: number; json(): unknown }, field: string, message: string) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
}

describe('the one calendar', () => {
  it('refuses a demo class over a batch’s class, and a batch’s class over a demo class, in the same words', async () => {
    const { ravi, a, b, roomA, classOn, demo } = await setUp();
    expect(
      (await classOn(a.id, MON, { startTime: '16:00', endTime: '17:00', teacherId: ravi.id, roomId: roomA }))
        .statusCode,
    ).toBe(201);
    refused(
      await demo(ravi.id, MON, '16:30', '17:30'),
      'teacherId',
      say.teacherClash('Ravi Kumar', 'Class 10 A (Physics)', 'Mon 4 Jan 2027, 16:00–17:00'),
    );
    // Back to back is fine.
    expect((await demo(ravi.id, MON, '17:00', '18:00')).statusCode).toBe(201);

    expect((await demo(ravi.id, TUE, '10:00', '11:00')).statusCode).toBe(201);
    refused(
      await classOn(b.id, TUE, { startTime: '10:30', endTime: '11:30', teacherId: ravi.id }),
      'teacherId',
      say.teacherClash('Ravi Kumar', 'a demo class (Physics)', 'Tue 5 Jan 2027, 10:00–11:00'),
    );
  });

  it('sends a teacher’s classes to cover when leave is recorded, offers the free teachers of the subject, and refuses a class over leave', async () => {
    const { ravi, sana, meera, a, b, classOn, book, calendar, owner } = await setUp();
    expect(
      (await classOn(a.id, MON, { startTime: '16:00', endTime: '17:00', teacherId: ravi.id })).statusCode,
    ).toBe(201);
    // Meera is at a meeting then: not free.
    expect(
      (
        await book({
          kind: 'event',
          title: 'Parent-teacher meeting',
          date: MON,
          startTime: '15:30',
          endTime: '16:30',
          teacherId: meera.id,
        })
      ).statusCode,
    ).toBe(201);

    const leave = await book({
      kind: 'leave',
      teacherId: ravi.id,
      fromDate: MON,
      toDate: MON,
      title: 'Sick leave',
    });
    expect(leave.statusCode).toBe(201);
    expect(leave.json()).toMatchObject({ kind: 'leave', title: 'Sick leave', teacherName: 'Ravi Kumar' });
    const [lesson] = (await calendar(`from=${MON}&to=${MON}&batchId=${a.id}`)).filter(
      (x) => x.kind === 'class',
    );
    expect(lesson).toMatchObject({ title: 'Class 10 A (Physics)', toCover: true, teacherName: 'Ravi Kumar' });

    const cover = (
      await call(owner, 'GET', `/api/v1/bookings/to-cover?from=${MON}&to=${MON}`)
    ).json() as ToCoverList;
    expect(cover.data).toEqual([
      expect.objectContaining({ id: lesson!.id, substitutes: [{ id: sana.id, name: 'Sana Sheikh' }] }),
    ]);

    // Leave then a class: refused, naming the leave.
    refused(
      await classOn(b.id, MON, { startTime: '18:00', endTime: '19:00', teacherId: ravi.id }),
      'teacherId',
      say.teacherOnLeave('Ravi Kumar', 'Mon 4 Jan 2027 (all day)'),
    );
    refused(
      await book({ kind: 'leave', teacherId: ravi.id, fromDate: MON, toDate: TUE }),
      'teacherId',
      say.teacherOnLeave('Ravi Kumar', 'Mon 4 Jan 2027 (all day)'),
    );

    // Sana takes the class: it is hers, covered.
    const sub = await call(owner, 'POST', `/api/v1/sessions/${lesson!.sessionId}/substitute`, {
      teacherId: sana.id,
    });
    expect(sub.statusCode).toBe(200);
    const [covered] = (await calendar(`from=${MON}&to=${MON}&batchId=${a.id}`)).filter(
      (x) => x.kind === 'class',
    );
    expect(covered).toMatchObject({ toCover: false, teacherName: 'Sana Sheikh' });
    expect((await call(owner, 'GET', `/api/v1/bookings/to-cover?from=${MON}&to=${MON}`)).json()).toEqual({
      data: [],
    });

    // Leave for some hours, taken back: the class is Ravi's again.
    expect(
      (await classOn(b.id, TUE, { startTime: '09:00', endTime: '10:00', teacherId: ravi.id })).statusCode,
    ).toBe(201);
    const hours = await book({
      kind: 'leave',
      teacherId: ravi.id,
      fromDate: TUE,
      toDate: TUE,
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(hours.statusCode).toBe(201);
    const tuesday = () => calendar(`from=${TUE}&to=${TUE}&teacherId=${ravi.id}`);
    expect((await tuesday()).map((x) => [x.kind, x.toCover])).toEqual([
      ['leave', false],
      ['class', true],
    ]);
    expect((await call(owner, 'DELETE', `/api/v1/bookings/${(hours.json() as Booking).id}`)).statusCode).toBe(
      200,
    );
    expect((await tuesday()).map((x) => [x.kind, x.active, x.toCover])).toEqual([
      ['leave', false, false],
      ['class', true, false],
    ]);
  });

  it('refuses an exam over a class and a class over an exam; an exam hall seats several batches up to its seats', async () => {
    const { ravi, sana, a, b, c, roomA, hall, classOn, book } = await setUp();
    expect(
      (await classOn(a.id, MON, { startTime: '16:00', endTime: '17:00', teacherId: ravi.id, roomId: roomA }))
        .statusCode,
    ).toBe(201);
    refused(
      await book({
        kind: 'exam',
        title: 'Unit test 1',
        date: MON,
        startTime: '16:30',
        endTime: '18:00',
        batchId: a.id,
        roomId: hall,
      }),
      'startTime',
      say.batchClash('Class 10 A', 'Physics', 'Mon 4 Jan 2027, 16:00–17:00'),
    );

    const exam = (batchId: number, seats: number, roomId = hall, teacherId: number | null = null) =>
      book({
        kind: 'exam',
        title: 'Unit test 1',
        date: TUE,
        startTime: '09:00',
        endTime: '12:00',
        batchId,
        roomId,
        seats,
        teacherId,
      });
    expect((await exam(b.id, 30, hall, sana.id)).statusCode).toBe(201);
    expect((await exam(c.id, 25)).statusCode).toBe(201);
    const when = 'Tue 5 Jan 2027, 09:00–12:00';
    refused(await exam(a.id, 10), 'roomId', say.hallFull('Hall', 60, 55, when));
    expect((await exam(a.id, 5)).statusCode).toBe(201);

    // A class in the hall, for a batch sitting the exam, or with its invigilator: each refused by name.
    refused(
      await classOn(a.id, TUE, { startTime: '10:00', endTime: '11:00', teacherId: ravi.id, roomId: hall }),
      'roomId',
      say.roomClash('Hall', 'Unit test 1 (Class 10 B)', when),
    );
    refused(
      await classOn(b.id, TUE, { startTime: '11:00', endTime: '12:00', teacherId: ravi.id }),
      'startTime',
      say.batchClash('Class 10 B', 'Unit test 1', when),
    );
    refused(
      await book({
        kind: 'event',
        title: 'Staff meeting',
        date: TUE,
        startTime: '11:30',
        endTime: '12:30',
        teacherId: sana.id,
      }),
      'teacherId',
      say.teacherInvigilating('Sana Sheikh', 'Unit test 1 (Class 10 B)', when),
    );

    // A room without a number of seats seats one sitting at a time.
    const wed = (batchId: number) =>
      book({
        kind: 'exam',
        title: 'Unit test 2',
        date: WED,
        startTime: '14:00',
        endTime: '15:00',
        batchId,
        roomId: roomA,
        seats: 10,
      });
    expect((await wed(b.id)).statusCode).toBe(201);
    refused(await wed(c.id), 'roomId', say.hallUnseated('Room A', 'Wed 6 Jan 2027, 14:00–15:00'));
  });

  it('refuses a demo class over a meeting and a meeting over a demo class', async () => {
    const { meera, book, demo } = await setUp();
    const meeting = (startTime: string, endTime: string) =>
      book({
        kind: 'event',
        title: 'Parent-teacher meeting',
        date: WED,
        startTime,
        endTime,
        teacherId: meera.id,
      });
    expect((await meeting('15:00', '16:00')).statusCode).toBe(201);
    refused(
      await demo(meera.id, WED, '15:30', '16:30'),
      'teacherId',
      say.teacherAt('Meera Nair', 'Parent-teacher meeting', 'Wed 6 Jan 2027, 15:00–16:00'),
    );
    expect((await demo(meera.id, WED, '17:00', '18:00')).statusCode).toBe(201);
    refused(
      await meeting('17:30', '18:30'),
      'teacherId',
      say.teacherClash('Meera Nair', 'a demo class (Physics)', 'Wed 6 Jan 2027, 17:00–18:00'),
    );
  });

  it('shows every kind on the teacher’s, batch’s, room’s, centre’s and the institute’s calendars; another organisation sees and counts none', async () => {
    const { owner, ravi, a, roomA, hall, centre, classOn, demo, book, calendar } = await setUp();
    await classOn(a.id, THU, { startTime: '09:00', endTime: '10:00', teacherId: ravi.id, roomId: roomA });
    await demo(ravi.id, THU, '11:00', '12:00');
    await book({
      kind: 'leave',
      teacherId: ravi.id,
      fromDate: THU,
      toDate: THU,
      startTime: '14:00',
      endTime: '18:00',
    });
    const exam = await book({
      kind: 'exam',
      title: 'Unit test 3',
      date: THU,
      startTime: '12:00',
      endTime: '13:00',
      batchId: a.id,
      roomId: hall,
      seats: 20,
    });
    expect(exam.statusCode).toBe(201);

    const teacher = await calendar(`from=${THU}&to=${THU}&teacherId=${ravi.id}`);
    expect(teacher.map((x) => [x.kind, x.title])).toEqual([
      ['class', 'Class 10 A (Physics)'],
      ['demo', 'a demo class (Physics)'],
      ['leave', 'Leave'],
    ]);
    // The teacher's iCalendar feed carries them too (the exam has no invigilator: not Ravi's).
    const { path } = (await call(owner, 'POST', `/api/v1/teachers/${ravi.id}/calendar-feed`)).json() as {
      path: string;
    };
    const feed = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(feed.match(/SUMMARY:.*/g)).toEqual([
      'SUMMARY:Class 10 A: Physics',
      'SUMMARY:Demo class: Physics',
      'SUMMARY:Leave',
    ]);
    expect((await calendar(`from=${THU}&to=${THU}&batchId=${a.id}`)).map((x) => x.kind)).toEqual([
      'class',
      'exam',
    ]);
    expect((await calendar(`from=${THU}&to=${THU}&roomId=${hall}`)).map((x) => x.kind)).toEqual(['exam']);
    expect((await calendar(`from=${THU}&to=${THU}&centreId=${centre.id}`)).map((x) => x.kind)).toEqual([
      'class',
      'demo',
      'exam',
    ]);
    expect((await calendar(`from=${THU}&to=${THU}`)).map((x) => x.kind)).toEqual([
      'class',
      'demo',
      'exam',
      'leave',
    ]);

    // Another organisation: shown none of ours, cannot book our teacher, room or batch, nor cancel ours.
    const stranger = await registerAndLogin(t.app);
    const theirs = await makeTeacher(t, stranger, { name: 'Ravi Kumar' });
    expect(await calendar(`from=${THU}&to=${THU}`, stranger)).toEqual([]);
    expect(await calendar(`from=${THU}&to=${THU}&teacherId=${ravi.id}`, stranger)).toEqual([]);
    const call2 = (input: Record<string, unknown>) => call(stranger, 'POST', '/api/v1/bookings', input);
    const leave = await call2({ kind: 'leave', teacherId: ravi.id, fromDate: THU, toDate: THU });
    expect(leave.statusCode).toBe(404);
    expect(leave.json().fieldErrors).toEqual({ teacherId: bookingMessages.teacherNotFound });
    const sitting = await call2({
      kind: 'exam',
      title: 'Theirs',
      date: THU,
      startTime: '12:00',
      endTime: '13:00',
      batchId: a.id,
      roomId: hall,
    });
    expect(sitting.statusCode).toBe(404);
    expect(sitting.json().fieldErrors).toEqual({
      roomId: bookingMessages.roomNotFound,
      batchId: bookingMessages.batchNotFound,
    });
    expect(
      (await call(stranger, 'DELETE', `/api/v1/bookings/${(exam.json() as Booking).id}`)).statusCode,
    ).toBe(404);
    // Their own teacher at the same time as ours is free: our bookings are never counted for them.
    expect(
      (
        await call2({
          kind: 'event',
          title: 'Staff meeting',
          date: THU,
          startTime: '09:00',
          endTime: '10:00',
          teacherId: theirs.id,
        })
      ).statusCode,
    ).toBe(201);
    expect((await calendar(`from=${THU}&to=${THU}`, stranger)).map((x) => x.title)).toEqual([
      'Staff meeting',
    ]);
    // Our calendar is as it was.
    expect((await calendar(`from=${THU}&to=${THU}`, owner)).map((x) => x.kind)).toEqual([
      'class',
      'demo',
      'exam',
      'leave',
    ]);
  });

  it('gives a calendar the holidays of its window: the institute’s, its centre’s, its batch’s', async () => {
    const { owner, ravi, a, b, centre, roomA } = await setUp();
    const holiday = async (name: string, day: string, scope: Record<string, unknown>) =>
      expect(
        (await call(owner, 'POST', '/api/v1/holidays', { name, fromDate: day, toDate: day, ...scope }))
          .statusCode,
      ).toBe(201);
    await holiday('Republic Day', '2027-01-26', {});
    await holiday('Centre painted', '2027-01-27', { centreId: centre.id });
    await holiday('Class 10 B trip', '2027-01-28', { batchId: b.id });
    const holidays = async (query: string, account: Account = owner) => {
      const res = await call(account, 'GET', `/api/v1/bookings?from=2027-01-25&to=2027-01-31&${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as BookingList).holidays.map((h) => [h.name, h.fromDate, h.centreName, h.batchName]);
    };
    const [republic, painted, trip] = [
      ['Republic Day', '2027-01-26', null, null],
      ['Centre painted', '2027-01-27', centre.CentreName, null],
      ['Class 10 B trip', '2027-01-28', null, 'Class 10 B'],
    ];
    expect(await holidays('')).toEqual([republic, painted, trip]);
    expect(await holidays(`batchId=${a.id}`)).toEqual([republic, painted]);
    expect(await holidays(`batchId=${b.id}`)).toEqual([republic, painted, trip]);
    expect(await holidays(`roomId=${roomA}`)).toEqual([republic, painted, trip]);
    // Ravi works at no centre yet: the institute's holidays only.
    expect(await holidays(`teacherId=${ravi.id}`)).toEqual([republic]);
    // Ravi's iCalendar feed carries it too, as a whole day.
    const { path } = (await call(owner, 'POST', `/api/v1/teachers/${ravi.id}/calendar-feed`)).json() as {
      path: string;
    };
    const feed = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(feed).toContain('DTSTART;VALUE=DATE:20270126');
    expect(feed).toContain('DTEND;VALUE=DATE:20270127');
    expect(feed.match(/SUMMARY:Holiday.*/g)).toEqual(['SUMMARY:Holiday: Republic Day']);
    // A window before them shows none.
    const before = (await call(owner, 'GET', `/api/v1/bookings?from=${THU}&to=${THU}`)).json() as BookingList;
    expect(before.holidays).toEqual([]);

    // Another organisation is shown none of our holidays, whatever it names.
    const stranger = await registerAndLogin(t.app);
    expect(await holidays('', stranger)).toEqual([]);
    expect(await holidays(`batchId=${a.id}`, stranger)).toEqual([]);
  });

  it('lets one of two nodes booking the same teacher at once through, whatever the kinds', async () => {
    const { owner, ravi, demo } = await setUp();
    const other = await secondNode(t);
    try {
      for (const [i, day] of ['2027-02-01', '2027-02-02', '2027-02-03'].entries()) {
        const [first, second] = await Promise.all([
          demo(ravi.id, day, '10:00', '11:00'),
          other.app.inject(
            as(owner, {
              method: 'POST',
              url: '/api/v1/bookings',
              payload: {
                kind: 'event',
                title: `Meeting ${i}`,
                date: day,
                startTime: '10:30',
                endTime: '11:30',
                teacherId: ravi.id,
              },
            }),
          ),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
      }
    } finally {
      await other.close();
    }
  });
});
