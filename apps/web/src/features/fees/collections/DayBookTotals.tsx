import { Text } from '@mantine/core';
import { PAYMENT_MODES, type CollectionPage } from '@kaksha/contracts';
import { useFormats } from '../../../lib/format.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { Figures } from '../components/Figures.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';

const s = tCollections.dayBook;

/** What every matching receipt adds up to (not only the page): cash in hand against the bank, then by mode. */
export function DayBookTotals({ totals }: { totals: CollectionPage['totals'] }) {
  const formats = useFormats();
  return (
    <SectionCard id="day-book-totals" title={s.totals} intro={s.totalsHint}>
      <Figures
        label={s.totals}
        items={[
          { label: s.cash, value: formats.money(totals.cash) },
          { label: s.bank, value: formats.money(totals.bank) },
          { label: s.amount, value: formats.money(totals.amount) },
          { label: s.receipts, value: formats.count(totals.receipts) },
          { label: s.cancelledCount, value: formats.count(totals.cancelled) },
        ]}
      />
      <Text size="sm" fw={600} mt="md" mb="xs">
        {s.byMode}
      </Text>
      <Figures
        label={s.byMode}
        items={PAYMENT_MODES.map((mode) => ({
          label: tFees.receipts.modes[mode],
          value: formats.money(totals.byMode[mode] ?? 0),
        }))}
      />
    </SectionCard>
  );
}
