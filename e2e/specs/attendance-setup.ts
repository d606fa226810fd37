import type { Page } from '@playwright/test';
import { post } from '../fixtures.ts';
import { dayIn } from '../days.ts';

// Shared by the attendance journeys (attendance-leave, attendance-gate); not a spec itself.

/** A batch of three students seated ten days ago, with a Physics class today that has begun. */
export async function institute(page: Page) {
  const stamp = Date.now();
  const centre = await post(page, '/api/v1/centres', { CentreCode: 'BAN', CentreName: 'Bandra' });
  await post(page, '/api/v1/subjects', { code: 'PHY', name: 'Physics' });
  const subjects = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects as {
    id: number;
  }[];
  const teacher = await post(page, '/api/v1/teachers', {
    name: 'Ravi Iyer',
    email: `ravi.${stamp}@school.test`,
    mobile: '9876512345',
    joiningDate: '2024-06-01',
  });
  const batch = await post(page, '/api/v1/batches', {
    code: 'NEET-E',
    name: 'NEET Evening',
    centreId: centre.id,
    capacity: 40,
    startsOn: dayIn(-30),
    subjectIds: subjects.map((s) => s.id),
  });
  const students: { id: number; name: string; admissionNumber: string }[] = [];
  for (const name of ['Asha Rao', 'Bala Nair', 'Chandu Patil']) {
    const admitted = await post(page, '/api/v1/students', {
      name,
      centreId: centre.id,
      guardians: [{ relation: 'mother', name: `Mother of ${name}`, mobile: '9820012345', primary: true }],
    });
    students.push({ id: admitted.id, name, admissionNumber: admitted.admissionNumber as string });
  }
  await post(
    page,
    `/api/v1/batches/${batch.id}/students`,
    { studentIds: students.map((s) => s.id), fromDate: dayIn(-10), feePlanId: null },
    200,
  );
  const today = dayIn(0);
  await post(page, `/api/v1/batches/${batch.id}/slots`, {
    weekday: new Date(`${today}T00:00:00Z`).getUTCDay() || 7,
    startTime: '00:00',
    endTime: '00:05',
    subjectId: subjects[0]!.id,
    teacherId: teacher.id,
    fromDate: today,
    toDate: today,
  });
  return { centre, batch, students };
}
