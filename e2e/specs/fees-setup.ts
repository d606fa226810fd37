import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

// Shared by the fees journeys (fees.spec.ts, fees-dues.spec.ts); not a spec itself.

const DAY_MS = 86_400_000;
/** A day as the institute (Asia/Kolkata, no summer time) counts it, `offset` days from today. */
export const dayIn = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + offset * DAY_MS),
  );
/** "26/11/2026", as a person types a day. */
export const typed = (day: string) => day.split('-').reverse().join('/');

/** Opens a Mantine select by its label inside `scope` and clicks an option (rendered in a portal). */
export async function pickOption(page: Page, scope: Locator | Page, field: string, option: string) {
  await scope.getByRole('textbox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A POST that must answer `status`, its body returned. */
export async function post(page: Page, url: string, data: object, status = 201) {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res.json();
}

/**
 * A batch of the demo institute's own for one journey (started 60 days ago, nobody in it yet), and
 * a newly admitted student of its centre and class who owes nothing yet: the journeys never share
 * a batch or a student, whatever the demo's own batches owe.
 */
export async function ownBatch(page: Page, code: string, name: string, studentName: string) {
  const choices = await (await page.request.get('/api/v1/batches/choices')).json();
  const place = { centreId: choices.centres[0].id as number, classId: choices.classes[0].id as number };
  const batch = (await post(page, '/api/v1/batches', {
    code,
    name,
    ...place,
    capacity: 20,
    startsOn: dayIn(-60),
    status: 'active',
  })) as { id: number; name: string; code: string };
  const student = (await post(page, '/api/v1/students', {
    name: studentName,
    ...place,
    guardians: [
      { relation: 'mother', name: `Parent of ${studentName}`, mobile: '9876512345', primary: true },
    ],
  })) as { id: number; name: string; admissionNumber: string };
  return { batch, student };
}
