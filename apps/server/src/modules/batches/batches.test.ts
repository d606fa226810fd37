import { describe, expect, it } from 'vitest';
import { batchMessages, batchPage, batchRow, type BatchChoices, type BatchDetail } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import { makeCentre } from '../../../test/helpers/teachers.ts';

const t = appPerFile();

const call = caller(t);

async function setUp() {
  const owner = await registerAndLogin(t.app);
  const centre = await makeCentre(t, owner);
  const other = await makeCentre(t, owner);
  expect(
    (await call(owner, 'POST', '/api/v1/subjects', { code: 'MAT', name: 'Mathematics' })).statusCode,
  ).toBe(201);
  const room = (
    await call(owner, 'POST', '/api/v1/rooms', { centreId: centre.id, name: 'Room 1', capacity: 30 })
  ).json();
  const choices = (await call(owner, 'GET', '/api/v1/batches/choices')).json() as BatchChoices;
  return { owner, centre, other, room, subjectId: choices.subjects[0]!.id };
}
const batch = (centreId: number, extra: object = {}) => ({
  code: 'jee-26a',
  name: 'JEE 2026 Morning',
  centreId,
  capacity: 40,
  startsOn: '2026-06-01',
  endsOn: '2027-03-31',
  ...extra,
});

describe('batches', () => {
  it('adds a batch with its subjects and room, lists, finds, exports and closes it', async () => {
    const { owner, centre, room, subjectId } = await setUp();
    const res = await call(
      owner,
      'POST',
      '/api/v1/batches',
      batch(centre.id, { roomId: room.id, subjectIds: [subjectId] }),
    );
    expect(res.statusCode).toBe(201);
    const made = res.json() as BatchDetail;
    expect(made).toMatchObject({
      code: 'JEE-26A',
      centreName: centre.CentreName,
      roomName: 'Room 1',
      subjectNames: ['Mathematics'],
      mode: 'classroom',
      status: 'planned',
    });
    await call(owner, 'POST', '/api/v1/batches', batch(centre.id, { code: 'NEET-B', name: 'NEET Evening' }));
    const names = async (query = '') =>
      (await call(owner, 'GET', `/api/v1/batches?${query}`)).json().data.map((b: { name: string }) => b.name);
    expect(await names()).toEqual(['JEE 2026 Morning', 'NEET Evening']);
    expect(await names('q=neet')).toEqual(['NEET Evening']);

    const closed = await call(owner, 'PUT', `/api/v1/batches/${made.id}`, {
      ...batch(centre.id, { roomId: room.id, subjectIds: [subjectId] }),
      status: 'closed',
    });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(await names()).toEqual(['NEET Evening']);
    expect(await names('status=closed')).toEqual(['JEE 2026 Morning']);

    // The list is written by the database: each row is the batch as its detail shows it, and the body
    // exactly what the contract's serializer writes.
    const all = await call(owner, 'GET', '/api/v1/batches?status=all');
    expect(all.body).toBe(JSON.stringify(batchPage.encode(all.json())));
    const detail = (await call(owner, 'GET', `/api/v1/batches/${made.id}`)).json() as BatchDetail;
    expect(all.json().data[0]).toEqual(batchRow.parse(detail));

    const csv = await call(owner, 'GET', '/api/v1/batches/export.csv?status=all');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toContain('"JEE-26A","JEE 2026 Morning"');
  });

  it('refuses a taken code, a room of another centre, bad dates, an online batch without a link', async () => {
    const { owner, centre, other, room } = await setUp();
    await call(owner, 'POST', '/api/v1/batches', batch(centre.id));
    const taken = await call(owner, 'POST', '/api/v1/batches', batch(centre.id, { code: 'JEE-26A' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ code: batchMessages.codeTaken });
    const elsewhere = await call(
      owner,
      'POST',
      '/api/v1/batches',
      batch(other.id, { code: 'X1', roomId: room.id }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fieldErrors).toEqual({ roomId: batchMessages.roomElsewhere });
    const bad = await call(
      owner,
      'POST',
      '/api/v1/batches',
      batch(centre.id, { code: 'X2', endsOn: '2026-01-01', mode: 'online' }),
    );
    expect(bad.json().fieldErrors).toMatchObject({
      endsOn: batchMessages.endBeforeStart,
      meetingLink: batchMessages.linkNeeded,
    });
    const roomTaken = await call(owner, 'POST', '/api/v1/rooms', { centreId: centre.id, name: 'room 1' });
    expect(roomTaken.statusCode).toBe(409);
  });

  it('keeps another organisation out', async () => {
    const { owner, centre, room } = await setUp();
    const made = (await call(owner, 'POST', '/api/v1/batches', batch(centre.id))).json() as BatchDetail;
    const stranger = await registerAndLogin(t.app);
    const theirCentre = await makeCentre(t, stranger);
    expect((await call(stranger, 'GET', `/api/v1/batches/${made.id}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PUT', `/api/v1/batches/${made.id}`, batch(theirCentre.id))).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/v1/batches/${made.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/api/v1/batches', batch(centre.id))).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PUT', `/api/v1/rooms/${room.id}`, { centreId: theirCentre.id, name: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect((await call(stranger, 'GET', '/api/v1/batches')).json().total).toBe(0);
    expect((await call(owner, 'DELETE', `/api/v1/batches/${made.id}`)).statusCode).toBe(204);
  });
});
