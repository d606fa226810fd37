import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { Announcement } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { RowActions } from '../../../components/RowActions.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { usePaging } from '../../../components/useListPage.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { useAnnouncement, useAnnouncements } from '../api/announcements.ts';
import { AnnouncementForm } from './AnnouncementForm.tsx';
import { AnnouncementReport } from './AnnouncementReport.tsx';

const s = tMessages.announcements;
const PAGE_SIZE = 10;

/** Announcements: a new one (to manage), those sent with their counts, and each one's delivery report. */
export function AnnouncementsPanel({ canManage }: { canManage: boolean }) {
  const paging = usePaging([], PAGE_SIZE);
  const list = useAnnouncements(paging.page, PAGE_SIZE);
  const [openId, setOpenId] = useState<number | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const open = useAnnouncement(openId);
  const formats = useFormats();
  const actions = (a: Announcement) => (
    <RowActions
      record={a.title}
      actions={[{ label: s.open, name: fmt(s.openFor, { title: a.title }), onClick: () => setOpenId(a.id) }]}
    />
  );
  const tally = (a: Announcement) =>
    `${s.counts.sent} ${a.counts.sent} · ${s.counts.waiting} ${a.counts.waiting} · ${s.counts.failed} ${a.counts.failed} · ${s.counts.notSetUp} ${a.counts.notSetUp}`;
  return (
    <Stack gap="lg">
      {canManage ? (
        <SectionCard id="announcement-new" title={s.new} intro={s.intro}>
          {sent && <Notice tone="success">{sent}</Notice>}
          <AnnouncementForm
            onSent={(a) => {
              setSent(fmt(s.sent, { people: `${a.counts.people} ${s.counts.people.toLowerCase()}` }));
              setOpenId(a.id);
            }}
          />
        </SectionCard>
      ) : (
        <Text c="dimmed">{s.viewOnly}</Text>
      )}
      <ResponsiveTable
        label={s.table}
        list={list}
        emptyText={s.empty}
        rowKey={(a) => a.id}
        columns={[
          { header: s.when, cell: (a) => formats.dateTime(a.createdAt), onCard: true },
          { header: s.title, cell: (a) => a.title, rowHeader: true },
          { header: s.for, cell: (a) => a.audienceLabel, onCard: true },
          { header: s.counts.people, cell: (a) => a.counts.people, onCard: true },
          { header: s.report, cell: tally, onCard: true },
          { header: s.by, cell: (a) => a.createdBy ?? '—', onCard: true },
          { header: s.actions, cell: actions },
        ]}
        card={{ title: (a) => a.title, actions }}
        {...paging}
        strings={s}
      />
      <FormModal
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        title={open.data ? fmt(s.reportOf, { title: open.data.title }) : s.report}
        size="80rem"
      >
        {open.data && <AnnouncementReport announcement={open.data} canManage={canManage} />}
      </FormModal>
    </Stack>
  );
}
