import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  importMessages,
  questionMessages as say,
  type QuestionChoices,
  type QuestionImportResult,
  type QuestionPage,
} from '@kaksha/contracts';
import { appPerFile, as, caller, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { multipart } from '../../../test/helpers/multipart.ts';
import { bankSetUp } from '../../../test/helpers/questions.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';
import { sql } from 'drizzle-orm';

/*
 * The question bank (issue 67): questions on the learning tree at a Bloom's level, added, listed by
 * their tags, changed and removed with an audit line; an import checked row by row and saved whole or
 * not at all; another organisation's questions and chapters are not found; the menu's levels.
 */

const t = appPerFile();
const call = caller(t);

const HEADER =
  'Board,Class,Subject,Chapter,Topic,Bloom level,Type,Question,Option A,Option B,Option C,Option D,Option E,Option F,Answer,Marks,Difficulty';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'));
const send = (account: Account, bytes: Buffer, mode: 'check' | 'save') =>
  t.app.inject(
    as(account, {
      method: 'POST',
      url: '/api/v1/questions/import',
      ...multipart({ mode }, { field: 'file', name: 'questions.csv', type: 'text/csv', bytes }),
    } as InjectOptions),
  );
const page = async (account: Account, query = '') =>
  (await call(account, 'GET', `/api/v1/questions${query}`)).json() as QuestionPage;

describe('questions', () => {
  it('adds an MCQ and a numerical question, lists them by their tags, changes and removes one, auditing each', async () => {
    const bank = await bankSetUp(t);
    const mcq = await bank.add({
      chapterId: bank.motionId,
      topicId: bank.velocity,
      bloom: 'understand',
      type: 'mcq',
      text: 'Which of these is a vector?',
      options: ['Speed', 'Velocity', 'Distance', 'Time'],
      correctOption: 1,
      answer: '',
      marks: 1,
    });
    expect(mcq).toMatchObject({
      chapterName: 'Motion',
      topicName: 'Velocity',
      subjectName: 'Test subject',
      boardName: 'Test board',
      bloom: 'understand',
      options: ['Speed', 'Velocity', 'Distance', 'Time'],
      correctOption: 1,
    });
    const numerical = await bank.add({
      chapterId: bank.lightId,
      bloom: 'apply',
      type: 'numerical',
      text: 'A lens has a focal length of 0.5 m. What is its power?',
      answer: '2 D',
      marks: 2,
      difficulty: 'medium',
    });
    expect(numerical.correctOption).toBeNull();

    const all = await page(bank.owner);
    expect(all.data.map((q) => q.id)).toEqual([numerical.id, mcq.id]);
    expect((await page(bank.owner, '?bloom=apply')).data.map((q) => q.id)).toEqual([numerical.id]);
    expect((await page(bank.owner, `?chapterId=${bank.motionId}&type=mcq`)).data.map((q) => q.id)).toEqual([
      mcq.id,
    ]);
    expect((await page(bank.owner, '?q=vector')).total).toBe(1);
    expect((await page(bank.owner, '?pageSize=1&page=2')).data.map((q) => q.id)).toEqual([mcq.id]);

    const changed = await call(bank.owner, 'PUT', `/api/v1/questions/${mcq.id}`, {
      chapterId: bank.motionId,
      bloom: 'analyse',
      type: 'mcq',
      text: 'Which of these is a vector?',
      options: ['Speed', 'Displacement'],
      correctOption: 1,
      marks: 1,
      difficulty: 'medium',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      bloom: 'analyse',
      options: ['Speed', 'Displacement'],
      topicId: null,
    });
    expect((await call(bank.owner, 'DELETE', `/api/v1/questions/${numerical.id}`)).statusCode).toBe(204);
    expect((await call(bank.owner, 'GET', `/api/v1/questions/${numerical.id}`)).json().message).toBe(
      say.notFound,
    );

    const audit = await rowsOf<{ action: string }>(
      t.database,
      sql`select action from audit_log where area = 'questions' and entity_id in (${String(mcq.id)}, ${String(numerical.id)}) order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'question-create',
      'question-create',
      'question-update',
      'question-delete',
    ]);
  });

  it('refuses an MCQ without a correct option, a short question without an answer, and a topic of another chapter, in words', async () => {
    const bank = await bankSetUp(t);
    const base = { chapterId: bank.motionId, bloom: 'remember', marks: 1 };
    const mcq = await call(bank.owner, 'POST', '/api/v1/questions', {
      ...base,
      type: 'mcq',
      text: 'Pick one',
      options: ['Yes', ''],
    });
    expect(mcq.statusCode).toBe(400);
    expect(mcq.json().fieldErrors).toMatchObject({
      'options.1': say.optionText,
      correctOption: say.correctOption,
    });
    const short = await call(bank.owner, 'POST', '/api/v1/questions', {
      ...base,
      type: 'short',
      text: 'Define speed.',
    });
    expect(short.json().fieldErrors).toMatchObject({ answer: say.answer });
    const topic = await call(bank.owner, 'POST', '/api/v1/questions', {
      ...base,
      chapterId: bank.lightId,
      topicId: bank.velocity,
      type: 'long',
      text: 'Explain refraction.',
    });
    expect(topic.statusCode).toBe(404);
    expect(topic.json().fieldErrors).toEqual({ topicId: say.topicNotInChapter });
  });

  it('offers the learning tree: chapters with their board, class, subject and topics, and the batches', async () => {
    const bank = await bankSetUp(t);
    const choices = (await call(bank.owner, 'GET', '/api/v1/questions/choices')).json() as QuestionChoices;
    expect(choices.chapters.map((c) => [c.name, c.topics.map((x) => x.name)])).toEqual([
      ['Motion', ['Velocity']],
      ['Light', []],
    ]);
    expect(choices.batches.map((b) => b.id)).toEqual([bank.batch.id]);
  });

  it('another organisation’s questions and chapters are not found, and its list is its own', async () => {
    const a = await bankSetUp(t);
    const b = await bankSetUp(t);
    const q = await a.add();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { chapterId: b.motionId, bloom: 'remember', type: 'long', text: 'Mine now', marks: 5 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(b.owner, method, `/api/v1/questions/${q.id}`, payload);
      expect(res.statusCode).toBe(404);
    }
    const stolen = await call(b.owner, 'POST', '/api/v1/questions', {
      chapterId: a.motionId,
      bloom: 'remember',
      type: 'long',
      text: 'Into their chapter',
      marks: 5,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().fieldErrors).toEqual({ chapterId: say.chapterNotFound });
    expect((await page(b.owner)).total).toBe(0);
    expect((await call(a.owner, 'GET', `/api/v1/questions/${q.id}`)).json().text).toBe(q.text);
  });

  it('reads at the Exams menu’s view level and changes at manage', async () => {
    const bank = await bankSetUp(t);
    const q = await bank.add();
    const viewer = await makeStaff(t, bank.owner, { ExamManagementSystem: 'view' });
    const manager = await makeStaff(t, bank.owner, { ExamManagementSystem: 'manage' });
    const nobody = await makeStaff(t, bank.owner, { Center: 'manage' });
    expect((await page(viewer)).total).toBe(1);
    expect((await call(viewer, 'DELETE', `/api/v1/questions/${q.id}`)).statusCode).toBe(403);
    expect((await call(nobody, 'GET', '/api/v1/questions')).statusCode).toBe(403);
    expect((await call(manager, 'DELETE', `/api/v1/questions/${q.id}`)).statusCode).toBe(204);
  });
});

describe('importing questions', () => {
  it('says what is wrong on each line and saves nothing until the whole file is right, then saves all', async () => {
    const bank = await bankSetUp(t);
    const { boardCode, classCode, subjectCode } = bank.subject;
    const place = `${boardCode},Test class,${subjectCode.toLowerCase()}`;
    const good = [
      `${place},Motion,Velocity,Understand,MCQ,Which is a vector?,Speed,Velocity,Mass,,,,B,1,easy`,
      `${boardCode},${classCode},Test subject,light,,Analyze,numerical,"A lens of 0.25 m focal length has what power?",,,,,,,4 D,2,`,
    ];
    const bad = [
      `${place},Gravitation,,Remember,Short,What is g?,,,,,,,9.8 m/s²,1,easy`,
      `${place},Motion,Acceleration,Knowing,Essay,Describe motion.,,,,,,,,0,tricky`,
      `${place},Motion,,Apply,MCQ,Pick the unit of speed,m/s,kg,,,,,E,1,easy`,
      `${place},Motion,Velocity,Understand,MCQ,Which is a vector?,Speed,Velocity,,,,,B,1,easy`,
    ];
    const checked = await send(bank.owner, csv(...good, ...bad), 'check');
    expect(checked.statusCode).toBe(200);
    const result = checked.json() as QuestionImportResult;
    expect(result).toMatchObject({ valid: 2, invalid: 4, saved: false });
    expect(result.rows.map((r) => r.errors)).toEqual([
      [],
      [],
      [
        `Chapter: “${boardCode} › Test class › ${subjectCode.toLowerCase()} › Gravitation” is not one of your chapters.`,
      ],
      [
        'Topic: “Acceleration” is not a topic of this chapter.',
        'Bloom level: “Knowing” is not one of Remember, Understand, Apply, Analyse, Evaluate, Create.',
        'Type: “Essay” is not one of MCQ, Short, Long, Numerical.',
        `Marks: ${say.marks}`,
        'Difficulty: “tricky” is not one of easy, medium, hard.',
      ],
      ['Answer: for an MCQ, give the letter of the correct option (A, B).'],
      ['The same question as line 2.'],
    ]);

    const refused = await send(bank.owner, csv(...good, ...bad), 'save');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(importMessages.notSaved(4));
    expect((await page(bank.owner)).total).toBe(0);

    const saved = await send(bank.owner, csv(...good), 'save');
    expect(saved.json()).toMatchObject({ valid: 2, invalid: 0, saved: true });
    const list = (await page(bank.owner)).data;
    expect(
      list.map((q) => [
        q.chapterName,
        q.topicName,
        q.bloom,
        q.type,
        q.correctOption,
        q.answer,
        q.marks,
        q.difficulty,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Motion', 'Velocity', 'understand', 'mcq', 1, '', 1, 'easy'],
        ['Light', null, 'analyse', 'numerical', null, '4 D', 2, 'medium'],
      ]),
    );
    const [line] = await rowsOf<{ summary: { count: number } }>(
      t.database,
      sql`select summary from audit_log where action = 'question-import' order by id desc limit 1`,
    );
    expect(line!.summary.count).toBe(2);
  });

  it('refuses a file without the needed columns, and another organisation’s chapters are not its', async () => {
    const a = await bankSetUp(t);
    const b = await bankSetUp(t);
    const missing = await send(a.owner, Buffer.from('Question,Marks\r\nWhat?,1'), 'check');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      importMessages.missingColumns(['Board', 'Class', 'Subject', 'Chapter', 'Bloom level', 'Type']),
    );
    const { boardCode, classCode, subjectCode } = a.subject;
    const theirs = await send(
      b.owner,
      csv(`${boardCode},${classCode},${subjectCode},Motion,,Remember,Long,Explain.,,,,,,,,5,`),
      'check',
    );
    expect((theirs.json() as QuestionImportResult).rows[0]!.errors[0]).toMatch(/is not one of your chapters/);
  });

  it('gives a template that imports as it is', async () => {
    const bank = await bankSetUp(t);
    const template = await call(bank.owner, 'GET', '/api/v1/questions/import-template.csv');
    expect(template.headers['content-type']).toMatch(/text\/csv/);
    expect(template.body.split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);
  });
});
