import { describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementPage, MessagePage } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import { institute } from '../../../test/helpers/attendance.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { addStaff } from '../../../test/helpers/users.ts';

const t = appPerFile();
const call = caller(t);

const body = (over: object = {}) => ({
  audience: 'batch',
  to: ['guardians', 'teachers'],
  title: 'Parents’ meeting',
  message: 'Saturday at 11:00 at the centre.',
  ...over,
});

describe('announcements (issue 65)', () => {
  it('tells a batch’s guardians and teachers through the notification service, with its delivery report', async () => {
    const { owner, centre, batch, physics, ravi, students } = await institute(t, 3);
    const given = await call(owner, 'POST', `/api/v1/batches/${batch.id}/teachers`, {
      subjectId: physics,
      teacherId: ravi.id,
      fromDate: '2026-06-01',
    });
    expect(given.statusCode, given.body).toBeLessThan(300);
    // At the centre but not in the batch: told of the centre, not of the batch.
    const elsewhere = await admitStudent(t, owner, { centreId: centre.id, name: 'Not Seated' });

    const sent = await call(owner, 'POST', '/api/v1/announcements', body({ ids: [batch.id] }));
    expect(sent.statusCode, sent.body).toBe(201);
    const made = sent.json() as Announcement;
    expect(made).toMatchObject({
      title: 'Parents’ meeting',
      audience: 'batch',
      audienceLabel: `Batch ${batch.name}`,
      to: ['guardians', 'teachers'],
      createdBy: 'Asha Rao',
      about: `announcement:${made.id}`,
    });
    // Three guardians and the batch's teacher; SMS and WhatsApp are not set up here: said so, each.
    expect(made.counts).toMatchObject({ people: 4, notSetUp: 8, failed: 0 });
    expect(made.counts.sent + made.counts.waiting + made.counts.notSent).toBe(4);

    // Its messages, one per person and channel, are the delivery log's about it.
    const log = (
      await call(owner, 'GET', `/api/v1/messages?about=${made.about}&pageSize=100`)
    ).json() as MessagePage;
    expect(log.total).toBe(12);
    const emails = log.data.filter((m) => m.channel === 'email');
    expect(emails.map((m) => m.recipientName).sort()).toEqual(
      [...students.map((s) => s.guardians[0]!.name), 'Ravi Iyer'].sort(),
    );
    expect(emails[0]).toMatchObject({ event: 'announcement', subject: 'Parents’ meeting' });
    expect(emails[0]!.body).toContain('Saturday at 11:00 at the centre.');
    expect(log.data.some((m) => m.recipientName === elsewhere.guardians[0]!.name)).toBe(false);

    // A centre's guardians: the student not seated too. Everyone's teachers: both.
    const byCentre = await call(
      owner,
      'POST',
      '/api/v1/announcements',
      body({ audience: 'centre', ids: [centre.id], to: ['guardians'] }),
    );
    expect((byCentre.json() as Announcement).counts.people).toBe(4);
    const staff = await call(
      owner,
      'POST',
      '/api/v1/announcements',
      body({ audience: 'everyone', to: ['teachers'] }),
    );
    expect((staff.json() as Announcement).counts.people).toBe(2);
    // Chosen students (the list's bulk message, the profile's): their guardians.
    const chosen = await call(
      owner,
      'POST',
      '/api/v1/announcements',
      body({ audience: 'students', ids: [elsewhere.id], to: ['guardians'] }),
    );
    expect(chosen.json()).toMatchObject({ audienceLabel: 'Student Not Seated', counts: { people: 1 } });

    const list = (await call(owner, 'GET', '/api/v1/announcements')).json() as AnnouncementPage;
    expect(list.total).toBe(4);
    expect(list.data.map((a) => a.audience)).toEqual(['students', 'everyone', 'centre', 'batch']);
    expect((await call(owner, 'GET', `/api/v1/announcements/${made.id}`)).json()).toMatchObject({
      id: made.id,
      counts: { people: 4 },
    });
  });

  it('refuses in words what cannot be sent, saving nothing', async () => {
    const { owner, batchOf } = await institute(t, 1);
    const empty = await batchOf('Empty Batch');
    const nobody = await call(
      owner,
      'POST',
      '/api/v1/announcements',
      body({ ids: [empty.id], to: ['guardians'] }),
    );
    expect([nobody.statusCode, nobody.json().message]).toEqual([
      400,
      'Nobody is in that audience yet: nothing was sent.',
    ]);
    const none = await call(
      owner,
      'POST',
      '/api/v1/announcements',
      body({ ids: [], to: [], title: '', message: '' }),
    );
    expect(none.json().fieldErrors).toMatchObject({
      to: 'Choose who it goes to: guardians, teachers or both.',
      title: 'Give it a title.',
      message: 'Write the message.',
    });
    const teachersOfStudents = await call(
      owner,
      'POST',
      '/api/v1/announcements',
      body({ audience: 'students', ids: [1] }),
    );
    expect(teachersOfStudents.json().fieldErrors.to).toBe(
      'Teachers are told of a batch, a class, a centre or everyone, not of chosen students.',
    );
    expect((await call(owner, 'GET', '/api/v1/announcements')).json().total).toBe(0);
  });

  it('is the organisation’s own, sent at the Messages menu’s manage level', async () => {
    const ours = await institute(t, 1);
    const theirs = await registerAndLogin(t.app);
    const made = (
      await call(ours.owner, 'POST', '/api/v1/announcements', body({ ids: [ours.batch.id] }))
    ).json() as Announcement;
    expect((await call(theirs, 'GET', `/api/v1/announcements/${made.id}`)).statusCode).toBe(404);
    expect((await call(theirs, 'GET', '/api/v1/announcements')).json().total).toBe(0);
    const stolen = await call(theirs, 'POST', '/api/v1/announcements', body({ ids: [ours.batch.id] }));
    expect([stolen.statusCode, stolen.json().message]).toEqual([
      404,
      'Some of those are not yours: choose again.',
    ]);
    expect((await call(theirs, 'GET', `/api/v1/messages?about=${made.about}`)).json().total).toBe(0);

    const reader = await addStaff(t, ours.owner, { grants: [{ menu: 'Messages', level: 'view' }] });
    expect((await call(reader, 'GET', '/api/v1/announcements')).statusCode).toBe(200);
    expect(
      (await call(reader, 'POST', '/api/v1/announcements', body({ ids: [ours.batch.id] }))).statusCode,
    ).toBe(403);
  });
});
