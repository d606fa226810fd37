import { Button, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EXAM_STATUSES, EXAM_TYPES, type ExamItem, type ExamListQuery } from '@kaksha/contracts';
import { FilterBar, useFilters } from '../../components/FilterBar.tsx';
import { FormNotice } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { RecordFormModal } from '../../components/RecordDialogs.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusPill } from '../../components/StatusPill.tsx';
import { usePaging } from '../../components/useListPage.ts';
import { useRecordScreen } from '../../components/useRecordScreen.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tExams } from '../../lib/i18n/exams.ts';
import { useExams } from './api/exams.ts';
import { ExamDrawer } from './components/ExamDrawer.tsx';
import { ExamForm } from './components/ExamForm.tsx';

const s = tExams.list;
type ExamFilters = { q: string; status: string | null; type: string | null };
const PAGE_SIZE = 20;

/** The exams tab of ExamManagementSystem (ExamManagementScreen): the organisation's exams; one opens beside the list (`?exam=<id>`). */
export default function ExamScreen() {
  const { denied, canManage } = useMenuAccess('ExamManagementSystem');
  const [params, setParams] = useSearchParams();
  const bar = useFilters<ExamFilters>({ q: '', status: null, type: null }, 'q');
  const { q, status, type } = bar.values;
  const paging = usePaging([q, status, type], PAGE_SIZE);
  const list = useExams({
    q: q || undefined,
    status: (status ?? undefined) as ExamListQuery['status'],
    type: (type ?? undefined) as ExamListQuery['type'],
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  const screen = useRecordScreen<ExamItem>();
  const formats = useFormats();
  if (denied) return <NoAccess />;

  const opened = Number(params.get('exam')) || null;
  const open = (id: number | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (id) copy.set('exam', String(id));
        else copy.delete('exam');
        return copy;
      },
      { replace: true },
    );
  const badge = (e: ExamItem) => (
    <StatusPill active={e.status === 'published'} pending={e.status !== 'published'}>
      {tExams.statuses[e.status]}
    </StatusPill>
  );
  const dates = (e: ExamItem) =>
    !e.firstDay
      ? s.none
      : e.firstDay === e.lastDay
        ? formats.calendarDate(e.firstDay)
        : `${formats.calendarDate(e.firstDay)} – ${formats.calendarDate(e.lastDay!)}`;
  const actions = (e: ExamItem) => (
    <RowActions
      record={e.name}
      actions={[
        {
          label: s.open,
          name: fmt(s.openFor, { name: e.name }),
          onClick: () => open(e.id),
          tone: 'main',
          keepOnPhone: true,
        },
        ...(canManage && e.status === 'draft'
          ? [{ label: s.edit, name: fmt(s.editFor, { name: e.name }), onClick: () => screen.startEdit(e) }]
          : []),
      ]}
    />
  );

  return (
    <Stack gap="lg">
      <FilterBar
        filters={bar}
        fields={[
          { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
          {
            kind: 'select',
            key: 'status',
            label: s.status,
            placeholder: s.allStatuses,
            data: EXAM_STATUSES.map((v) => ({ value: v, label: tExams.statuses[v] })),
          },
          {
            kind: 'select',
            key: 'type',
            label: s.type,
            placeholder: s.allTypes,
            data: EXAM_TYPES.map((v) => ({ value: v, label: tExams.types[v] })),
          },
        ]}
        actions={canManage && <Button onClick={screen.startAdd}>{s.add}</Button>}
      />
      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        list={list}
        emptyText={bar.filtered ? s.empty : s.emptyNone}
        rowKey={(e) => e.id}
        columns={[
          { header: s.name, cell: (e) => e.name, rowHeader: true },
          { header: s.type, cell: (e) => tExams.types[e.type], onCard: true },
          { header: s.batches, cell: (e) => e.batchNames.join(', ') || s.none, onCard: true },
          { header: s.papers, cell: (e) => formats.count(e.papers), onCard: true },
          { header: s.dates, cell: dates, onCard: true },
          { header: s.scale, cell: (e) => e.scaleName, onCard: true },
          { header: s.status, cell: badge },
          { header: s.actions, cell: actions },
        ]}
        card={{ title: (e) => e.name, badge, actions }}
        {...paging}
        strings={s}
      />
      <RecordFormModal
        screen={screen}
        size="xl"
        title={(e) => (e ? fmt(tExams.form.editTitle, { name: e.name }) : tExams.form.addTitle)}
      >
        {(e) => (
          <ExamForm
            examId={e?.id ?? null}
            onCancel={screen.close}
            onDone={(saved, text) => {
              screen.saved(saved, text);
              open(saved.id);
            }}
          />
        )}
      </RecordFormModal>
      <ExamDrawer id={opened} canManage={canManage} onClose={() => open(null)} />
    </Stack>
  );
}
