import { Stack, Text } from '@mantine/core';
import { COUPON_STATES, type Coupon } from '@kaksha/contracts';
import { RowActions } from '../../../components/RowActions.tsx';
import { FilterBar, useFilters } from '../../../components/FilterBar.tsx';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { NoAccess } from '../../../components/NoAccess.tsx';
import { ListHeader } from '../../../components/PageHeader.tsx';
import { RecordConfirmDialog, RecordFormModal } from '../../../components/RecordDialogs.tsx';
import { ResponsiveTable, type Column } from '../../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { usePaging } from '../../../components/useListPage.ts';
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
  const filters = useFilters({ q: '', state: '' }, 'q');
  const { q, state } = filters.values;
  const paging = usePaging([q, state], PAGE_SIZE);
  const list = useCoupons({
    page: paging.page,
    pageSize: PAGE_SIZE,
    q: q || undefined,
    state: (state || undefined) as State | undefined,
  });
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
    <RowActions
      record={c.code}
      actions={[
        { label: s.edit, name: fmt(s.editFor, { name: c.code }), onClick: () => screen.startEdit(c) },
        {
          label: s.remove,
          name: fmt(s.removeFor, { name: c.code }),
          onClick: () => screen.askConfirm(c),
          tone: 'danger',
        },
      ]}
    />
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
      <ListHeader words={s} onAdd={canManage && screen.startAdd} />
      <FilterBar
        filters={filters}
        fields={[
          { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
          {
            kind: 'select',
            key: 'state',
            label: s.state,
            native: true,
            data: [
              { value: '', label: s.allStates },
              ...COUPON_STATES.map((value) => ({ value, label: s.states[value] })),
            ],
          },
        ]}
      />
      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        list={list}
        errorDetail={list.isError ? errorMessage(list.error) : undefined}
        emptyText={filters.filtered ? s.empty : s.emptyNone}
        rowKey={(c) => c.id}
        columns={columns}
        card={{ title: (c) => c.code, badge: status, actions: canManage ? actions : undefined }}
        {...paging}
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
