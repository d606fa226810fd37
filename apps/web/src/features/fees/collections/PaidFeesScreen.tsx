import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { CollectionRow } from '@kaksha/contracts';
import { NoAccess } from '../../../components/NoAccess.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { usePaging } from '../../../components/useListPage.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { collectionsExportHref, useCollections } from '../api/collections.ts';
import { receiptHref } from '../api/receipts.ts';
import { CollectFeeModal } from '../collect/CollectFeeModal.tsx';
import { receivedBy } from '../receipts/receivedBy.ts';
import { useCollectionAccess } from '../receipts/useCollectionAccess.ts';
import { DayBookFilters } from './DayBookFilters.tsx';
import { DayBookTotals } from './DayBookTotals.tsx';
import { MonthsSection } from './MonthsSection.tsx';
import { toQuery, useDayBookFilters } from './useDayBookFilters.ts';
import classes from '../components/fees.module.css';
import own from './collections.module.css';
import '../mantine-styles.ts';

const s = tCollections.dayBook;
const PAGE_SIZE = 20;

/** PaidFees: the day book (receipts by day, mode, centre, cashier, batch), its totals, the months, and collecting. */
export default function PaidFeesScreen() {
  const formats = useFormats();
  const today = formats.dayOf(new Date());
  const dayBook = useDayBookFilters(today);
  const filters = dayBook.raw;
  const query = toQuery(filters, dayBook.values.q);
  const paging = usePaging(Object.values(query), PAGE_SIZE);
  const datesWrong = filters.from > filters.to;
  const list = useCollections({ ...query, page: paging.page, pageSize: PAGE_SIZE }, !datesWrong);
  const [collecting, setCollecting] = useState(false);
  // Opened from a student's profile (`&collect=<id>&name=<name>`): the collect form for that student.
  const [params] = useSearchParams();
  const asked = Number(params.get('collect'));
  const [from, setFrom] = useState(
    Number.isSafeInteger(asked) && asked > 0 ? { studentId: asked, name: params.get('name') ?? '' } : null,
  );
  const access = useCollectionAccess();
  if (access.dayBookDenied) return <NoAccess />;

  // Nothing in the days at all, or nothing of what the other filters ask for.
  const narrowed = [
    filters.mode,
    filters.centre,
    filters.cashier,
    filters.batch,
    filters.status,
    filters.q,
  ].some(Boolean);
  const number = (row: CollectionRow) => (
    <Anchor href={receiptHref(row.id)} aria-label={fmt(s.openReceipt, { number: row.number })}>
      {row.number}
    </Anchor>
  );
  const student = (row: CollectionRow) => (
    <>
      {row.studentName}
      <Text size="xs" c="dimmed">
        {row.admissionNumber} · {row.centreName}
      </Text>
    </>
  );
  const mode = (row: CollectionRow) => (
    <>
      {tFees.receipts.modes[row.mode]}
      {row.reference && (
        <Text size="xs" c="dimmed">
          {row.reference}
        </Text>
      )}
    </>
  );
  const status = (row: CollectionRow) => (
    <StatusPill active={row.status === 'valid'}>{tCollections.statuses[row.status]}</StatusPill>
  );
  const amount = (row: CollectionRow) => (
    <span className={row.status !== 'valid' ? `${classes.money} ${own.void}` : classes.money}>
      {formats.money(row.amount)}
    </span>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={access.collect && <Button onClick={() => setCollecting(true)}>{s.collect}</Button>}
      />
      <DayBookFilters filters={dayBook} today={today} exportHref={collectionsExportHref(query)} />
      {list.data && !datesWrong && <DayBookTotals totals={list.data.totals} />}
      <ResponsiveTable
        label={s.table}
        data={datesWrong ? undefined : list.data}
        loading={list.isPending && !datesWrong}
        failed={list.isError}
        errorDetail={list.isError ? errorMessage(list.error) : undefined}
        emptyText={narrowed ? s.empty : s.emptyDay}
        rowKey={(row) => row.id}
        columns={[
          { header: s.number, cell: number, rowHeader: true, className: own.nowrap },
          {
            header: s.date,
            cell: (row) => formats.calendarDate(row.receivedOn),
            onCard: true,
            className: own.nowrap,
          },
          { header: s.student, cell: student, onCard: true },
          { header: s.mode, cell: mode, onCard: true },
          { header: s.amountColumn, cell: amount, onCard: true },
          { header: s.cashierColumn, cell: receivedBy, onCard: true },
          { header: s.statusColumn, cell: status },
        ]}
        card={{ title: number, badge: status }}
        {...paging}
        strings={s}
      />
      <MonthsSection centreId={Number(filters.centre) || undefined} />
      <CollectFeeModal opened={collecting} onClose={() => setCollecting(false)} />
      {from && <CollectFeeModal opened from={from} onClose={() => setFrom(null)} />}
    </Stack>
  );
}
