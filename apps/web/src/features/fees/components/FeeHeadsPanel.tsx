import { Button, Group, Stack, Text } from '@mantine/core';
import type { FeeHead } from '@kaksha/contracts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { RecordFormModal } from '../../../components/RecordDialogs.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { useRecordScreen } from '../../../components/useRecordScreen.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useDeleteFeeHead, useFeeHeads } from '../api/feeHeads.ts';
import { ActivePill, DeleteDialog, EditDelete } from './rowParts.tsx';
import { FeeHeadForm } from './FeeHeadForm.tsx';

const s = tFees.heads;

/** The fee heads (one short list, no pages): add, edit, delete one no plan uses. */
export function FeeHeadsPanel({ canManage }: { canManage: boolean }) {
  const heads = useFeeHeads();
  const screen = useRecordScreen<FeeHead>();
  const remove = useDeleteFeeHead();
  const rows = heads.data?.data ?? [];

  const badge = (head: FeeHead) => <ActivePill active={head.active} />;
  const actions = (head: FeeHead) =>
    canManage && (
      <EditDelete
        name={head.name}
        onEdit={() => screen.startEdit(head)}
        onDelete={() => screen.askConfirm(head)}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {s.intro}
        </Text>
        {canManage && <Button onClick={screen.startAdd}>{s.add}</Button>}
      </Group>
      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        data={heads.data && { data: rows, total: rows.length }}
        loading={heads.isPending}
        failed={heads.isError}
        emptyText={s.empty}
        rowKey={(head) => head.id}
        columns={[
          { header: s.name, cell: (head) => head.name, rowHeader: true },
          { header: s.sac, cell: (head) => head.sacCode || tFees.none, onCard: true },
          {
            header: s.gst,
            cell: (head) => (head.gstRate === null ? s.noGst : fmt(s.gstRate, { rate: head.gstRate })),
            onCard: true,
          },
          { header: s.inUse, cell: (head) => (head.inUse ? s.usedByPlans : s.unused), onCard: true },
          { header: s.status, cell: badge },
          ...(canManage ? [{ header: tFees.actions, cell: actions }] : []),
        ]}
        card={{ title: (head) => head.name, badge, actions }}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => {}}
        strings={s}
      />
      <RecordFormModal
        screen={screen}
        title={(head) =>
          head ? fmt(tFees.headForm.editTitle, { name: head.name }) : tFees.headForm.addTitle
        }
      >
        {(head) => <FeeHeadForm head={head} onCancel={screen.close} onDone={screen.saved} />}
      </RecordFormModal>
      <DeleteDialog screen={screen} remove={remove} words={s} />
    </Stack>
  );
}
