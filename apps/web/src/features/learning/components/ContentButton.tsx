import { Button } from '@mantine/core';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import { PlayIcon } from './icons.tsx';

/** A content item's button ('Video: Lesson 1'); long names wrap instead of overflowing a phone screen. */
export function ContentButton({
  type,
  name,
  loading,
  onClick,
}: {
  type: string;
  name: string;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<PlayIcon />}
      loading={loading}
      onClick={onClick}
      aria-label={fmt(tLearning.manager.open, { type, name })}
      styles={{
        root: { height: 'auto', minHeight: 30, maxWidth: '100%', paddingBlock: 4 },
        inner: { justifyContent: 'flex-start' },
        label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35, overflow: 'visible' },
      }}
    >
      {type}: {name}
    </Button>
  );
}
