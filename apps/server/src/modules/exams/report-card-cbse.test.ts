import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { examMessages as say } from '@kaksha/contracts';
import type { ExamDetail } from '@kaksha/contracts';
import { appPerFile, countQueries } from '../../../test/harness.ts';
import { todayIs } from '../../../test/helpers/attendance.ts';
import { heldExam } from '../../../test/helpers/exams.ts';
import { addDays } from '../../lib/calendar-days.ts';

/*
 * CBSE's two-term report card (issue 67, decision 093): an exam chooses the layout and links the
 * earlier exam that is Term 1; the card shows each term's components, total and grade per subject,
 * the overall mark and grade, the co-scholastic areas on their 3-point scale, attendance per term;
 * a student with no marks says so. Another organisation's exam cannot be Term 1.
 */

const t = appPerFile();

function textOf(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'cbse-card-'));
  writeFileSync(join(dir, 'card.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', 'card.pdf', '-'], { cwd: dir, encoding: 'utf8' });
}

describe('the CBSE two-term report card', () => {
  it('prints both terms’ components, the overall grade, co-scholastic areas and attendance per term', async () => {
    const first = await heldExam(
      t,
      { 'Class 7 A': ['Anu Mehta', 'Bela Nair'] },
      { papers: 1, maxMarks: 80, passingMarks: 26, structure: 'CBSE' },
    );
    const { owner, exam: termOne, students, batchIds, enter, enterPart, call } = first;
    expect((await enterPart(0, 0, 1, { 'Anu Mehta': 18 })).statusCode).toBe(200);
    expect((await enterPart(0, 0, 2, { 'Anu Mehta': 16 })).statusCode).toBe(200);
    expect((await enterPart(0, 0, 3, { 'Anu Mehta': 'AB' })).statusCode).toBe(200);
    expect((await enterPart(0, 1, 1, { 'Anu Mehta': 4 })).statusCode).toBe(200);
    expect((await enterPart(0, 2, 1, { 'Anu Mehta': 5 })).statusCode).toBe(200);
    expect((await enter(0, { 'Anu Mehta': 72 })).statusCode).toBe(200);

    const made = await call(owner, 'POST', '/api/v1/exams', {
      name: 'Annual',
      type: 'final',
      scaleId: termOne.scaleId,
      structureId: termOne.structureId,
      cardLayout: 'cbse',
      termOneExamId: termOne.id,
      batchIds,
      papers: [
        {
          subjectId: termOne.papers[0]!.subjectId,
          date: addDays(todayIs(), 60),
          startTime: '10:00',
          endTime: '13:00',
          maxMarks: 80,
          passingMarks: 26,
        },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const annual = made.json() as ExamDetail;
    expect(annual).toMatchObject({ cardLayout: 'cbse', termOneExamName: 'Half-yearly' });
    for (const status of ['scheduled', 'held'])
      expect((await call(owner, 'POST', `/api/v1/exams/${annual.id}/status`, { status })).statusCode).toBe(
        200,
      );
    const marks = await call(
      owner,
      'PUT',
      `/api/v1/exams/${annual.id}/papers/${annual.papers[0]!.id}/marks`,
      {
        marks: [{ studentId: students['Anu Mehta'], status: 'present', marks: 64 }],
      },
    );
    expect(marks.statusCode).toBe(200);

    const { result: res, queries } = await countQueries(t.database, () =>
      call(owner, 'GET', `/api/v1/exams/${annual.id}/report-cards/${students['Anu Mehta']}`),
    );
    expect(res.statusCode, res.body).toBe(200);
    // The institute's card's statements, plus the scale and Term 1's exam, results and attendance.
    expect(queries).toBeLessThanOrEqual(14);
    const text = textOf(res.rawPayload).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Part 1: Scholastic areas');
    expect(text).toContain('Term 1: Half-yearly');
    expect(text).toContain('Term 2: Annual');
    expect(text).toMatch(/Subject PT \(10\) NB \(5\) SE \(5\) Exam \(80\) Total Grade/);
    // Term 1: 8.5 + 4 + 5 + 72 = 89.5 (A2); Term 2: only the exam entered, 64 of 100 (B2).
    expect(text).toMatch(/Physics 8\.5 4 5 72 89\.5 \/ 100 A2/);
    expect(text).toMatch(/Physics — — — 64 64 \/ 100 B2/);
    expect(text).toContain('Overall: 153.5 of 200 · 76.75% · Grade B1');
    expect(text).toContain('Part 2: Co-scholastic areas (3-point scale, A–C)');
    expect(text).toMatch(/Work education Not graded Not graded/);
    expect(text).toMatch(/Term 1 \(.+\): no attendance marked/);
    expect(text).toMatch(/Term 2 \(.+\): no attendance marked/);
    expect(text).toContain('PROVISIONAL');

    // Never blank: Bela has nothing in either term.
    const bela = await call(owner, 'GET', `/api/v1/exams/${annual.id}/report-cards/${students['Bela Nair']}`);
    expect(textOf(bela.rawPayload)).toContain(
      'No marks have been entered for Bela Nair in Half-yearly or Annual yet.',
    );
  });

  it('refuses an exam of another organisation (or itself) as Term 1', async () => {
    const ours = await heldExam(t, { 'Class 6': ['Ira'] }, { papers: 1 });
    const theirs = await heldExam(t, { 'Class 6': ['Jai'] }, { papers: 1 });
    const { exam, call, owner, batchIds } = ours;
    const body = (termOneExamId: number) => ({
      name: 'Annual',
      type: 'final',
      scaleId: exam.scaleId,
      cardLayout: 'cbse',
      termOneExamId,
      batchIds,
      papers: [
        {
          subjectId: exam.papers[0]!.subjectId,
          date: addDays(todayIs(), 60),
          startTime: '10:00',
          endTime: '13:00',
          maxMarks: 80,
          passingMarks: 26,
        },
      ],
    });
    const foreign = await call(owner, 'POST', '/api/v1/exams', body(theirs.exam.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fieldErrors).toMatchObject({ termOneExamId: say.termOneNotFound });
    const made = await call(owner, 'POST', '/api/v1/exams', body(exam.id));
    expect(made.statusCode).toBe(201);
    const id = (made.json() as ExamDetail).id;
    const self = await call(owner, 'PUT', `/api/v1/exams/${id}`, body(id));
    expect(self.json().fieldErrors).toMatchObject({ termOneExamId: say.termOneNotFound });
  });
});
