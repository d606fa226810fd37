import { expect } from 'vitest';
import type {
  AssessmentStructure,
  AssessmentStructureInput,
  AssessmentStructureList,
  BatchChoices,
  BatchDetail,
  ExamDetail,
  GradingScaleList,
} from '@kaksha/contracts';
import { caller, registerAndLogin } from '../harness.ts';
import type { Account, TestApp } from '../harness.ts';
import { addDays } from '../../src/lib/calendar-days.ts';
import { todayIs } from './attendance.ts';
import { admitStudent } from './students.ts';
import { makeCentre } from './teachers.ts';

let serial = 0;

/**
 * An organisation with batches of named students and an exam of papers (Physics, Mathematics, on the
 * CBSE scale, 100 marks, pass 33, a month from today) for them, moved to held so marks can be entered.
 */
export async function heldExam(
  t: TestApp,
  batches: Record<string, string[]>,
  options: {
    papers?: number;
    maxMarks?: number;
    passingMarks?: number;
    /** The ready-made CBSE VI–VIII structure, or one of the organisation's own made first. */
    structure?: 'CBSE' | AssessmentStructureInput;
  } = {},
) {
  const call = caller(t);
  const n = ++serial;
  const owner: Account = await registerAndLogin(t.app);
  const centre = await makeCentre(t, owner);
  const names = ['Physics', 'Mathematics', 'Chemistry'].slice(0, options.papers ?? 2);
  for (const name of names)
    expect(
      (await call(owner, 'POST', '/api/v1/subjects', { code: name.slice(0, 3).toUpperCase(), name }))
        .statusCode,
    ).toBe(201);
  const choices = (await call(owner, 'GET', '/api/v1/batches/choices')).json() as BatchChoices;
  const subjectIds = names.map((name) => choices.subjects.find((s) => s.name === name)!.id);
  const students: Record<string, number> = {};
  const batchIds: number[] = [];
  for (const [batchName, pupils] of Object.entries(batches)) {
    const res = await call(owner, 'POST', '/api/v1/batches', {
      code: `R${n}${batchIds.length}`,
      name: batchName,
      centreId: centre.id,
      capacity: 60,
      startsOn: addDays(todayIs(), -60),
      endsOn: addDays(todayIs(), 300),
      subjectIds,
    });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json() as BatchDetail;
    batchIds.push(batch.id);
    const ids: number[] = [];
    for (const name of pupils) {
      const id = (await admitStudent(t, owner, { centreId: centre.id, name })).id;
      students[name] = id;
      ids.push(id);
    }
    if (ids.length > 0) {
      const allot = await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
        studentIds: ids,
        fromDate: addDays(todayIs(), -60),
      });
      expect(allot.statusCode, allot.body).toBeLessThan(300);
    }
  }
  const scales = (await call(owner, 'GET', '/api/v1/grading-scales')).json() as GradingScaleList;
  let structureId: number | null = null;
  if (options.structure === 'CBSE') {
    const list = (
      await call(owner, 'GET', '/api/v1/assessment-structures')
    ).json() as AssessmentStructureList;
    structureId = list.data.find((s) => s.builtIn)!.id;
  } else if (options.structure) {
    const res = await call(owner, 'POST', '/api/v1/assessment-structures', options.structure);
    expect(res.statusCode, res.body).toBe(201);
    structureId = (res.json() as AssessmentStructure).id;
  }
  const made = await call(owner, 'POST', '/api/v1/exams', {
    name: 'Half-yearly',
    type: 'mid_term',
    scaleId: scales.data.find((s) => s.name.startsWith('CBSE'))!.id,
    structureId,
    batchIds,
    papers: subjectIds.map((subjectId, i) => ({
      subjectId,
      date: addDays(todayIs(), 30 + i),
      startTime: '10:00',
      endTime: '13:00',
      roomId: null,
      teacherId: null,
      maxMarks: options.maxMarks ?? 100,
      passingMarks: options.passingMarks ?? 33,
    })),
  });
  expect(made.statusCode, made.body).toBe(201);
  const exam = made.json() as ExamDetail;
  for (const status of ['scheduled', 'held'])
    expect((await call(owner, 'POST', `/api/v1/exams/${exam.id}/status`, { status })).statusCode).toBe(200);
  const sheet = (marks: Record<string, number | 'AB' | 'EX'>) =>
    Object.entries(marks).map(([name, v]) => ({
      studentId: students[name],
      status: v === 'AB' ? 'absent' : v === 'EX' ? 'exempt' : 'present',
      marks: typeof v === 'number' ? v : null,
    }));
  /** Saves a paper's marks: a number, 'AB' or 'EX' per student name. */
  const enter = async (
    paper: number,
    marks: Record<string, number | 'AB' | 'EX'>,
    as: Account = owner,
    reason?: string,
  ) =>
    call(as, 'PUT', `/api/v1/exams/${exam.id}/papers/${exam.papers[paper]!.id}/marks`, {
      marks: sheet(marks),
      ...(reason !== undefined && { reason }),
    });
  /** Saves one attempt of a structured paper's component (decision 093). */
  const enterPart = async (
    paper: number,
    position: number,
    attempt: number,
    marks: Record<string, number | 'AB' | 'EX'>,
    as: Account = owner,
  ) =>
    call(
      as,
      'PUT',
      `/api/v1/exams/${exam.id}/papers/${exam.papers[paper]!.id}/components/${position}/attempts/${attempt}`,
      { marks: sheet(marks) },
    );
  return { owner, exam, students, batchIds, enter, enterPart, call };
}
