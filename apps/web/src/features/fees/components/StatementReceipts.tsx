import { Anchor, Title } from '@mantine/core';
import type { FeeStatement } from '@kaksha/contracts';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { useFormats } from '../../../lib/format.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { receiptHref } from '../api/receipts.ts';
import classes from './fees.module.css';

const s = tFees.receipts;
type Receipt = FeeStatement['receipts'][number];

/** The student's receipts, newest first, cancelled ones too (struck off by their status, not hidden). */
export function StatementReceipts({ receipts }: { receipts: readonly Receipt[] }) {
  const formats = useFormats();
  // The statement's contract keeps mode and status as text: one this screen does not know shows as sent.
  const mode = (r: Receipt) => (s.modes as Record<string, string>)[r.mode] ?? r.mode;
  const status = (r: Receipt) => (
    <StatusPill active={r.status === 'valid'}>
      {(s.statuses as Record<string, string>)[r.status] ?? r.status}
    </StatusPill>
  );
  return (
    <section aria-labelledby="fees-receipts">
      <Title order={3} size="h5" id="fees-receipts" mb="xs">
        {s.heading}
      </Title>
      <ResponsiveTable
        label={s.heading}
        data={{ data: receipts, total: receipts.length }}
        loading={false}
        failed={false}
        emptyText={s.empty}
        rowKey={(r) => r.id}
        columns={[
          {
            header: s.number,
            cell: (r) => <Anchor href={receiptHref(r.id)}>{r.number}</Anchor>,
            rowHeader: true,
          },
          { header: s.date, cell: (r) => formats.calendarDate(r.receivedOn), onCard: true },
          { header: s.mode, cell: mode, onCard: true },
          {
            header: s.amount,
            cell: (r) => <span className={classes.money}>{formats.money(r.amount)}</span>,
            onCard: true,
          },
          { header: s.status, cell: status },
        ]}
        card={{ title: (r) => <Anchor href={receiptHref(r.id)}>{r.number}</Anchor>, badge: status }}
        page={1}
        pageSize={Math.max(receipts.length, 1)}
        onPageChange={() => {}}
        strings={s}
      />
    </section>
  );
}
