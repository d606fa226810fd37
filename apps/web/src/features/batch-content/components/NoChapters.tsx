import { Anchor } from '@mantine/core';
import { Notice } from '../../../components/Notice.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';
import { screenHref } from '../../../lib/screenNav.ts';

const s = tBatchContent.plan;

/** A subject with no chapters for the batch's board and class: where to add some (the learning content screens). */
export function NoChapters({ subject }: { subject: string }) {
  return (
    <Notice tone="info">
      {fmt(s.noChapters, { subject })} <Anchor href={screenHref('ChapterDetails')}>{s.chapterDetails}</Anchor>
      .
    </Notice>
  );
}
