import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { InventoryKit, InventoryStore, LowStockEntry } from '@kaksha/contracts';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { usePaging } from '../../../components/useListPage.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tInventory } from '../../../lib/i18n/inventory.ts';
import { useKits, useLowStock, useStores } from '../api/inventory.ts';

const PAGE_SIZE = 20;
/** Stores and kits are a handful: one page. */
const one = { page: 1, pageSize: 100, onPageChange: () => undefined };
const listOf = <T,>(q: { data?: { data: T[] }; isPending: boolean; isError: boolean }) => ({
  data: q.data ? { data: q.data.data, total: q.data.data.length } : undefined,
  loading: q.isPending,
  failed: q.isError,
});

export function StoresPanel() {
  const stores = useStores();
  const formats = useFormats();
  const s = tInventory.stores;
  return (
    <ResponsiveTable<InventoryStore>
      label={s.table}
      {...listOf(stores)}
      emptyText={s.empty}
      rowKey={(st) => st.id}
      columns={[
        { header: s.name, cell: (st) => st.name, rowHeader: true },
        { header: s.centre, cell: (st) => st.centreName, onCard: true },
        { header: s.pieces, cell: (st) => formats.count(st.pieces), onCard: true },
      ]}
      card={{ title: (st) => st.name }}
      {...one}
      strings={{ ...tInventory.low, loadFailed: s.loadFailed }}
    />
  );
}

export function KitsPanel() {
  const kits = useKits();
  const formats = useFormats();
  const s = tInventory.kits;
  const total = (k: InventoryKit) => k.parts.reduce((sum, p) => sum + p.price * p.quantity, 0);
  return (
    <ResponsiveTable<InventoryKit>
      label={s.table}
      {...listOf(kits)}
      emptyText={s.empty}
      rowKey={(k) => k.id}
      columns={[
        { header: s.name, cell: (k) => k.name, rowHeader: true },
        { header: s.className, cell: (k) => k.className ?? tInventory.items.none, onCard: true },
        {
          header: s.parts,
          cell: (k) => k.parts.map((p) => fmt(s.part, { name: p.itemName, n: p.quantity })).join(', '),
          onCard: true,
        },
        { header: s.total, cell: (k) => formats.money(total(k)), onCard: true },
      ]}
      card={{ title: (k) => k.name }}
      {...one}
      strings={{ ...tInventory.low, loadFailed: s.loadFailed }}
    />
  );
}

export function LowStockPanel() {
  const s = tInventory.low;
  const stores = useStores();
  const [storeId, setStoreId] = useState<string | null>(null);
  const paging = usePaging([storeId], PAGE_SIZE);
  const low = useLowStock({
    page: paging.page,
    pageSize: PAGE_SIZE,
    ...(storeId ? { storeId: Number(storeId) } : {}),
  });
  const formats = useFormats();
  return (
    <Stack gap="md">
      <Select
        label={tInventory.items.store}
        placeholder={tInventory.items.allStores}
        clearable
        maw={320}
        data={(stores.data?.data ?? []).map((st) => ({ value: String(st.id), label: st.name }))}
        value={storeId}
        onChange={setStoreId}
      />
      <ResponsiveTable<LowStockEntry>
        label={s.table}
        list={low}
        emptyText={s.empty}
        rowKey={(l) => `${l.itemId}:${l.storeId}`}
        columns={[
          { header: s.item, cell: (l) => l.itemName, rowHeader: true },
          { header: s.store, cell: (l) => l.storeName, onCard: true },
          { header: s.quantity, cell: (l) => `${formats.count(l.quantity)} ${l.unit}`, onCard: true },
          { header: s.reorder, cell: (l) => formats.count(l.reorderLevel), onCard: true },
        ]}
        card={{ title: (l) => l.itemName }}
        {...paging}
        strings={s}
      />
    </Stack>
  );
}
