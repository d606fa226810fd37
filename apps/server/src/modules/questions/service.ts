import { questionMessages as say } from '@kaksha/contracts';
import type {
  Question,
  QuestionChoices,
  QuestionPage,
  questionInput,
  questionListQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound, refuseUnknown } from '../../lib/errors.ts';
import { auditChanges, recordCallerAudit } from '../audit/service.ts';
import * as repo from './repository.ts';

// The question bank: questions added, changed and removed one at a time (imports: import.service.ts).

export const AREA = 'questions';
type Input = z.output<typeof questionInput>;

/** Refuses a chapter that is not the organisation's, or a topic not of that chapter, by their fields. */
async function refuseUnknownPlace(db: Executor, organisationId: number, input: Input) {
  const place = await repo.placeOf(db, organisationId, input.chapterId, input.topicId);
  refuseUnknown({
    ...(place.chapter ? {} : { chapterId: say.chapterNotFound }),
    ...(place.chapter && !place.topic ? { topicId: say.topicNotInChapter } : {}),
  });
}

/** The columns a question's input writes. */
export const rowOf = (input: Input) => ({
  chapterId: input.chapterId,
  topicId: input.topicId,
  bloom: input.bloom,
  type: input.type,
  text: input.text,
  options: input.options,
  correctOption: input.correctOption,
  answer: input.answer,
  marks: input.marks,
  difficulty: input.difficulty,
});

export async function listQuestions(
  db: Db,
  caller: Caller,
  query: z.output<typeof questionListQuery>,
): Promise<QuestionPage> {
  const { page, pageSize, ...filter } = query;
  const rows = await repo.listQuestions(db, caller.organisationId, {
    ...filter,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const total = rows[0]?.matching ?? 0;
  return {
    data: rows.map(({ matching: _, ...row }) => row),
    total: Math.min(total, 1000),
    totalCapped: total > 1000,
  };
}

export async function getQuestion(db: Executor, caller: Caller, id: number): Promise<Question> {
  const found = await repo.findQuestion(db, caller.organisationId, id);
  if (!found) throw notFound(say.notFound);
  return found;
}

export const choices = (db: Db, caller: Caller): Promise<QuestionChoices> =>
  repo.choicesOf(db, caller.organisationId);

export async function createQuestion(db: Db, caller: Caller, input: Input): Promise<Question> {
  const { organisationId } = caller;
  const id = await db.transaction(async (tx) => {
    await refuseUnknownPlace(tx, organisationId, input);
    const [made] = await repo.insertQuestions(tx, [
      { ...rowOf(input), organisationId, createdBy: caller.userId },
    ]);
    await recordCallerAudit(tx, caller, {
      action: 'question-create',
      area: AREA,
      entityId: made!.id,
      summary: input,
    });
    return made!.id;
  });
  return getQuestion(db, caller, id);
}

export async function updateQuestion(db: Db, caller: Caller, id: number, input: Input): Promise<Question> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const before = await getQuestion(tx, caller, id);
    await refuseUnknownPlace(tx, organisationId, input);
    const after = rowOf(input);
    await repo.updateQuestion(tx, organisationId, id, after);
    const { chapterId, topicId, bloom, type, text, options, correctOption, answer, marks, difficulty } =
      before;
    await auditChanges(
      tx,
      caller,
      { chapterId, topicId, bloom, type, text, options, correctOption, answer, marks, difficulty },
      after,
      { action: 'question-update', area: AREA, entityId: id },
    );
  });
  return getQuestion(db, caller, id);
}

/** Removes a question from the bank; the papers that printed it keep their copy. */
export async function deleteQuestion(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getQuestion(tx, caller, id);
    await repo.deleteQuestion(tx, caller.organisationId, id);
    await recordCallerAudit(tx, caller, {
      action: 'question-delete',
      area: AREA,
      entityId: id,
      summary: { chapter: before.chapterName, text: before.text },
    });
  });
}
