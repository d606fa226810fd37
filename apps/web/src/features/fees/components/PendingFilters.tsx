import { Button } from '@mantine/core';
import { AGEING_BUCKETS } from '@kaksha/contracts';
import { FilterBar, type Filters } from '../../../components/FilterBar.tsx';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useChoices, useCurrentBatches } from '../api/choices.ts';

const s = tFees.pending;

export type PendingFilterValues = {
  q: string;
  batchId: string | null;
  centreId: string | null;
  classId: string | null;
  ageing: string | null;
  dueBy: string;
};

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
  filters,
  exportHref,
}: {
  filters: Filters<PendingFilterValues>;
  exportHref: string;
}) {
  const batches = useCurrentBatches();
  const choices = useChoices().data;
  const choose = (key: 'batchId' | 'centreId' | 'classId' | 'ageing', label: string, all: string) =>
    ({ kind: 'select', key, label, placeholder: all, searchable: true }) as const;
  return (
    <FilterBar
      filters={filters}
      label={s.filters}
      columns={3}
      fields={[
        { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
        { ...choose('batchId', s.batch, s.allBatches), data: batches.data ?? [] },
        { ...choose('centreId', s.centre, s.allCentres), data: choices?.centres ?? [] },
        { ...choose('classId', s.klass, s.allClasses), data: choices?.classes ?? [] },
        {
          ...choose('ageing', s.ageing, s.allAges),
          data: AGEING_BUCKETS.map((bucket) => ({ value: bucket, label: tFees.ageing.buckets[bucket] })),
        },
        { kind: 'date', key: 'dueBy', label: s.dueBy },
      ]}
      actions={
        <Button component="a" variant="light" href={exportHref} download>
          {s.export}
        </Button>
      }
    />
  );
}
