import { Button } from '@mantine/core';
import { PAYMENT_MODES, RECEIPT_STATUSES, paymentMessages } from '@kaksha/contracts';
import { FilterBar, type Filters } from '../../../components/FilterBar.tsx';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useCashiers } from '../api/collections.ts';
import { useChoices, useCurrentBatches } from '../api/choices.ts';
import type { DayBookFilters as Values } from './useDayBookFilters.ts';

const s = tCollections.dayBook;

/** The day book's days, mode, centre, cashier, batch, status and search; Clear, and the CSV of what they match. */
export function DayBookFilters({
  filters,
  today,
  exportHref,
}: {
  filters: Filters<Values>;
  today: string;
  exportHref: string;
}) {
  const batches = useCurrentBatches().data ?? [];
  const centres = useChoices().data?.centres ?? [];
  const cashiers = useCashiers().data ?? [];
  const datesWrong = filters.raw.from > filters.raw.to;
  const choose = (key: 'mode' | 'status' | 'centre' | 'cashier' | 'batch', label: string, all: string) =>
    ({ kind: 'select', key, label, placeholder: all, searchable: true }) as const;
  return (
    <FilterBar
      filters={filters}
      label={s.filters}
      fields={[
        {
          kind: 'dates',
          from: 'from',
          to: 'to',
          fromLabel: s.from,
          toLabel: s.to,
          required: true,
          max: today,
          error: datesWrong ? paymentMessages.rangeBackwards : undefined,
        },
        {
          ...choose('mode', s.mode, s.allModes),
          data: PAYMENT_MODES.map((mode) => ({ value: mode, label: tFees.receipts.modes[mode] })),
        },
        {
          ...choose('status', s.status, s.allStatuses),
          data: RECEIPT_STATUSES.map((status) => ({ value: status, label: tCollections.statuses[status] })),
        },
        { ...choose('centre', s.centre, s.allCentres), data: centres },
        { ...choose('cashier', s.cashier, s.allCashiers), data: cashiers },
        { ...choose('batch', s.batch, s.allBatches), data: batches },
        { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
      ]}
      actions={
        <Button component="a" variant="light" href={exportHref} download>
          {s.export}
        </Button>
      }
    />
  );
}
