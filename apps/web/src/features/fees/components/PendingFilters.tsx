import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { AGEING_BUCKETS } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useChoices, useCurrentBatches } from '../api/choices.ts';

const s = tFees.pending;

export interface PendingFilterValues {
  q: string;
  batchId: string | null;
  centreId: string | null;
  classId: string | null;
  ageing: string | null;
  dueBy: string;
}

export const noFilters: PendingFilterValues = {
  q: '',
  batchId: null,
  centreId: null,
  classId: null,
  ageing: null,
  dueBy: '',
};

/** The pending list's filters (batch, centre, class, age, due by, search) and its CSV link. */
export function PendingFilters({
  values,
  onChange,
  exportHref,
}: {
  values: PendingFilterValues;
  onChange: (change: Partial<PendingFilterValues>) => void;
  exportHref: string;
}) {
  const batches = useCurrentBatches();
  const choices = useChoices().data;
  const choose = (
    name: keyof PendingFilterValues,
    label: string,
    all: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      placeholder={all}
      clearable
      searchable
      value={values[name] as string | null}
      onChange={(value) => onChange({ [name]: value })}
      data={data}
    />
  );
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} aria-label={s.filters}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          label={s.search}
          placeholder={s.searchHint}
          type="search"
          value={values.q}
          onChange={(e) => onChange({ q: e.currentTarget.value })}
        />
        {choose('batchId', s.batch, s.allBatches, batches.data ?? [])}
        {choose('centreId', s.centre, s.allCentres, choices?.centres ?? [])}
        {choose('classId', s.klass, s.allClasses, choices?.classes ?? [])}
        {choose(
          'ageing',
          s.ageing,
          s.allAges,
          AGEING_BUCKETS.map((bucket) => ({ value: bucket, label: tFees.ageing.buckets[bucket] })),
        )}
        <DateField label={s.dueBy} clearable value={values.dueBy} onChange={(dueBy) => onChange({ dueBy })} />
      </SimpleGrid>
      <Group mt="sm">
        <Button component="a" variant="light" href={exportHref} download>
          {s.export}
        </Button>
      </Group>
    </Paper>
  );
}
