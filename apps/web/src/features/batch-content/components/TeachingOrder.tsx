import { useEffect, useState } from 'react';
import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';
import { moveTopic, toggleTopic, type DraftTopic } from './planDraft.ts';
import classes from './batchContent.module.css';

const e = tBatchContent.editor;
const moveButtonId = (topicId: number, step: -1 | 1) => `bc-move-${topicId}-${step === -1 ? 'up' : 'down'}`;

/** The chosen topics in teaching order, each moved up or down (or removed) with named buttons. */
export function TeachingOrder({
  draft,
  onChange,
}: {
  draft: readonly DraftTopic[];
  onChange: (draft: DraftTopic[]) => void;
}) {
  // The last move, said to screen readers; its button keeps the focus though its row moved.
  const [moved, setMoved] = useState<{ topicId: number; step: -1 | 1; text: string } | null>(null);

  useEffect(() => {
    if (!moved) return;
    // At either end that button is disabled: the other direction's takes the focus.
    const button = document.getElementById(
      moveButtonId(moved.topicId, moved.step),
    ) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(moved.topicId, moved.step === -1 ? 1 : -1));
    (button && !button.disabled ? button : other)?.focus();
  }, [moved]);

  const move = (topic: DraftTopic, step: -1 | 1) => {
    const next = moveTopic(draft, topic.topicId, step);
    onChange(next);
    const position = next.findIndex((x) => x.topicId === topic.topicId) + 1;
    setMoved({ topicId: topic.topicId, step, text: fmt(e.moved, { topic: topic.topicName, position }) });
  };

  return (
    <>
      {draft.length === 0 ? (
        <Text size="sm" c="dimmed">
          {e.orderEmpty}
        </Text>
      ) : (
        <ol className={classes.order}>
          {draft.map((x, i) => (
            <li key={x.topicId} className={classes.orderItem}>
              <span className={classes.position}>{i + 1}.</span>
              <div className={classes.grow}>
                <Text size="sm" fw={500}>
                  {x.topicName}
                </Text>
                <Text size="xs" c="dimmed">
                  {x.chapterName}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  id={moveButtonId(x.topicId, -1)}
                  aria-label={fmt(e.moveUp, { topic: x.topicName })}
                  disabled={i === 0}
                  onClick={() => move(x, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  id={moveButtonId(x.topicId, 1)}
                  aria-label={fmt(e.moveDown, { topic: x.topicName })}
                  disabled={i === draft.length - 1}
                  onClick={() => move(x, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={fmt(e.remove, { topic: x.topicName })}
                  onClick={() => onChange(toggleTopic(draft, x))}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ol>
      )}
      <VisuallyHidden role="status">{moved?.text}</VisuallyHidden>
    </>
  );
}
