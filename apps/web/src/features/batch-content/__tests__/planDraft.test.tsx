import { describe, expect, it } from 'vitest';
import { addChapter, moveTopic, toggleTopic } from '../components/planDraft.ts';

const topic = (topicId: number, chapterName = 'Motion') => ({
  topicId,
  topicName: `T${topicId}`,
  chapterName,
});
const ids = (draft: { topicId: number }[]) => draft.map((x) => x.topicId);

describe('the plan being edited', () => {
  it('puts a ticked topic at the end and takes an unticked one out', () => {
    const draft = [topic(1), topic(2)];
    expect(ids(toggleTopic(draft, topic(5)))).toEqual([1, 2, 5]);
    expect(ids(toggleTopic(draft, topic(1)))).toEqual([2]);
  });

  it('adds a whole chapter’s missing topics in the chapter’s order, after what is chosen', () => {
    const chapter = {
      chapterName: 'Force',
      topics: [
        { id: 7, name: 'Inertia' },
        { id: 2, name: 'Mass' },
        { id: 9, name: 'Newton’s laws' },
      ],
    };
    const added = addChapter([topic(2), topic(1)], chapter);
    expect(ids(added)).toEqual([2, 1, 7, 9]);
    expect(added[2]).toEqual({ topicId: 7, topicName: 'Inertia', chapterName: 'Force' });
  });

  it('moves a topic one place up or down, and not past either end', () => {
    const draft = [topic(1), topic(2), topic(3)];
    expect(ids(moveTopic(draft, 3, -1))).toEqual([1, 3, 2]);
    expect(ids(moveTopic(draft, 1, 1))).toEqual([2, 1, 3]);
    expect(ids(moveTopic(draft, 1, -1))).toEqual([1, 2, 3]);
    expect(ids(moveTopic(draft, 3, 1))).toEqual([1, 2, 3]);
  });
});
