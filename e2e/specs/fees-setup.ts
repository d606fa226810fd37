import type { Page } from '@playwright/test';
import { post } from '../fixtures.ts';
import { dayIn } from '../days.ts';

// Shared by the fees journeys (fees, fees-dues, coupons, online-payments); not a spec itself.

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

/** A plan on `batch` of one fee head (a new one, `headName`) of ₹12,000, due in the instalments given. */
export async function planOfOneHead(
  page: Page,
  batch: { id: number },
  headName: string,
  planName: string,
  instalments: { label?: string; dueOn: string; amount: number }[],
) {
  const head = await post(page, '/api/v1/fee-heads', { name: headName });
  return (await post(page, '/api/v1/fee-plans', {
    name: planName,
    batchId: batch.id,
    heads: [{ headId: head.id, amount: 1_200_000 }],
    instalments,
  })) as { id: number };
}

/** Seats `student` in `batch` from `fromDate`, billed on `plan`. */
export async function seatOnPlan(
  page: Page,
  batch: { id: number },
  student: { id: number },
  fromDate: string,
  plan: { id: number },
) {
  await post(
    page,
    `/api/v1/batches/${batch.id}/students`,
    { studentIds: [student.id], fromDate, feePlanId: plan.id },
    200,
  );
}
