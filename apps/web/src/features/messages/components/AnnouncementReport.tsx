import { Stack, Text } from '@mantine/core';
import type { Announcement, AnnouncementCounts } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import classes from './messages.module.css';

const s = tMessages.announcements;
const ORDER: (keyof AnnouncementCounts)[] = ['people', 'sent', 'waiting', 'failed', 'notSetUp', 'notSent'];

/** What became of an announcement: its counts now, then each message (the delivery log about it). */
export function AnnouncementReport({
  announcement,
  canManage,
}: {
  announcement: Announcement;
  canManage: boolean;
}) {
  const { counts } = announcement;
  return (
    <Stack gap="md">
      <dl aria-label={fmt(s.reportOf, { title: announcement.title })} className={classes.counts}>
        {ORDER.map((key) => (
          <div key={key}>
            <Text component="dt" size="sm" c="dimmed">
              {s.counts[key]}
            </Text>
            <Text component="dd" fw={700} size="xl" m={0} data-count={key}>
              {counts[key]}
            </Text>
          </div>
        ))}
      </dl>
      {counts.notSetUp > 0 && <Notice tone="info">{s.notSetUpHint}</Notice>}
      <Text fw={600}>{s.each}</Text>
      <DeliveryLog canManage={canManage} about={announcement.about} />
    </Stack>
  );
}
