import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { ReportCardDelivery } from '@kaksha/contracts';
import { DrawerSection } from '../../../components/RecordDrawer.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';
import { useDeliveries } from '../api/reportCards.ts';

const s = tExams.reportCards;
const PAGE_SIZE = 10;
const WAITING = ['queued', 'held', 'sending'];

/** What became of each report card emailed to a guardian (the delivery log's messages), a page at a time. */
export function DeliveryReport({ examId }: { examId: number }) {
  const [page, setPage] = useState(1);
  const list = useDeliveries(examId, page, PAGE_SIZE);
  const formats = useFormats();
  const counts = list.data?.counts ?? {};
  const count = (...states: string[]) => states.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
  const badge = (d: ReportCardDelivery) => (
    <StatusPill active={d.status === 'sent' || d.status === 'delivered'} pending={WAITING.includes(d.status)}>
      {s.deliveryStatuses[d.status]}
    </StatusPill>
  );
  return (
    <DrawerSection title={s.deliveriesTitle}>
      <Stack gap="xs">
        {list.data && list.data.total > 0 && (
          <Text size="sm">
            {fmt(s.counts, {
              sent: count('sent', 'delivered'),
              waiting: count(...WAITING),
              failed: count('failed', 'not_sent'),
            })}
          </Text>
        )}
        <ResponsiveTable<ReportCardDelivery>
          label={s.deliveriesTable}
          list={list}
          emptyText={s.deliveriesEmpty}
          rowKey={(d) => `${d.address}-${d.studentName}-${d.at}`}
          columns={[
            { header: s.student, cell: (d) => d.studentName, rowHeader: true },
            { header: s.guardian, cell: (d) => d.recipientName, onCard: true },
            { header: s.address, cell: (d) => d.address, onCard: true },
            { header: s.status, cell: badge },
            {
              header: s.when,
              cell: (d) => [formats.dateTime(d.at), d.reason].filter(Boolean).join(' · '),
              onCard: true,
            },
          ]}
          card={{ title: (d) => d.studentName, badge }}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          strings={{ ...tExams.list, loadFailed: s.deliveriesLoadFailed }}
        />
      </Stack>
    </DrawerSection>
  );
}
