import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { examMessages as say, formatCalendarDate } from '@kaksha/contracts';
import { appPerFile, countQueries, registerAndLogin } from '../../../test/harness.ts';
import { todayIs } from '../../../test/helpers/attendance.ts';
import { heldExam } from '../../../test/helpers/exams.ts';
import { addDays } from '../../lib/calendar-days.ts';

/*
 * Report cards (issue 67): a real PDF per student — the institute's header, marks and grades, rank in
 * the batch, the term's attendance, a drafted remark; a student with no marks says so; another
 * organisation and a student not in the exam are not found.
 */

const t = appPerFile();

/** The PDF's text, as pdftotext reads it (one line per drawn line). */
function textOf(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'report-card-'));
  writeFileSync(join(dir, 'card.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', 'card.pdf', '-'], { cwd: dir, encoding: 'utf8' });
}

describe('report cards', () => {
  it('draws a student’s marks, grades, rank, the term’s attendance and a remark; no marks says so', async () => {
    const { owner, exam, students, batchIds, enter, call } = await heldExam(t, {
      'Class 9 A': ['Anu Mehta', 'Bela Nair', 'Chetan Rao'],
    });
    expect((await enter(0, { 'Anu Mehta': 88, 'Bela Nair': 92, 'Chetan Rao': 'AB' })).statusCode).toBe(200);
    expect((await enter(1, { 'Anu Mehta': 30, 'Bela Nair': 71 })).statusCode).toBe(200);
    // Anu: present two days, absent one, in the term (a batch without a timetable is marked by day).
    for (const [back, code] of [
      [3, 'P'],
      [2, 'A'],
      [1, 'P'],
    ] as const) {
      const day = addDays(todayIs(), -back);
      const res = await call(owner, 'PUT', '/api/v1/attendance/register', {
        batchId: batchIds[0],
        day,
        marks: Object.values(students).map((studentId) => ({
          studentId,
          code: studentId === students['Anu Mehta'] ? code : 'P',
        })),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const url = (name: string) => `/api/v1/exams/${exam.id}/report-cards/${students[name]}`;
    const { result: res, queries } = await countQueries(t.database, () =>
      call(owner, 'GET', url('Anu Mehta')),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="report-card-Half-yearly-.+\.pdf"$/,
    );
    expect(queries).toBeLessThanOrEqual(10);
    const text = textOf(res.rawPayload);
    expect(text).toContain('REPORT CARD');
    expect(text).toContain('PROVISIONAL');
    expect(text).toContain('Anu Mehta');
    expect(text).toMatch(/Physics\s+100\s+33\s+88\s+A2\s+Pass/);
    expect(text).toMatch(/Mathematics\s+100\s+33\s+30\s+E\s+Fail/);
    expect(text).toMatch(/Total\s+200\s+118\s+C1\s+Fail/);
    // 118 of 200 (59%) after Bela's 163: rank 2 of 3.
    expect(text).toContain('Percentage 59% · Grade C1 · Rank 2 of 3 in Class 9 A');
    expect(text).toContain('66.7% — present 2, half-day 0, absent 1 of 3 days marked.');
    expect(text).toContain(
      'Anu has made steady progress (59%). Strongest in Physics. Needs attention in Mathematics.',
    );
    expect(text).toContain('regular attendance will help.');

    // Chetan: absent from Physics, nothing in Mathematics yet; still a card, saying what it has.
    const chetan = textOf((await call(owner, 'GET', url('Chetan Rao'))).rawPayload);
    expect(chetan).toMatch(/Physics\s+100\s+33\s+Absent\s+—\s+Fail/);
    expect(chetan).toMatch(/Mathematics\s+100\s+33\s+Not entered/);
    expect(chetan).toContain('Was absent for Physics.');

    // Published: no longer provisional.
    expect((await enter(1, { 'Chetan Rao': 'EX' })).statusCode).toBe(200);
    expect(
      (await call(owner, 'POST', `/api/v1/exams/${exam.id}/status`, { status: 'published' })).statusCode,
    ).toBe(200);
    expect(textOf((await call(owner, 'GET', url('Bela Nair'))).rawPayload)).not.toContain('PROVISIONAL');
  });

  it('is never blank: a student with no marks at all says so', async () => {
    const { owner, exam, students, call } = await heldExam(t, { 'Class 5': ['Dia Sen'] }, { papers: 1 });
    const res = await call(owner, 'GET', `/api/v1/exams/${exam.id}/report-cards/${students['Dia Sen']}`);
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload);
    expect(text).toContain('No marks have been entered for Dia Sen in Half-yearly yet.');
    expect(text).toContain('no attendance was marked for this student in the term.');
    expect(text).toContain('No marks have been entered for Dia yet.');
  });

  it('finds neither another organisation’s card nor a student outside the exam', async () => {
    const mine = await heldExam(t, { 'Class 4': ['Esha Das'] }, { papers: 1 });
    const theirs = await heldExam(t, { 'Class 4': ['Farid Khan'] }, { papers: 1 });
    const other = await registerAndLogin(t.app);
    const url = `/api/v1/exams/${mine.exam.id}/report-cards/${mine.students['Esha Das']}`;
    const foreign = await mine.call(other, 'GET', url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Esha');
    const outsider = await mine.call(
      mine.owner,
      'GET',
      `/api/v1/exams/${mine.exam.id}/report-cards/${theirs.students['Farid Khan']}`,
    );
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(say.notInExamId);
  });
});

describe('hall tickets', () => {
  it('prints a page per student of a held exam with each paper’s day, time and room; one student’s alone; none once published', async () => {
    const { owner, exam, students, enter, call } = await heldExam(t, {
      'Class 10 C': ['Gauri Joshi', 'Hamid Ali'],
    });
    const all = await call(owner, 'GET', `/api/v1/exams/${exam.id}/hall-tickets`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toBe('application/pdf');
    const text = textOf(all.rawPayload);
    // A page each (pdftotext parts pages with a form feed).
    expect(text.split('\f').filter((page) => page.includes('HALL TICKET'))).toHaveLength(2);
    expect(text).toContain('Gauri Joshi');
    expect(text).toContain('Hamid Ali');
    const [physics] = exam.papers;
    expect(text).toMatch(
      new RegExp(`Physics\\s+${formatCalendarDate(physics!.date)}\\s+10:00–13:00\\s+To be told\\s+100`),
    );
    const one = textOf(
      (await call(owner, 'GET', `/api/v1/exams/${exam.id}/hall-tickets/${students['Hamid Ali']}`)).rawPayload,
    );
    expect(one).toContain('Hamid Ali');
    expect(one).not.toContain('Gauri Joshi');
    const other = await registerAndLogin(t.app);
    expect((await call(other, 'GET', `/api/v1/exams/${exam.id}/hall-tickets`)).statusCode).toBe(404);
    expect((await enter(0, { 'Gauri Joshi': 50, 'Hamid Ali': 60 })).statusCode).toBe(200);
    expect((await enter(1, { 'Gauri Joshi': 50, 'Hamid Ali': 60 })).statusCode).toBe(200);
    expect(
      (await call(owner, 'POST', `/api/v1/exams/${exam.id}/status`, { status: 'published' })).statusCode,
    ).toBe(200);
    const late = await call(owner, 'GET', `/api/v1/exams/${exam.id}/hall-tickets`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(say.hallTicketsWhen);
  });
});
