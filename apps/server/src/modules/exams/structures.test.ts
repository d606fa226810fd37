import { describe, expect, it } from 'vitest';
import { assessmentMessages as say } from '@kaksha/contracts';
import type {
  AssessmentStructureList,
  ComponentMarksSheet,
  ExamChoices,
  ExamResults,
  StudentResult,
} from '@kaksha/contracts';
import { appPerFile, countQueries, registerAndLogin } from '../../../test/harness.ts';
import { heldExam } from '../../../test/helpers/exams.ts';

/*
 * Assessment structures (issue 67, decision 093): CBSE VI–VIII ready-made (periodic test 10, best 2 of
 * 3 + notebook 5 + subject enrichment 5 + the exam 80); results computed through it — best of N with
 * an absent, an exempt component re-weighting the subject, rounding to one decimal half up, absent
 * not zero and exempt not absent —; the refusals; another organisation.
 */

const t = appPerFile();

/** name → [marks, out of, grade, passed] of the student's one paper, and the components' marks. */
const paperOf = (s: StudentResult) => {
  const p = s.papers[0]!;
  return [
    s.name,
    p.status,
    p.marks,
    p.outOf,
    p.grade,
    p.passed,
    p.components?.map((c) => c.marks ?? c.status),
  ];
};

describe('assessment structures', () => {
  it('has CBSE VI–VIII ready-made and computes best 2 of 3, an absent, an exempt component and an exempt student', async () => {
    const { owner, exam, enter, enterPart, call } = await heldExam(
      t,
      { 'Class 7 A': ['Anu', 'Bela', 'Chetan', 'Dev'] },
      { papers: 1, maxMarks: 80, passingMarks: 26, structure: 'CBSE' },
    );
    const list = (
      await call(owner, 'GET', '/api/v1/assessment-structures')
    ).json() as AssessmentStructureList;
    expect(list.data[0]).toMatchObject({ name: 'CBSE VI–VIII term', builtIn: true, total: 100 });
    expect(
      list.data[0]!.components.map((c) => [c.name, c.weight, c.attempts, c.best, c.outOf, c.fromPaper]),
    ).toEqual([
      ['Periodic test', 10, 3, 2, 20, false],
      ['Notebook', 5, 1, 1, 5, false],
      ['Subject enrichment', 5, 1, 1, 5, false],
      ['Half-yearly/annual exam', 80, 1, 1, null, true],
    ]);
    expect(exam).toMatchObject({ structureName: 'CBSE VI–VIII term' });

    // Periodic tests out of 20, three attempts.
    expect((await enterPart(0, 0, 1, { Anu: 18, Bela: 'AB', Chetan: 'EX', Dev: 'EX' })).statusCode).toBe(200);
    expect((await enterPart(0, 0, 2, { Anu: 16, Bela: 'AB', Chetan: 15, Dev: 'EX' })).statusCode).toBe(200);
    expect((await enterPart(0, 0, 3, { Anu: 'AB', Bela: 14, Chetan: 'EX', Dev: 'EX' })).statusCode).toBe(200);
    expect((await enterPart(0, 1, 1, { Anu: 4, Bela: 'EX', Chetan: 5, Dev: 'EX' })).statusCode).toBe(200);
    expect((await enterPart(0, 2, 1, { Anu: 5, Bela: 3, Chetan: 5, Dev: 'EX' })).statusCode).toBe(200);
    expect((await enter(0, { Anu: 72, Bela: 60, Chetan: 'AB', Dev: 'EX' })).statusCode).toBe(200);

    const { result, queries } = await countQueries(t.database, () =>
      call(owner, 'GET', `/api/v1/exams/${exam.id}/results`),
    );
    const results = result.json() as ExamResults;
    expect(results.students.map(paperOf)).toEqual([
      // Best 2 of 3 (18, 16; the absent third not picked): 10 × (0.9 + 0.8) / 2 = 8.5.
      ['Anu', 'present', 89.5, 100, 'A2', true, [8.5, 4, 5, 72]],
      // Absent twice: best 2 of (14, AB, AB) = 10 × (0.7 + 0) / 2 = 3.5; exempt from the notebook:
      // out of 95, so 66.5 is 70% (B2), not 66.5%.
      ['Bela', 'present', 66.5, 95, 'B2', true, [3.5, 'exempt', 3, 60]],
      // Exempt from two periodic tests: the one left counts alone (15 of 20 → 7.5). Absent from the
      // exam: it counts as no marks and the subject fails (17.5 < 32.5% of 100).
      ['Chetan', 'present', 17.5, 100, 'E', false, [7.5, 5, 5, 0]],
      // Exempt from everything: exempt from the subject, no %, no rank.
      ['Dev', 'exempt', null, 0, null, null, ['exempt', 'exempt', 'exempt', 'exempt']],
    ]);
    const bela = results.students[1]!;
    expect(bela.papers[0]!.components![0]!.attempts).toEqual([
      { status: 'absent', marks: null },
      { status: 'absent', marks: null },
      { status: 'present', marks: 14 },
    ]);
    expect(results.students.map((s) => [s.name, s.total, s.outOf, s.percent, s.rank])).toEqual([
      ['Anu', 89.5, 100, 89.5, 1],
      ['Bela', 66.5, 95, 70, 2],
      ['Chetan', 17.5, 100, 17.5, 3],
      ['Dev', 0, 0, null, null],
    ]);
    // The subject's statistics speak of it out of the structure's 100, passing scaled alike.
    expect(results.papers[0]).toMatchObject({
      maxMarks: 100,
      passingMarks: 33,
      present: 3,
      exempt: 1,
      failed: 1,
    });
    expect(queries).toBeLessThanOrEqual(9);
  });

  it('rounds each component to one decimal, half up, and the subject is the sum of what is printed; absent may be left out', async () => {
    const { owner, exam, enter, enterPart, call } = await heldExam(
      t,
      { 'Batch R': ['Gita', 'Hari'] },
      {
        papers: 1,
        maxMarks: 30,
        passingMarks: 10,
        structure: {
          name: 'Thirds',
          components: [
            { name: 'Quiz', weight: 10, outOf: 3 },
            { name: 'Oral', weight: 5, outOf: 2, absentCounts: false },
            { name: 'Exam', weight: 85, fromPaper: true },
          ],
        },
      },
    );
    expect((await enterPart(0, 0, 1, { Gita: 1, Hari: 2 })).statusCode).toBe(200);
    expect((await enterPart(0, 1, 1, { Gita: 0.5, Hari: 'AB' })).statusCode).toBe(200);
    expect((await enter(0, { Gita: 10, Hari: 20 })).statusCode).toBe(200);
    const results = (await call(owner, 'GET', `/api/v1/exams/${exam.id}/results`)).json() as ExamResults;
    expect(results.students.map(paperOf)).toEqual([
      // 10 × 1/3 = 3.33… → 3.3; 5 × 0.5/2 = 1.25 → 1.3 (half up); 85 × 10/30 = 28.33… → 28.3.
      // The paper passes at 10 of 30 (33.33…%): 32.9 of 100 falls short.
      ['Gita', 'present', 32.9, 100, 'E', false, [3.3, 1.3, 28.3]],
      // 6.67 → 6.7; the absent oral is left out as the structure says (out of 95); 56.67 → 56.7.
      ['Hari', 'present', 63.4, 95, 'B2', true, [6.7, 'absent', 56.7]],
    ]);
  });

  it('refuses a bad structure, marks above a component’s maximum, the paper’s own component and a missing attempt', async () => {
    const { owner, exam, enterPart, call, students } = await heldExam(
      t,
      { 'Class 6': ['Ira'] },
      { papers: 1, maxMarks: 80, passingMarks: 26, structure: 'CBSE' },
    );
    const two = await call(owner, 'POST', '/api/v1/assessment-structures', {
      name: 'Two papers',
      components: [
        { name: 'A', weight: 50, fromPaper: true },
        { name: 'B', weight: 50, fromPaper: true },
      ],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().fieldErrors).toMatchObject({ components: say.onePaper });
    const best = await call(owner, 'POST', '/api/v1/assessment-structures', {
      name: 'Best',
      components: [
        { name: 'Test', weight: 20, attempts: 2, best: 3, outOf: 10 },
        { name: 'Exam', weight: 80, fromPaper: true },
      ],
    });
    expect(best.statusCode).toBe(400);
    expect(best.json().fieldErrors).toMatchObject({ 'components.0.best': say.bestAboveAttempts });
    const taken = await call(owner, 'POST', '/api/v1/assessment-structures', {
      name: 'cbse vi–viii term',
      components: [{ name: 'Exam', weight: 100, fromPaper: true }],
    });
    expect(taken.statusCode).toBe(409);

    const above = await enterPart(0, 0, 1, { Ira: 21 });
    expect(above.statusCode).toBe(400);
    expect(above.json().fieldErrors).toMatchObject({ 'marks.0.marks': 'Ira: marks cannot be more than 20.' });
    const paperPart = await enterPart(0, 3, 1, { Ira: 50 });
    expect(paperPart.statusCode).toBe(400);
    expect(paperPart.json().message).toBe(say.paperComponent);
    expect((await enterPart(0, 0, 4, { Ira: 5 })).json().message).toBe(say.attemptNotFound(3));
    expect((await enterPart(0, 9, 1, { Ira: 5 })).statusCode).toBe(404);

    const path = `/api/v1/exams/${exam.id}/papers/${exam.papers[0]!.id}/components/0/attempts/2`;
    expect(
      (
        await call(owner, 'PUT', path, {
          marks: [{ studentId: students.Ira, status: 'present', marks: 19.5 }],
        })
      ).statusCode,
    ).toBe(200);
    const sheet = (await call(owner, 'GET', path)).json() as ComponentMarksSheet;
    expect(sheet).toMatchObject({
      component: { name: 'Periodic test', outOf: 20 },
      attempt: 2,
      mayChange: true,
    });
    expect(sheet.students).toEqual([
      expect.objectContaining({ name: 'Ira', status: 'present', marks: 19.5 }),
    ]);
  });

  it('an exam without a structure has no components to enter', async () => {
    const { exam, enterPart } = await heldExam(t, { 'Class 5': ['Jai'] }, { papers: 1 });
    const res = await enterPart(0, 0, 1, { Jai: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(say.noStructure);
    expect(exam.structureId).toBeNull();
  });

  it('another organisation sees none of it and cannot use its structure', async () => {
    const { owner, exam, call } = await heldExam(
      t,
      { 'Class 8': ['Kiran'] },
      {
        papers: 1,
        structure: { name: 'Our own', components: [{ name: 'Exam', weight: 100, fromPaper: true }] },
      },
    );
    const other = await registerAndLogin(t.app);
    const path = `/api/v1/exams/${exam.id}/papers/${exam.papers[0]!.id}/components/0/attempts/1`;
    expect((await call(other, 'GET', path)).statusCode).toBe(404);
    expect((await call(other, 'PUT', path, { marks: [] })).statusCode).toBe(404);
    const theirs = (
      await call(other, 'GET', '/api/v1/assessment-structures')
    ).json() as AssessmentStructureList;
    expect(theirs.data.map((s) => s.name)).toEqual(['CBSE VI–VIII term']);
    const choices = (await call(other, 'GET', '/api/v1/exams/choices')).json() as ExamChoices;
    expect(choices.structures.map((s) => s.name)).toEqual(['CBSE VI–VIII term']);
    const ours = (
      await call(owner, 'GET', '/api/v1/assessment-structures')
    ).json() as AssessmentStructureList;
    const foreign = ours.data.find((s) => s.name === 'Our own')!.id;
    const made = await call(other, 'POST', '/api/v1/exams', {
      name: 'Borrowed',
      type: 'unit_test',
      scaleId: choices.scales[0]!.id,
      structureId: foreign,
      batchIds: [1],
      papers: [
        {
          subjectId: 1,
          date: '2026-12-20',
          startTime: '10:00',
          endTime: '11:00',
          maxMarks: 100,
          passingMarks: 33,
        },
      ],
    });
    expect(made.statusCode).toBe(404);
    expect(made.json().fieldErrors).toMatchObject({ structureId: say.notFound });
  });
});
