import { useState } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { ITEM_KINDS, type InventoryItem, type ItemListQuery, type StockKind } from '@kaksha/contracts';
import { FilterBar, useFilters } from '../../components/FilterBar.tsx';
import { FormNotice } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordFormModal } from '../../components/RecordDialogs.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusPill } from '../../components/StatusPill.tsx';
import { usePaging } from '../../components/useListPage.ts';
import { useRecordScreen } from '../../components/useRecordScreen.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tInventory } from '../../lib/i18n/inventory.ts';
import { useItems, useStores } from './api/inventory.ts';
import { ItemForm } from './components/ItemForm.tsx';
import { LedgerDrawer } from './components/LedgerDrawer.tsx';
import { KitsPanel, LowStockPanel, StoresPanel } from './components/Panels.tsx';
import { KitForm, StoreForm } from './components/SmallForms.tsx';
import { StockForm } from './components/StockForm.tsx';
import './mantine-styles.ts';

const s = tInventory.items;
const a = tInventory.actions;
const PAGE_SIZE = 20;
type Filters = { q: string; kind: string | null; storeId: string | null; low: string | null };
/** What the one dialog shows: an item's form, a stock record's, a store's or a kit's. */
type Dialog = { item: InventoryItem | null } | { stock: StockKind } | { store: true } | { kit: true };

