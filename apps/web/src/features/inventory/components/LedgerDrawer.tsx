import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { LedgerEntry } from '@kaksha/contracts';
import { RecordDrawer, DrawerSection } from '../../../components/RecordDrawer.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tInventory } from '../../../lib/i18n/inventory.ts';
import { useItem, useLedger } from '../api/inventory.ts';

const s = tInventory.ledger;
const PAGE_SIZE = 20;

/** An item's stock now, store by store, and its ledger: every movement, newest first, with the balance after. */
export function LedgerDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const item = useItem(id);
  const [page, setPage] = useState(1);
  const ledger = useLedger(id, { page, pageSize: PAGE_SIZE });
  const formats = useFormats();
  const change = (e: LedgerEntry) =>
    e.quantity > 0 ? `+${formats.count(e.quantity)}` : formats.count(e.quantity);
  return (
    <RecordDrawer
      opened={id !== null}
      onClose={onClose}
      title={fmt(s.title, { name: item.data?.name ?? '' })}
      record={item}
      loadFailed={s.loadFailed}
      width="xl"
    >
      {(it) => (
        <Stack gap="md">
          <DrawerSection title={s.stock}>
            <Text>
              {it.byStore.length
                ? it.byStore
                    .map((b) => fmt(s.storeStock, { store: b.storeName, n: formats.count(b.quantity) }))
                    .join(' · ')
                : tInventory.items.none}
            </Text>
          </DrawerSection>
          <ResponsiveTable
            label={s.table}
            list={ledger}
            emptyText={s.empty}
            rowKey={(e) => e.id}
            columns={[
              { header: s.day, cell: (e) => formats.calendarDate(e.onDay), rowHeader: true },
              { header: s.what, cell: (e) => tInventory.stockKinds[e.kind], onCard: true },
              { header: s.store, cell: (e) => e.storeName, onCard: true },
              { header: s.party, cell: (e) => e.party || tInventory.items.none, onCard: true },
              { header: s.bill, cell: (e) => e.billNumber || e.note || tInventory.items.none, onCard: true },
              { header: s.change, cell: change, onCard: true },
              { header: s.balance, cell: (e) => formats.count(e.balanceAfter), onCard: true },
              { header: s.by, cell: (e) => e.by ?? tInventory.items.none, onCard: true },
            ]}
            card={{ title: (e) => `${formats.calendarDate(e.onDay)} · ${tInventory.stockKinds[e.kind]}` }}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            strings={s}
          />
        </Stack>
      )}
    </RecordDrawer>
  );
}
