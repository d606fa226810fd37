import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { PAYMENT_MODES, RECEIPT_STATUSES, paymentMessages } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useCashiers } from '../api/collections.ts';
import { useChoices, useCurrentBatches } from '../api/choices.ts';
import type { DayBookFilters as Filters, FilterName } from './useDayBookFilters.ts';

const s = tCollections.dayBook;

/** The day book's days, mode, centre, cashier, batch, status and search; Clear, and the CSV of what they match. */
export function DayBookFilters({
  filters,
  today,
  onChange,
  onClear,
  exportHref,
}: {
  filters: Filters;
  today: string;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
  exportHref: string;
}) {
  const batches = useCurrentBatches().data ?? [];
  const centres = useChoices().data?.centres ?? [];
  const cashiers = useCashiers().data ?? [];
  const datesWrong = filters.from > filters.to;
  const choose = (name: FilterName, label: string, all: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={all}
      clearable
      searchable
      value={filters[name] || null}
      onChange={(value) => onChange({ [name]: value })}
      data={data}
    />
  );
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} aria-label={s.filters}>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        <DateField
          label={s.from}
          required
          maxDate={today}
          value={filters.from}
          onChange={(from) => onChange({ from })}
        />
        <DateField
          label={s.to}
          required
          maxDate={today}
          value={filters.to}
          onChange={(to) => onChange({ to })}
          error={datesWrong ? paymentMessages.rangeBackwards : undefined}
        />
        {choose(
          'mode',
          s.mode,
          s.allModes,
          PAYMENT_MODES.map((mode) => ({ value: mode, label: tFees.receipts.modes[mode] })),
        )}
        {choose(
          'status',
          s.status,
          s.allStatuses,
          RECEIPT_STATUSES.map((status) => ({ value: status, label: tCollections.statuses[status] })),
        )}
        {choose('centre', s.centre, s.allCentres, centres)}
        {choose('cashier', s.cashier, s.allCashiers, cashiers)}
        {choose('batch', s.batch, s.allBatches, batches)}
        <TextInput
          label={s.search}
          placeholder={s.searchHint}
          type="search"
          value={filters.q}
          onChange={(e) => onChange({ q: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button component="a" variant="light" href={exportHref} download>
          {s.export}
        </Button>
        <Button variant="default" onClick={onClear}>
          {s.clear}
        </Button>
      </Group>
    </Paper>
  );
}