/** Inventory: items and their stock by store, stock records, the low-stock list, stores and kits. */
export default function InventoryScreen() {
  const { denied, canManage } = useMenuAccess('Inventory');
  const [tab, setTab] = useState<string | null>('items');
  const bar = useFilters<Filters>({ q: '', kind: null, storeId: null, low: null }, 'q');
  const { q, kind, storeId, low } = bar.values;
  const paging = usePaging([q, kind, storeId, low], PAGE_SIZE);
  const list = useItems({
    q: q || undefined,
    kind: (kind ?? undefined) as ItemListQuery['kind'],
    storeId: storeId ? Number(storeId) : undefined,
    low: low === 'true' ? 'true' : undefined,
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  const stores = useStores();
  const screen = useRecordScreen<Dialog>();
  const [ledgerOf, setLedgerOf] = useState<number | null>(null);
  const formats = useFormats();
  if (denied) return <NoAccess />;

  const name = (i: InventoryItem) => (i.size ? `${i.name} (${i.size})` : i.name);
  const badge = (i: InventoryItem) =>
    !i.active ? (
      <StatusPill active={false}>{s.retired}</StatusPill>
    ) : i.stock <= i.reorderLevel ? (
      <StatusPill active={false} pending>
        {s.low}
      </StatusPill>
    ) : (
      <StatusPill active>{s.inUse}</StatusPill>
    );
  const actions = (i: InventoryItem) => (
    <RowActions
      record={name(i)}
      actions={[
        {
          label: s.ledger,
          name: fmt(s.ledgerFor, { name: name(i) }),
          onClick: () => setLedgerOf(i.id),
          tone: 'main',
          keepOnPhone: true,
        },
        ...(canManage
          ? [
              {
                label: s.edit,
                name: fmt(s.editFor, { name: name(i) }),
                onClick: () => screen.startEdit({ item: i }),
              },
            ]
          : []),
      ]}
    />
  );
  const open = (dialog: Dialog) => () => screen.startEdit(dialog);
  const title = (d: Dialog | null) =>
    !d || 'item' in d
      ? d?.item
        ? fmt(tInventory.itemForm.editTitle, { name: d.item.name })
        : tInventory.itemForm.addTitle
      : 'stock' in d
        ? tInventory.stock.titles[d.stock]
        : 'store' in d
          ? tInventory.stores.addTitle
          : tInventory.kits.addTitle;

  return (
    <Stack gap="lg">
      <PageHeader title={tInventory.screen.title} intro={tInventory.screen.intro} />
      {canManage && (
        <Group gap="sm">
          <Button onClick={open({ stock: 'purchase' })}>{a.receive}</Button>
          <Button variant="default" onClick={open({ stock: 'sale' })}>
            {a.sell}
          </Button>
          <Button variant="default" onClick={open({ stock: 'issue' })}>
            {a.issue}
          </Button>
          <Button variant="default" onClick={open({ stock: 'transfer' })}>
            {a.transfer}
          </Button>
          <Button variant="default" onClick={open({ stock: 'return' })}>
            {a.giveBack}
          </Button>
        </Group>
      )}
      <FormNotice message={screen.notice} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List aria-label={tInventory.screen.title}>
          <Tabs.Tab value="items">{tInventory.tabs.items}</Tabs.Tab>
          <Tabs.Tab value="low">{tInventory.tabs.low}</Tabs.Tab>
          <Tabs.Tab value="stores">{tInventory.tabs.stores}</Tabs.Tab>
          <Tabs.Tab value="kits">{tInventory.tabs.kits}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="lg">
          <Stack gap="md">
            <FilterBar
              filters={bar}
              fields={[
                { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
                {
                  kind: 'select',
                  key: 'kind',
                  label: s.kind,
                  placeholder: s.allKinds,
                  data: ITEM_KINDS.map((k) => ({ value: k, label: tInventory.kinds[k] })),
                },
                {
                  kind: 'select',
                  key: 'storeId',
                  label: s.store,
                  placeholder: s.allStores,
                  data: (stores.data?.data ?? []).map((st) => ({ value: String(st.id), label: st.name })),
                },
                {
                  kind: 'select',
                  key: 'low',
                  label: s.show,
                  placeholder: s.everything,
                  data: [{ value: 'true', label: s.lowOnly }],
                },
              ]}
              actions={canManage && <Button onClick={open({ item: null })}>{a.addItem}</Button>}
            />
            <ResponsiveTable
              label={s.table}
              list={list}
              emptyText={bar.filtered ? s.empty : s.emptyNone}
              rowKey={(i) => i.id}
              columns={[
                { header: s.name, cell: name, rowHeader: true },
                { header: s.kind, cell: (i) => tInventory.kinds[i.kind], onCard: true },
                { header: s.hsn, cell: (i) => i.hsnCode || s.none, onCard: true },
                { header: s.price, cell: (i) => formats.money(i.price), onCard: true },
                { header: s.gst, cell: (i) => fmt(s.percent, { n: i.gstRate }), onCard: true },
                { header: s.stock, cell: (i) => `${formats.count(i.stock)} ${i.unit}`, onCard: true },
                {
                  header: s.byStore,
                  cell: (i) =>
                    i.byStore.map((b) => `${b.storeName}: ${formats.count(b.quantity)}`).join(', ') || s.none,
                  onCard: true,
                },
                { header: s.reorder, cell: (i) => formats.count(i.reorderLevel), onCard: true },
                { header: s.status, cell: badge },
                { header: s.actions, cell: actions },
              ]}
              card={{ title: name, badge, actions }}
              {...paging}
              strings={s}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="low" pt="lg">
          <LowStockPanel />
        </Tabs.Panel>
        <Tabs.Panel value="stores" pt="lg">
          <Stack gap="md">
            {canManage && (
              <Group>
                <Button onClick={open({ store: true })}>{a.addStore}</Button>
              </Group>
            )}
            <StoresPanel />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="kits" pt="lg">
          <Stack gap="md">
            {canManage && (
              <Group>
                <Button onClick={open({ kit: true })}>{a.addKit}</Button>
              </Group>
            )}
            <KitsPanel />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <RecordFormModal screen={screen} size="xl" title={title}>
        {(d) =>
          !d || 'item' in d ? (
            <ItemForm item={d?.item ?? null} onCancel={screen.close} onDone={screen.saved} />
          ) : 'stock' in d ? (
            <StockForm kind={d.stock} onCancel={screen.close} onDone={screen.saved} />
          ) : 'store' in d ? (
            <StoreForm onCancel={screen.close} onDone={screen.saved} />
          ) : (
            <KitForm onCancel={screen.close} onDone={screen.saved} />
          )
        }
      </RecordFormModal>
      <LedgerDrawer id={ledgerOf} onClose={() => setLedgerOf(null)} />
    </Stack>
  );
}
