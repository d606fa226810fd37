import { useState } from 'react';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { type AgeingBucket, type PendingStudent } from '@kaksha/contracts';
import { useFilters } from '../../components/FilterBar.tsx';
import { MobileNumber } from '../../components/MobileNumber.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { usePaging } from '../../components/useListPage.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tFees } from '../../lib/i18n/fees.ts';
import { pendingExportHref, usePendingFees } from './api/pending.ts';
import { AgeingSummary } from './components/AgeingSummary.tsx';
import { RemindStudents } from './components/RemindStudents.tsx';
import { useChosen } from './components/reminders.ts';
import { PendingFilters, noFilters } from './components/PendingFilters.tsx';
import { StatementDrawer, type StatementOf } from './components/StatementDrawer.tsx';
import classes from './components/fees.module.css';
import './mantine-styles.ts';

const s = tFees.pending;
const PAGE_SIZE = 20;
const id = (value: string | null) => (value ? Number(value) : undefined);

/** PendingFees: the students who owe, filtered and paged, what all of them owe by age, and each statement. */
export default function PendingFeesScreen() {
  const pendingFilters = useFilters(noFilters, 'q');
  const { values } = pendingFilters;
  const filters = {
    q: values.q || undefined,
    batchId: id(values.batchId),
    centreId: id(values.centreId),
    classId: id(values.classId),
    ageing: (values.ageing ?? undefined) as AgeingBucket | undefined,
    dueBy: values.dueBy || undefined,
  };
  const paging = usePaging(Object.values(filters), PAGE_SIZE);
  const chosen = useChosen(Object.values(filters));
  const list = usePendingFees({ ...filters, page: paging.page, pageSize: PAGE_SIZE });
  const [statement, setStatement] = useState<{ student: StatementOf | null; opened: boolean }>({
    student: null,
    opened: false,
  });
  const formats = useFormats();
  const { denied, canManage } = useMenuAccess('PendingFees');
  if (denied) return <NoAccess />;

  const money = (paise: number) => <span className={classes.money}>{formats.money(paise)}</span>;
  const choose = (row: PendingStudent) => (
    <Checkbox
      aria-label={fmt(s.chooseFor, { name: row.name })}
      checked={chosen.has(row.studentId)}
      onChange={(event) => chosen.change([row.studentId], event.currentTarget.checked)}
    />
  );
  const open = (row: PendingStudent) => (
    <RowActions
      record={row.name}
      actions={[
        {
          label: s.statement,
          name: fmt(s.statementFor, { name: row.name }),
          onClick: () => setStatement({ student: row, opened: true }),
        },
      ]}
    />
  );
  // The admission number under the name: one column less, so the table fits beside the menu.
  const admission = (row: PendingStudent) => (
    <Text size="xs" c="dimmed" fw={400}>
      {row.admissionNumber}
    </Text>
  );
  // The choice sits in the student's cell, not a column of its own: the table stays beside the menu at 1280.
  const student = (row: PendingStudent) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {canManage && choose(row)}
      <div>
        {row.name}
        {admission(row)}
      </div>
    </Group>
  );
  const oldest = (row: PendingStudent) =>
    fmt(s.oldestOn, {
      date: formats.calendarDate(row.oldestDueOn),
      ageing: tFees.ageing.buckets[row.ageing],
    });

  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      <PendingFilters filters={pendingFilters} exportHref={pendingExportHref(filters)} />
      {list.data && list.data.total > 0 && <AgeingSummary ageing={list.data.ageing} />}
      {canManage && list.data && list.data.total > 0 && (
        <RemindStudents chosen={chosen} onPage={list.data.data.map((row) => row.studentId)} />
      )}
      <ResponsiveTable
        label={s.table}
        list={list}
        errorDetail={list.isError ? errorMessage(list.error) : undefined}
        emptyText={pendingFilters.filtered ? s.empty : s.emptyNone}
        rowKey={(row) => row.studentId}
        columns={[
          { header: s.student, cell: student, rowHeader: true },
          {
            header: s.classCentre,
            cell: (row) => [row.className, row.centreName].filter(Boolean).join(' · '),
            onCard: true,
          },
          { header: s.batches, cell: (row) => row.batches || tFees.none, onCard: true },
          {
            header: s.guardian,
            cell: (row) => (row.guardianMobile ? <MobileNumber e164={row.guardianMobile} /> : tFees.none),
            onCard: true,
          },
          { header: s.balance, cell: (row) => money(row.balance), onCard: true },
          { header: s.overdue, cell: (row) => money(row.overdue), onCard: true },
          { header: s.oldest, cell: oldest, onCard: true },
          { header: tFees.actions, cell: open },
        ]}
        card={{
          title: (row) => row.name,
          intro: admission,
          actions: (row) => (
            <Group gap="sm">
              {canManage && choose(row)}
              {open(row)}
            </Group>
          ),
        }}
        {...paging}
        strings={s}
      />
      <StatementDrawer
        student={statement.student}
        opened={statement.opened}
        canManage={canManage}
        onClose={() => setStatement((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
