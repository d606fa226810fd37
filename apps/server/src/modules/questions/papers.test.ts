import { describe, expect, it } from 'vitest';
import {
  paperMessages as say,
  type Blueprint,
  type BuiltPaper,
  type PaperQuestion,
  type QuestionPaper,
  type QuestionPaperPage,
} from '@kaksha/contracts';
import { appPerFile, caller, countQueries } from '../../../test/harness.ts';
import { makeBatch } from '../../../test/helpers/batches.ts';
import { pdfText } from '../../../test/helpers/fees.ts';
import { bankSetUp, type Bank } from '../../../test/helpers/questions.ts';

/*
 * Papers from a blueprint (issue 67): the builder fills each chapter × level × marks cell, says which
 * cell the bank cannot fill and by how many, never picks a question of the batch's recent papers,
 * swaps one question for another; a saved paper keeps its questions as printed and prints as PDF with
 * its answer key; another organisation's batches, chapters, questions and papers are not found.
 */

const t = appPerFile();
const call = caller(t);

/** 5 one-mark Remember questions on Motion, 3 three-mark Apply questions on Light (2 numerical, 1 MCQ). */
async function stocked() {
  const bank = await bankSetUp(t);
  for (let i = 1; i <= 5; i++) await bank.add({ text: `Motion recall ${i}`, answer: `Answer ${i}` });
  for (let i = 1; i <= 2; i++)
    await bank.add({
      chapterId: bank.lightId,
      bloom: 'apply',
      type: 'numerical',
      text: `Light sum ${i}`,
      answer: `${i * 10} cm`,
      marks: 3,
    });
  await bank.add({
    chapterId: bank.lightId,
    bloom: 'apply',
    type: 'mcq',
    text: 'Light choice',
    options: ['Convex', 'Concave', 'Plane'],
    correctOption: 2,
    answer: 'A plane mirror’s image is as far behind as the object is in front.',
    marks: 3,
  });
  return bank;
}

const blueprintOf = (
  bank: Bank,
  motion: number,
  light: number,
  over: Partial<Blueprint> = {},
): Blueprint => ({
  batchId: bank.batch.id,
  name: 'Unit test 1',
  totalMarks: motion + light * 3,
  cells: [
    { chapterId: bank.motionId, bloom: 'remember', marks: 1, count: motion },
    { chapterId: bank.lightId, bloom: 'apply', marks: 3, count: light },
  ],
  ...over,
});
const build = (bank: Bank, blueprint: Blueprint) =>
  call(bank.owner, 'POST', '/api/v1/question-papers/build', blueprint);
const save = (bank: Bank, blueprint: Blueprint, questions: PaperQuestion[]) =>
  call(bank.owner, 'POST', '/api/v1/question-papers', {
    ...blueprint,
    questionIds: questions.map((q) => q.questionId),
  });

