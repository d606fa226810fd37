import { Button, Group, Loader, Stack } from '@mantine/core';
import type { FeePlan, FeePlanListQuery, FeePlanRow } from '@kaksha/contracts';
import { FilterBar, useFilters } from '../../../components/FilterBar.tsx';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { RecordFormModal } from '../../../components/RecordDialogs.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { usePaging } from '../../../components/useListPage.ts';
import { useRecordScreen } from '../../../components/useRecordScreen.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useChoices, useCurrentBatches } from '../api/choices.ts';
import { useDeleteFeePlan, useFeePlan, useFeePlans } from '../api/feePlans.ts';
import { ActivePill, DeleteDialog, EditDelete } from './rowParts.tsx';
import { FeePlanForm } from './FeePlanForm.tsx';

const s = tFees.plans;
const PAGE_SIZE = 20;
type PlanFilters = { q: string; batchId: string | null; classId: string | null; active: string };
type Active = NonNullable<FeePlanListQuery['active']>;

/** The fee plans: search, batch, class and status filters, pages; add, edit, delete. */
export function FeePlansPanel({ canManage }: { canManage: boolean }) {
  const bar = useFilters<PlanFilters>({ q: '', batchId: null, classId: null, active: 'true' }, 'q');
  const { q, batchId, classId, active } = bar.values;
  const paging = usePaging([q, batchId, classId, active], PAGE_SIZE);
  const plans = useFeePlans({
    page: paging.page,
    pageSize: PAGE_SIZE,
    q: q || undefined,
    batchId: batchId ? Number(batchId) : undefined,
    classId: classId ? Number(classId) : undefined,
    active: active as Active,
  });
  const batches = useCurrentBatches();
  const classes = useChoices().data?.classes;
  const screen = useRecordScreen<FeePlanRow>();
  const remove = useDeleteFeePlan();
  const formats = useFormats();

  const badge = (plan: FeePlanRow) => <ActivePill active={plan.active} />;
  const target = (plan: FeePlanRow) =>
    plan.batchName ?? (plan.className ? fmt(s.forClass, { name: plan.className }) : tFees.none);
  const actions = (plan: FeePlanRow) =>
    canManage && (
      <EditDelete
        name={plan.name}
        onEdit={() => screen.startEdit(plan)}
        onDelete={() => screen.askConfirm(plan)}
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
            key: 'batchId',
            label: s.batch,
            placeholder: s.allBatches,
            searchable: true,
            data: batches.data ?? [],
            error: batches.isError ? tFees.batchesFailed : undefined,
          },
          {
            kind: 'select',
            key: 'classId',
            label: s.klass,
            placeholder: s.allClasses,
            searchable: true,
            data: classes ?? [],
          },
          {
            kind: 'select',
            key: 'active',
            label: s.status,
            data: [
              { value: 'true', label: s.statusActive },
              { value: 'false', label: s.statusInactive },
              { value: 'all', label: s.statusAll },
            ],
          },
        ]}
        actions={canManage && <Button onClick={screen.startAdd}>{s.add}</Button>}
      />
      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        list={plans}
        emptyText={bar.filtered ? s.empty : s.emptyNone}
        rowKey={(plan) => plan.id}
        columns={[
          { header: s.name, cell: (plan) => plan.name, rowHeader: true },
          { header: s.for, cell: target, onCard: true },
          { header: s.total, cell: (plan) => formats.money(plan.total), onCard: true },
          { header: s.instalments, cell: (plan) => formats.count(plan.instalmentCount), onCard: true },
          { header: s.billed, cell: (plan) => formats.count(plan.studentsBilled), onCard: true },
          { header: s.status, cell: badge },
          ...(canManage ? [{ header: tFees.actions, cell: actions }] : []),
        ]}
        card={{ title: (plan) => plan.name, badge, actions }}
        {...paging}
        strings={s}
      />
      <RecordFormModal
        screen={screen}
        size="xl"
        title={(plan) =>
          plan ? fmt(tFees.planForm.editTitle, { name: plan.name }) : tFees.planForm.addTitle
        }
      >
        {(plan) =>
          plan ? (
            <EditFeePlan id={plan.id} onCancel={screen.close} onDone={screen.saved} />
          ) : (
            <FeePlanForm plan={null} onCancel={screen.close} onDone={screen.saved} />
          )
        }
      </RecordFormModal>
      <DeleteDialog screen={screen} remove={remove} words={s} />
    </Stack>
  );
}

/** Edit: the form opens on the plan in full as the server has it now (the list carries a summary). */
function EditFeePlan({
  id,
  onCancel,
  onDone,
}: {
  id: number;
  onCancel: () => void;
  onDone: (plan: FeePlan, text: string) => void;
}) {
  const plan = useFeePlan(id);
  if (plan.isError) return <Notice tone="error">{tFees.planForm.loadFailed}</Notice>;
  if (!plan.data)
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" aria-hidden="true" />
        <span>{tFees.planForm.loading}</span>
      </Group>
    );
  return <FeePlanForm plan={plan.data} onCancel={onCancel} onDone={onDone} />;
}
