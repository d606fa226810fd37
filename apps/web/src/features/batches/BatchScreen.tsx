import { Button, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BATCH_STATUSES, type BatchListQuery, type BatchRow } from '@kaksha/contracts';
import { RowActions } from '../../components/RowActions.tsx';
import { FilterBar, useFilters } from '../../components/FilterBar.tsx';
import { FormNotice } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordConfirmDialog, RecordFormModal } from '../../components/RecordDialogs.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../components/StatusPill.tsx';
import { usePaging } from '../../components/useListPage.ts';
import { useRecordScreen } from '../../components/useRecordScreen.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tBatches } from '../../lib/i18n/batches.ts';

import { useBatchChoices, useBatches, useDeleteBatch } from './api/batches.ts';
import { BatchForm } from './components/BatchForm.tsx';
import { RoomsPanel } from './components/RoomsPanel.tsx';
import './mantine-styles.ts';
import { ExportButton } from '../../components/ExportButton.tsx';

const s = tBatches.list;
type BatchFilters = { q: string; status: string; centreId: string | null; classId: string | null };
const PAGE_SIZE = 20;

/** Batch: the organisation's batches (search, filters, pages, CSV, add, edit, close, delete) and rooms. */
export default function BatchScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'rooms' ? 'rooms' : 'batches';
  const { denied, canManage } = useMenuAccess('Batch');
  if (denied) return <NoAccess />;
  return (
    <Stack gap="lg">
      <PageHeader title={tBatches.screen.title} intro={tBatches.screen.intro} />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) =>
          setParams(
            (current) => {
              const copy = new URLSearchParams(current);
              copy.set('tab', next ?? 'batches');
              return copy;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List>
          <Tabs.Tab value="batches">{tBatches.screen.tabs.batches}</Tabs.Tab>
          <Tabs.Tab value="rooms">{tBatches.screen.tabs.rooms}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="batches" pt="md">
          <BatchList canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="rooms" pt="md">
          <RoomsPanel canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function BatchList({ canManage }: { canManage: boolean }) {
  const bar = useFilters<BatchFilters>({ q: '', status: 'current', centreId: null, classId: null }, 'q');
  const { q, status, centreId, classId } = bar.values;
  const paging = usePaging([q, status, centreId, classId], PAGE_SIZE);
  const filters = {
    q: q || undefined,
    status: status as BatchListQuery['status'],
    centreId: centreId ? Number(centreId) : undefined,
    classId: classId ? Number(classId) : undefined,
  };
  const list = useBatches({ ...filters, page: paging.page, pageSize: PAGE_SIZE });
  const choices = useBatchChoices().data;
  const screen = useRecordScreen<BatchRow>();
  const remove = useDeleteBatch();
  const formats = useFormats();
  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const badge = (b: BatchRow) => (
    <StatusPill active={b.status === 'active'} pending={b.status === 'planned'}>
      {tBatches.statuses[b.status]}
    </StatusPill>
  );
  const dates = (b: BatchRow) =>
    b.endsOn
      ? `${formats.calendarDate(b.startsOn)} – ${formats.calendarDate(b.endsOn)}`
      : fmt(s.onwards, { date: formats.calendarDate(b.startsOn) });
  const actions = (b: BatchRow) =>
    canManage && (
      <RowActions
        record={b.name}
        actions={[
          { label: s.edit, name: fmt(s.editFor, { name: b.name }), onClick: () => screen.startEdit(b) },
          {
            label: s.remove,
            name: fmt(s.removeFor, { name: b.name }),
            onClick: () => screen.askConfirm(b),
            tone: 'danger',
          },
        ]}
      />
    );

  return (
    <Stack gap="md">
      <FilterBar
        filters={bar}
        fields={[
          { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
          {
            kind: 'select',
            key: 'status',
            label: s.status,
            data: [
              { value: 'current', label: s.current },
              ...BATCH_STATUSES.map((v) => ({ value: v, label: tBatches.statuses[v] })),
              { value: 'all', label: s.allStatuses },
            ],
          },
          {
            kind: 'select',
            key: 'centreId',
            label: s.centre,
            placeholder: s.allCentres,
            data: options(choices?.centres),
          },
          {
            kind: 'select',
            key: 'classId',
            label: s.klass,
            placeholder: s.allClasses,
            searchable: true,
            data: options(choices?.classes),
          },
        ]}
        actions={
          <>
            <ExportButton area="batches" filters={filters} label={s.export} />
            {canManage && <Button onClick={screen.startAdd}>{s.add}</Button>}
          </>
        }
      />
      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        list={list}
        emptyText={bar.filtered ? s.empty : s.emptyNone}
        rowKey={(b) => b.id}
        columns={[
          { header: s.code, cell: (b) => b.code, onCard: true },
          { header: s.name, cell: (b) => b.name, rowHeader: true },
          {
            header: s.classBoard,
            cell: (b) => [b.className, b.boardName].filter(Boolean).join(' · ') || s.none,
            onCard: true,
          },
          {
            header: s.place,
            cell: (b) => [b.centreName, b.roomName].filter(Boolean).join(' · '),
            onCard: true,
          },
          { header: s.seats, cell: (b) => formats.count(b.capacity), onCard: true },
          { header: s.dates, cell: dates, onCard: true },
          { header: s.mode, cell: (b) => tBatches.modes[b.mode], onCard: true },
          { header: s.status, cell: badge },
          ...(canManage ? [{ header: s.actions, cell: actions }] : []),
        ]}
        card={{ title: (b) => b.name, badge, actions }}
        {...paging}
        strings={s}
      />
      <RecordFormModal
        screen={screen}
        size="xl"
        title={(b) => (b ? fmt(tBatches.form.editTitle, { name: b.name }) : tBatches.form.addTitle)}
      >
        {(b) => <BatchForm batchId={b?.id ?? null} onCancel={screen.close} onDone={screen.saved} />}
      </RecordFormModal>
      <RecordConfirmDialog
        screen={screen}
        title={s.remove}
        question={(b) => (
          <>
            <strong>{fmt(s.removeTitle, { name: b.name })}</strong> {s.removeQuestion}
          </>
        )}
        confirmLabel={s.remove}
        cancelLabel={tBatches.form.cancel}
        busy={remove.isPending}
        onConfirm={(b) =>
          screen.act(remove, b, {
            done: (gone) => fmt(s.removed, { name: gone.name }),
            failed: s.removeFailed,
          })
        }
      />
    </Stack>
  );
}
