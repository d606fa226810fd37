import { describe, expect, it } from 'vitest';
import { examMessages as say, type AuditList, type ExamResults, type MarksSheet } from '@kaksha/contracts';
import { appPerFile, countQueries, registerAndLogin } from '../../../test/harness.ts';
import { heldExam } from '../../../test/helpers/exams.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';

/*
 * An exam's results (issue 67): ranks within a batch with ties (1, 1, 3), the mean and median, pass or
 * fail, each paper's statistics — absent is not zero and exempt is not absent, each counted apart —,
 * the grades' distribution, the CSV; another organisation sees none of it.
 */

const t = appPerFile();

describe('results', () => {
  it('ranks within each batch (ties share a rank: 1, 1, 3) and gives the mean, median and pass or fail', async () => {
    const { owner, exam, enter, call } = await heldExam(t, {
      'Class 9 A': ['Anu', 'Bela', 'Chetan', 'Dev'],
      'Class 9 B': ['Esha', 'Farid'],
    });
    // Physics and Mathematics out of 100, pass 33.
    expect(
      (await enter(0, { Anu: 90, Bela: 80, Chetan: 90, Dev: 'AB', Esha: 50, Farid: 'EX' })).statusCode,
    ).toBe(200);
    expect(
      (await enter(1, { Anu: 70, Bela: 80, Chetan: 70, Dev: 60, Esha: 20, Farid: 'EX' })).statusCode,
    ).toBe(200);
    const { result, queries } = await countQueries(t.database, () =>
      call(owner, 'GET', `/api/v1/exams/${exam.id}/results`),
    );
    const results = result.json() as ExamResults;
    expect(
      results.students.map((s) => [s.name, s.total, s.outOf, s.percent, s.grade, s.rank, s.passed]),
    ).toEqual([
      ['Anu', 160, 200, 80, 'B1', 1, true],
      ['Bela', 160, 200, 80, 'B1', 1, true],
      ['Chetan', 160, 200, 80, 'B1', 1, true],
      // Absent from Physics: out of 200 with nothing for it, and failed.
      ['Dev', 60, 200, 30, 'E', 4, false],
      // Class 9 B ranks on its own; failed Mathematics (20 < 33).
      ['Esha', 70, 200, 35, 'D', 1, false],
      // Exempt from both: no %, no rank, not failed.
      ['Farid', 0, 0, null, null, null, true],
    ]);
    expect(results.summary).toEqual({ students: 6, mean: 61, median: 80, passed: 3, failed: 2 });
    expect(results.batches).toEqual([
      { name: 'Class 9 A', students: 4, mean: 67.5, median: 80, passed: 3, failed: 1 },
      { name: 'Class 9 B', students: 2, mean: 35, median: 35, passed: 0, failed: 1 },
    ]);
    const [physics, maths] = results.papers;
    // Physics: the average of those present (90, 80, 90, 50), not of six with zeros for AB and EX.
    expect(physics).toMatchObject({
      subjectName: 'Physics',
      average: 77.5,
      highest: 90,
      present: 4,
      absent: 1,
      exempt: 1,
      unmarked: 0,
      passed: 4,
      failed: 1,
    });
    expect(physics!.distribution).toEqual([
      { grade: 'A1', students: 0 },
      { grade: 'A2', students: 2 },
      { grade: 'B1', students: 1 },
      { grade: 'B2', students: 0 },
      { grade: 'C1', students: 0 },
      { grade: 'C2', students: 1 },
      { grade: 'D', students: 0 },
      { grade: 'E', students: 0 },
    ]);
    expect(maths).toMatchObject({
      average: 60,
      highest: 80,
      present: 5,
      absent: 0,
      exempt: 1,
      passed: 4,
      failed: 1,
    });
    expect(queries).toBeLessThanOrEqual(9);

    const csv = await call(owner, 'GET', `/api/v1/exams/${exam.id}/results.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="results-Half-yearly-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Admission number","Student","Batch","Physics (100)","Physics grade","Mathematics (100)","Mathematics grade","Total","Out of","%","Grade","Rank in batch","Result"',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(1).join(','))).toEqual([
      '"Anu","Class 9 A","90","A2","70","B2","160","200","80","B1","1","Pass"',
      '"Bela","Class 9 A","80","B1","80","B1","160","200","80","B1","1","Pass"',
      '"Chetan","Class 9 A","90","A2","70","B2","160","200","80","B1","1","Pass"',
      '"Dev","Class 9 A","AB","","60","C1","60","200","30","E","4","Fail"',
      '"Esha","Class 9 B","50","C2","20","E","70","200","35","D","1","Fail"',
      '"Farid","Class 9 B","EX","","EX","","0","0","","","","Exempt"',
    ]);
  });

  it('shares a rank at 1, 1, 3 when the first two tie and counts unmarked cells apart', async () => {
    const { owner, exam, enter, call } = await heldExam(
      t,
      { 'Class 8': ['Gita', 'Hari', 'Ira', 'Jai'] },
      { papers: 1 },
    );
    expect((await enter(0, { Gita: 75.5, Hari: 75.5, Ira: 60 })).statusCode).toBe(200);
    const results = (await call(owner, 'GET', `/api/v1/exams/${exam.id}/results`)).json() as ExamResults;
    expect(results.students.map((s) => [s.name, s.rank])).toEqual([
      ['Gita', 1],
      ['Hari', 1],
      ['Ira', 3],
      // Nothing recorded yet: 0 of 100 for now, ranked last.
      ['Jai', 4],
    ]);
    expect(results.papers[0]).toMatchObject({
      present: 3,
      absent: 0,
      exempt: 0,
      unmarked: 1,
      average: 70.33,
    });
    expect(results.summary.median).toBe(67.75);
  });

  it('shows another organisation neither the results nor the CSV', async () => {
    const { exam } = await heldExam(t, { 'Class 7': ['Kiran'] }, { papers: 1 });
    const other = await registerAndLogin(t.app);
    for (const url of [`/api/v1/exams/${exam.id}/results`, `/api/v1/exams/${exam.id}/results.csv`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Kiran');
    }
  });
});

describe('marks after publishing', () => {
  it('lets a teacher enter marks while held; once published only a manager changes them, with a reason, audited', async () => {
    const { owner, exam, enter, call } = await heldExam(t, { 'Class 6': ['Lata', 'Mohan'] }, { papers: 1 });
    const teacher = await makeStaff(t, owner, { ExamManagementSystem: 'view' });
    const manager = await makeStaff(t, owner, { ExamManagementSystem: 'manage' });
    const sheetUrl = `/api/v1/exams/${exam.id}/papers/${exam.papers[0]!.id}/marks`;
    // Held: whoever holds the Exams menu enters marks (a teacher, at view).
    expect((await enter(0, { Lata: 40, Mohan: 'AB' }, teacher)).statusCode).toBe(200);
    expect(((await call(teacher, 'GET', sheetUrl)).json() as MarksSheet).mayChange).toBe(true);
    expect(
      (await call(owner, 'POST', `/api/v1/exams/${exam.id}/status`, { status: 'published' })).statusCode,
    ).toBe(200);

    const refused = async (res: Awaited<ReturnType<typeof enter>>, status: number, message: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    expect(((await call(teacher, 'GET', sheetUrl)).json() as MarksSheet).mayChange).toBe(false);
    await refused(await enter(0, { Lata: 45 }, teacher, 'Re-totalled'), 403, say.publishedManagersOnly);
    await refused(await enter(0, { Lata: 45 }, manager), 400, say.reasonNeeded);
    await refused(await enter(0, { Lata: 45 }, manager, '   '), 400, say.reasonNeeded);
    expect(((await call(manager, 'GET', sheetUrl)).json() as MarksSheet).mayChange).toBe(true);
    const changed = await enter(0, { Lata: 45, Mohan: 30 }, manager, 'Re-totalled; Mohan sat the make-up');
    expect(changed.statusCode, changed.body).toBe(200);
    const results = (await call(owner, 'GET', `/api/v1/exams/${exam.id}/results`)).json() as ExamResults;
    expect(results.students.map((s) => [s.name, s.total, s.rank])).toEqual([
      ['Lata', 45, 1],
      ['Mohan', 30, 2],
    ]);
    const audit = (
      await call(owner, 'GET', '/api/v1/audit?area=exams&action=exam-marks-after-publishing')
    ).json() as AuditList;
    expect(audit.data.map((a) => a.summary)).toEqual([
      {
        examId: exam.id,
        reason: 'Re-totalled; Mohan sat the make-up',
        changed: [
          { student: 'Lata', from: '40', to: '45' },
          { student: 'Mohan', from: 'AB', to: '30' },
        ],
      },
    ]);
  });
});
