import type { Page } from '@playwright/test';
import type { Register } from '@kaksha/contracts';
import { dayIn } from '../days.ts';
import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfNewOwner,
  post,
  screenshots,
  test,
} from '../fixtures.ts';

/*
 * A register marked with no connection (decision 092): kept on the device, counted in the shell, saved
 * once when the connection returns (or when the app next starts); changed meanwhile on the server, it
 * is refused and both versions are shown for the teacher to decide.
 */

const BATCH = 'Evening Batch';
const PUPILS = ['Aarav Offline', 'Bhavna Offline', 'Chetan Offline', 'Divya Offline'];

/** A batch without a timetable (marked per day) of four students. */
async function institute(page: Page) {
  const centre = await post(page, '/api/v1/centres', { CentreCode: 'OFF', CentreName: 'Offline Centre' });
  const batch = await post(page, '/api/v1/batches', {
    code: 'EVE',
    name: BATCH,
    centreId: centre.id,
    capacity: 40,
    startsOn: dayIn(-30),
    subjectIds: [],
  });
  const ids: number[] = [];
  for (const [i, name] of PUPILS.entries()) {
    const admitted = await post(page, '/api/v1/students', {
      name,
      centreId: centre.id,
      guardians: [{ relation: 'father', name: `Father ${i}`, mobile: `98${30_000_000 + i}`, primary: true }],
    });
    ids.push(admitted.id);
  }
  await post(
    page,
    `/api/v1/batches/${batch.id}/students`,
    { studentIds: ids, fromDate: dayIn(-10), feePlanId: null },
    200,
  );
  return { batchId: batch.id as number, ids };
}

test.describe('attendance offline', () => {
  test('a register marked with no connection waits on the device, is saved once when the connection returns, and a register changed meanwhile shows both versions', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page } = await pageOfNewOwner(browser, 'attendance-offline');
    const context = page.context();
    const { batchId, ids } = await institute(page);
    const registerUrl = `/api/v1/attendance/register?batchId=${batchId}&day=${dayIn(0)}`;
    const onServer = async () => (await (await page.request.get(registerUrl)).json()) as Register;
    const codeOf = (register: Register, name: string) => register.students.find((s) => s.name === name)!.code;
    const cell = (name: string, on = page) =>
      on
        .getByRole('grid', { name: `Register of ${BATCH}` })
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('gridcell')
        .first();
    const waiting = page.getByText('1 register waiting to be saved');
    const savedInShell = page.getByText('Saved: every register kept on this device has reached the server.');

    // Opened while online.
    await page.goto('/adminhome?form=Attendance');
    await page.getByRole('button', { name: `Mark the register of ${BATCH}` }).click();
    await expect(cell(PUPILS[1]!)).toHaveAttribute('data-code', 'P');

    // The connection drops: the register stays markable, and the save is kept on the device.
    await context.setOffline(true);
    await cell(PUPILS[1]!).click();
    await expect(cell(PUPILS[1]!)).toHaveAttribute('data-code', 'A');
    await page.getByRole('button', { name: 'Save register' }).click();
    await expect(
      page.getByText(
        'No connection: this register is kept on this device and will be saved when the connection returns.',
      ),
    ).toBeVisible();
    await expect(waiting).toBeVisible();
    await expect(page.getByText(/^Kept on this device since/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'attendance-offline-waiting');
    expect((await onServer()).saved).toBe(false);

    // Back online: sent at once, saved once.
    await context.setOffline(false);
    await expect(savedInShell).toBeVisible();
    await expect(waiting).toBeHidden();
    await expect(
      page.getByText('Register saved: the marks kept on this device have reached the server.'),
    ).toBeVisible();
    const first = await onServer();
    expect([first.version, codeOf(first, PUPILS[1]!)]).toEqual([1, 'A']);

    // Offline again, and the tab closed before the connection returns: the next start sends it.
    await context.setOffline(true);
    await cell(PUPILS[2]!).click();
    await page.getByRole('button', { name: 'Save register' }).click();
    await expect(waiting).toBeVisible();
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/adminhome?form=Attendance');
    await expect(
      next.getByText('Saved: every register kept on this device has reached the server.'),
    ).toBeVisible();
    const second = await onServer();
    expect([second.version, codeOf(second, PUPILS[2]!)]).toEqual([2, 'A']);
    // The day counts it once.
    await expect(next.getByText('2 present, 2 absent')).toBeVisible();

    // On a phone: kept offline while the office saved the register; both versions shown, mine saved over.
    await next.setViewportSize({ width: 375, height: 812 });
    await next.getByRole('button', { name: `Mark the register of ${BATCH}` }).click();
    const phoneCell = (name: string) => cell(name, next);
    await expect(phoneCell(PUPILS[3]!)).toHaveAttribute('data-code', 'P');
    await context.setOffline(true);
    await phoneCell(PUPILS[3]!).click();
    await next.getByRole('button', { name: 'Save register' }).click();
    await expect(next.getByText('1 register waiting to be saved')).toBeVisible();
    const office = await next.request.put('/api/v1/attendance/register', {
      data: {
        batchId,
        day: dayIn(0),
        basedOnVersion: 2,
        marks: second.students.map((s) => ({
          studentId: s.studentId,
          code: s.studentId === ids[0] ? 'L' : s.code,
          lateMinutes: s.studentId === ids[0] ? 10 : null,
        })),
      },
    });
    expect(office.status()).toBe(200);
    await context.setOffline(false);
    await expect(next.getByText('1 register kept on this device was not saved')).toBeVisible();
    await expect(next.getByText('Not saved: the register changed meanwhile')).toBeVisible();
    await expect(
      next.getByText(`${PUPILS[0]}: Saved on the server — Late (10) · Yours (on this device) — Present`),
    ).toBeVisible();
    await expect(
      next.getByText(`${PUPILS[3]}: Saved on the server — Present · Yours (on this device) — Absent`),
    ).toBeVisible();
    await noSidewaysScroll(next);
    await expectAccessible(next);
    await screenshots(next, 'attendance-offline-conflict');

    await next.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect(next.getByText('Register saved.', { exact: true })).toBeVisible();
    await expect(next.getByText('1 register kept on this device was not saved')).toBeHidden();
    const last = await onServer();
    expect([last.version, codeOf(last, PUPILS[3]!), codeOf(last, PUPILS[0]!)]).toEqual([4, 'A', 'P']);
    await context.close();
  });
});
