import { ActionIcon, Group } from '@mantine/core';
import type { FormMessage } from '../../../components/FormNotice.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import { DownIcon, UpIcon } from './icons.tsx';

const s = tLearning.common;

/** Up and down arrows that move an item one place in its list. */
export function ReorderButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray.8"
        aria-label={fmt(s.moveUp, { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <UpIcon />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        aria-label={fmt(s.moveDown, { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <DownIcon />
      </ActionIcon>
    </Group>
  );
}

/** The list with one item moved from `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** What a reorder says when it is done: the order saved, or why it was not (the list shows it). */
export const reorderReplies = (say: (message: FormMessage) => void) => ({
  onSuccess: () => say({ tone: 'success', text: s.orderSaved }),
  onError: (error: unknown) =>
    say({ tone: 'error', text: fmt(s.orderFailed, { message: errorMessage(error) }) }),
});
