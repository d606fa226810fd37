import { Button, Checkbox, Stack, Text } from '@mantine/core';
import type { BatchSyllabus } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';
import type { DraftTopic } from './planDraft.ts';
import classes from './batchContent.module.css';

const e = tBatchContent.editor;
type Chapter = BatchSyllabus['chapters'][number];

/** The subject's chapters, each a group of topic checkboxes with a button that adds the whole chapter. */
export function ChapterChecklist({
  chapters,
  chosen,
  onToggle,
  onAddChapter,
}: {
  chapters: readonly Chapter[];
  chosen: ReadonlySet<number>;
  onToggle: (topic: DraftTopic) => void;
  onAddChapter: (chapter: Chapter) => void;
}) {
  return chapters.map((chapter) => {
    const allChosen = chapter.topics.every((topic) => chosen.has(topic.id));
    return (
      <fieldset key={chapter.chapterId} className={classes.chapter}>
        <legend>{chapter.chapterName}</legend>
        {chapter.topics.length === 0 ? (
          <Text size="sm" c="dimmed">
            {e.noTopics}
          </Text>
        ) : (
          <Stack gap={6}>
            {chapter.topics.map((topic) => (
              <Checkbox
                key={topic.id}
                label={topic.name}
                checked={chosen.has(topic.id)}
                onChange={() =>
                  onToggle({ topicId: topic.id, topicName: topic.name, chapterName: chapter.chapterName })
                }
              />
            ))}
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              disabled={allChosen}
              aria-label={allChosen ? undefined : fmt(e.addChapterFor, { chapter: chapter.chapterName })}
              onClick={() => onAddChapter(chapter)}
            >
              {allChosen ? e.allChosen : e.addChapter}
            </Button>
          </Stack>
        )}
      </fieldset>
    );
  });
}
