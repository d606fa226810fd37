import type { Question, QuestionInput } from '@kaksha/contracts';
import type { Account, TestApp } from '../harness.ts';
import { caller, registerAndLogin } from '../harness.ts';
import { makeBatch } from './batches.ts';
import { addChapter, addTopic, makeSubject } from './learning.ts';
import { makeCentre } from './teachers.ts';

/** The question bank's tests: an organisation with a curriculum of two chapters (one with a topic) and a batch. */
export async function bankSetUp(t: TestApp) {
  const call = caller(t);
  const owner = await registerAndLogin(t.app);
  const subject = await makeSubject(t.app, owner, 'Q');
  const motion = await addChapter(t.app, owner, subject, 'Motion');
  const light = await addChapter(t.app, owner, subject, 'Light');
  const [motionId, lightId] = [Number(motion.ChapterCode), Number(light.ChapterCode)];
  const velocity = Number((await addTopic(t.app, owner, subject, motion.ChapterCode, 'Velocity')).TopicCode);
  const centre = await makeCentre(t, owner);
  const batch = await makeBatch(t, owner, centre.id);
  let n = 0;
  /** Adds a question (answered 201) with sensible defaults. */
  const add = async (over: Partial<QuestionInput> = {}) => {
    const body: QuestionInput = {
      chapterId: motionId,
      bloom: 'remember',
      type: 'short',
      text: `Question ${++n}: define speed.`,
      answer: 'Distance covered per unit time.',
      marks: 1,
      difficulty: 'easy',
      ...over,
    };
    const res = await call(owner, 'POST', '/api/v1/questions', body);
    if (res.statusCode !== 201) throw new Error(`question: ${res.statusCode} ${res.body}`);
    return res.json() as Question;
  };
  return { owner, subject, motionId, lightId, velocity, centre, batch, add };
}

export type Bank = Awaited<ReturnType<typeof bankSetUp>>;
export type { Account };