describe('building a paper from a blueprint', () => {
  it('fills every cell with questions that fit, in one statement for the cells, and the marks add up', async () => {
    const bank = await stocked();
    const blueprint = blueprintOf(bank, 4, 2);
    const { result: res, queries } = await countQueries(t.database, () => build(bank, blueprint));
    expect(res.statusCode).toBe(200);
    const { questions } = res.json() as BuiltPaper;
    expect(questions.map((q) => [q.cell, q.chapterName, q.bloom, q.marks])).toEqual([
      ...Array(4).fill([0, 'Motion', 'remember', 1]),
      ...Array(2).fill([1, 'Light', 'apply', 3]),
    ]);
    expect(new Set(questions.map((q) => q.questionId)).size).toBe(6);
    expect(questions.reduce((s, q) => s + q.marks, 0)).toBe(10);
    // The session, the batch, then the cells: however many there are.
    expect(queries).toBeLessThanOrEqual(4);

    const wrongTotal = await build(bank, { ...blueprint, totalMarks: 12 });
    expect(wrongTotal.statusCode).toBe(400);
    expect(wrongTotal.json().fieldErrors.totalMarks).toBe(say.totalMismatch(10, 12));
  });

  it('says which cell the bank cannot fill and by how many', async () => {
    const bank = await stocked();
    const res = await build(bank, blueprintOf(bank, 2, 5));
    expect(res.statusCode).toBe(400);
    const expected =
      'Light · Apply · 3 marks: 5 questions asked, the bank has only 3 — 2 short. Add questions or ask for fewer.';
    expect(res.json()).toMatchObject({ message: expected, fieldErrors: { 'cells.1.count': expected } });

    const both = await build(bank, {
      ...blueprintOf(bank, 6, 4),
      cells: [
        { chapterId: bank.motionId, bloom: 'remember', marks: 1, count: 6 },
        { chapterId: bank.lightId, bloom: 'apply', marks: 3, count: 4 },
        { chapterId: bank.motionId, bloom: 'create', marks: 5, count: 1 },
      ],
      totalMarks: 23,
    });
    expect(both.json().message).toMatch(
      /^The bank cannot fill 3 rows of the blueprint; each is marked\. Motion/,
    );
    expect(both.json().fieldErrors['cells.2.count']).toBe(
      'Motion · Create · 5 marks: 1 question asked, the bank has none — 1 short. Add questions or ask for fewer.',
    );
  });

  it('never picks a question of the batch’s recent papers again, and says so when that leaves a cell short', async () => {
    const bank = await stocked();
    const blueprint = blueprintOf(bank, 4, 1);
    const first = (await build(bank, blueprint).then((r) => r.json())) as BuiltPaper;
    expect((await save(bank, blueprint, first.questions)).statusCode).toBe(201);
    const used = new Set(first.questions.map((q) => q.questionId));

    const again = await build(bank, blueprintOf(bank, 1, 2));
    expect(again.statusCode).toBe(200);
    const picked = (again.json() as BuiltPaper).questions;
    expect(picked.filter((q) => used.has(q.questionId))).toEqual([]);

    const short = await build(bank, blueprintOf(bank, 4, 0, { cells: [blueprint.cells[0]!], totalMarks: 4 }));
    expect(short.json().message).toBe(
      'Motion · Remember · 1 mark: 4 questions asked, the bank has only 1 not on the batch’s recent papers (4 more are on them) — 3 short. Add questions or ask for fewer.',
    );
    // Saving one of them again is refused; another batch may have them.
    const repeat = await save(bank, blueprint, first.questions);
    expect(repeat.json().message).toBe(say.recentRepeat);
    const other = await makeBatch(t, bank.owner, bank.centre.id);
    expect((await build(bank, { ...blueprint, batchId: other.id })).statusCode).toBe(200);
  });

  it('swaps a question for another that fits, and says when none is left', async () => {
    const bank = await stocked();
    const blueprint = blueprintOf(bank, 1, 2);
    const { questions } = (await build(bank, blueprint).then((r) => r.json())) as BuiltPaper;
    const light = questions.filter((q) => q.cell === 1);
    const swap = await call(bank.owner, 'POST', '/api/v1/question-papers/swap', {
      batchId: bank.batch.id,
      cell: blueprint.cells[1],
      exclude: questions.map((q) => q.questionId),
    });
    expect(swap.statusCode).toBe(200);
    const other = swap.json() as PaperQuestion;
    expect(other).toMatchObject({ chapterName: 'Light', bloom: 'apply', marks: 3 });
    expect(light.map((q) => q.questionId)).not.toContain(other.questionId);
    const none = await call(bank.owner, 'POST', '/api/v1/question-papers/swap', {
      batchId: bank.batch.id,
      cell: blueprint.cells[1],
      exclude: [...questions.map((q) => q.questionId), other.questionId],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(say.noOtherQuestion);
    // The paper saved with the swapped question; one outside the blueprint is refused.
    const swapped = [...questions.filter((q) => q.questionId !== light[0]!.questionId), other];
    const outside = await save(bank, blueprintOf(bank, 1, 2), [...questions.slice(0, 2), questions[0]!]);
    expect(outside.json().message).toBe(say.questionTwice);
    expect((await save(bank, blueprint, swapped)).statusCode).toBe(201);
  });

  it('keeps a saved paper as printed, lists it, and prints it and its answer key', async () => {
    const bank = await stocked();
    const blueprint = blueprintOf(bank, 2, 3);
    const { questions } = (await build(bank, blueprint).then((r) => r.json())) as BuiltPaper;
    const saved = (await save(bank, blueprint, questions)).json() as QuestionPaper;
    expect(saved).toMatchObject({
      name: 'Unit test 1',
      totalMarks: 11,
      batchName: bank.batch.name,
      questionCount: 5,
    });
    expect(saved.cells.map((c) => c.chapterName)).toEqual(['Motion', 'Light']);
    expect(saved.questions.map((q) => q.questionId)).toEqual(questions.map((q) => q.questionId));

    // Removing a question from the bank leaves the paper as it was printed.
    const gone = questions[0]!;
    await call(bank.owner, 'DELETE', `/api/v1/questions/${gone.questionId}`);
    const kept = (
      await call(bank.owner, 'GET', `/api/v1/question-papers/${saved.id}`)
    ).json() as QuestionPaper;
    expect(kept.questions[0]).toMatchObject({ questionId: null, text: gone.text });
    const list = (
      await call(bank.owner, 'GET', `/api/v1/question-papers?batchId=${bank.batch.id}`)
    ).json() as QuestionPaperPage;
    expect(list.data.map((p) => p.id)).toEqual([saved.id]);

    const paper = await call(bank.owner, 'GET', `/api/v1/question-papers/${saved.id}/paper.pdf`);
    expect(paper.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(paper.rawPayload);
    expect(text).toContain('QUESTION PAPER');
    expect(text).toContain('Maximum marks: 11');
    expect(text).toContain('Light choice');
    expect(text).toMatch(/\(c\) Plane/);
    expect(text).not.toContain('Answer:');
    const key = await pdfText(
      (await call(bank.owner, 'GET', `/api/v1/question-papers/${saved.id}/answer-key.pdf`)).rawPayload,
    );
    expect(key).toContain('ANSWER KEY');
    expect(key).toMatch(/Answer: \(c\) Plane/);
    expect(key).toContain('Answer: 10 cm');
  });

  it('another organisation’s batches, chapters, questions and papers are not found', async () => {
    const a = await stocked();
    const b = await bankSetUp(t);
    const blueprint = blueprintOf(a, 1, 1);
    const { questions } = (await build(a, blueprint).then((r) => r.json())) as BuiltPaper;
    const saved = (await save(a, blueprint, questions)).json() as QuestionPaper;

    const theirBatch = await build(b, blueprint);
    expect(theirBatch.statusCode).toBe(404);
    expect(theirBatch.json().fieldErrors).toEqual({ batchId: say.batchNotFound });
    const theirChapters = await build(b, { ...blueprint, batchId: b.batch.id });
    expect(theirChapters.statusCode).toBe(404);
    expect(Object.keys(theirChapters.json().fieldErrors)).toEqual(['cells.0.chapterId', 'cells.1.chapterId']);
    const theirQuestions = await call(b.owner, 'POST', '/api/v1/question-papers', {
      ...blueprintOf(b, 1, 1),
      questionIds: questions.map((q) => q.questionId),
    });
    expect(theirQuestions.json().message).toBe(say.questionGone);
    for (const path of ['', '/paper.pdf', '/answer-key.pdf'])
      expect((await call(b.owner, 'GET', `/api/v1/question-papers/${saved.id}${path}`)).statusCode).toBe(404);
    expect(((await call(b.owner, 'GET', '/api/v1/question-papers')).json() as QuestionPaperPage).total).toBe(
      0,
    );
  });
});
