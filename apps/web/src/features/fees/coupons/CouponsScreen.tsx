import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COUPON_STATES, type Coupon } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { NoAccess } from '../../../components/NoAccess.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RecordConfirmDialog, RecordFormModal } from '../../../components/RecordDialogs.tsx';
import { ResponsiveTable, type Column } from '../../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { useListPage } from '../../../components/useListPage.ts';
import { useRecordScreen } from '../../../components/useRecordScreen.ts';
import { useMenuAccess } from '../../../lib/access.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCoupons } from '../../../lib/i18n/coupons.ts';
import { useCoupons, useDeleteCoupon } from '../api/coupons.ts';
import { CouponForm } from './CouponForm.tsx';
import { useCouponWords } from './couponWords.ts';
import './mantine-styles.ts';

const s = tCoupons.list;
const PAGE_SIZE = 20;
type State = (typeof COUPON_STATES)[number];

/** SpecialCoupon: the organisation's coupon codes by state, with their uses; add, edit and delete at manage level. */
export default function CouponsScreen() {
  const [q, setQ] = useState('');
  const [state, setState] = useState<State | ''>('');
  const [search] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useListPage([search, state]);
  const list = useCoupons({ page, pageSize: PAGE_SIZE, q: search || undefined, state: state || undefined });
  const remove = useDeleteCoupon();
  const screen = useRecordScreen<Coupon>();
  const words = useCouponWords();
  const formats = useFormats();
  const { denied, canManage } = useMenuAccess('SpecialCoupon');
  if (denied) return <NoAccess />;

  const status = (c: Coupon) => <StatusPill active={c.active}>{c.active ? s.active : s.inactive}</StatusPill>;
  const used = (c: Coupon) => (
    <>
      {words.used(c)}
      {c.discounted > 0 && (
        <Text size="xs" c="dimmed">
          {fmt(s.discounted, { amount: formats.money(c.discounted) })}
        </Text>
      )}
    </>
  );
  const actions = (c: Coupon) => (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        onClick={() => screen.startEdit(c)}
        aria-label={fmt(s.editFor, { name: c.code })}
      >
        {s.edit}
      </Button>
      <DangerButton
        size="xs"
        onClick={() => screen.askConfirm(c)}
        aria-label={fmt(s.removeFor, { name: c.code })}
      >
        {s.remove}
      </DangerButton>
    </Group>
  );
  const columns: Column<Coupon>[] = [
    {
      header: s.code,
      cell: (c) => (
        <Text component="span" ff="monospace" fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {c.code}
        </Text>
      ),
      rowHeader: true,
    },
    { header: s.description, cell: (c) => c.description || s.none, onCard: true },
    { header: s.value, cell: words.value, onCard: true },
    { header: s.valid, cell: words.valid, onCard: true },
    { header: s.used, cell: used, onCard: true },
    { header: s.perStudent, cell: (c) => c.perStudentLimit, onCard: true },
    { header: s.scope, cell: words.scope, onCard: true },
    { header: s.status, cell: status },
    ...(canManage ? [{ header: s.actions, cell: actions }] : []),
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={canManage && <Button onClick={screen.startAdd}>{s.add}</Button>}
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
          <TextInput
            label={s.search}
            placeholder={s.searchHint}
            type="search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <NativeSelect
            label={s.state}
            value={state}
            onChange={(e) => setState(e.currentTarget.value as State | '')}
            data={[
              { value: '', label: s.allStates },
              ...COUPON_STATES.map((value) => ({ value, label: s.states[value] })),
            ]}
          />
        </SimpleGrid>
      </Paper>
      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        data={list.data}
        loading={list.isPending}
        failed={list.isError}
        errorDetail={list.isError ? errorMessage(list.error) : undefined}
        emptyText={search || state ? s.empty : s.emptyNone}
        rowKey={(c) => c.id}
        columns={columns}
        card={{ title: (c) => c.code, badge: status, actions: canManage ? actions : undefined }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        strings={s}
      />
      <RecordFormModal
        screen={screen}
        size="lg"
        title={(c) => (c ? fmt(tCoupons.form.editTitle, { name: c.code }) : tCoupons.form.addTitle)}
      >
        {(c) => <CouponForm coupon={c} onCancel={screen.close} onDone={screen.saved} />}
      </RecordFormModal>
      <RecordConfirmDialog
        screen={screen}
        title={s.remove}
        question={(c) => fmt(s.confirmRemove, { name: c.code })}
        confirmLabel={s.remove}
        cancelLabel={s.cancel}
        busy={remove.isPending}
        onConfirm={(c) =>
          screen.act(remove, c, {
            done: (gone) => fmt(s.removed, { name: gone.code }),
            failed: s.removeFailed,
          })
        }
      />
    </Stack>
  );
}
