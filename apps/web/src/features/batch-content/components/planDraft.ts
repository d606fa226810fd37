/** A topic of the plan being edited: enough to show it even when no chapter offers it any more. */
export interface DraftTopic {
  topicId: number;
  topicName: string;
  chapterName: string;
}

export interface ChapterChoice {
  chapterName: string;
  topics: readonly { id: number; name: string }[];
}

/** Ticked: the topic joins the end of the order; unticked: it leaves it. */
export function toggleTopic(draft: readonly DraftTopic[], topic: DraftTopic): DraftTopic[] {
  return draft.some((x) => x.topicId === topic.topicId)
    ? draft.filter((x) => x.topicId !== topic.topicId)
    : [...draft, topic];
}

/** The chapter's topics not chosen yet join the end of the order, in the chapter's own order. */
export function addChapter(draft: readonly DraftTopic[], chapter: ChapterChoice): DraftTopic[] {
  const chosen = new Set(draft.map((x) => x.topicId));
  const added = chapter.topics
    .filter((topic) => !chosen.has(topic.id))
    .map((topic) => ({ topicId: topic.id, topicName: topic.name, chapterName: chapter.chapterName }));
  return [...draft, ...added];
}

/** The topic swapped with its neighbour before (-1) or after (+1); unchanged at either end. */
export function moveTopic(draft: readonly DraftTopic[], topicId: number, step: -1 | 1): DraftTopic[] {
  const from = draft.findIndex((x) => x.topicId === topicId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= draft.length) return [...draft];
  const moved = [...draft];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
