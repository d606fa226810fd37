import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ENQUIRY_SOURCES, type EnquiryBoardQuery, type EnquiryChoices } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';

const s = tEnquiries.list;

/** What the list and the board are filtered by (the screen keeps it, so switching tabs keeps it). */
export interface FilterValues {
  q: string;
  source: string | null;
  ownerId: string | null;
  centreId: string | null;
  from: string;
  to: string;
  followUp: string | null;
}
export const noFilters: FilterValues = {
  q: '',
  source: null,
  ownerId: null,
  centreId: null,
  from: '',
  to: '',
  followUp: null,
};

/** The query the API takes, from the filters (the search already debounced). */
export function filterQuery(values: FilterValues, search: string): EnquiryBoardQuery {
  return {
    q: search || undefined,
    source: (values.source ?? undefined) as EnquiryBoardQuery['source'],
    ownerId: values.ownerId ? Number(values.ownerId) : undefined,
    centreId: values.centreId ? Number(values.centreId) : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    followUp: (values.followUp ?? undefined) as EnquiryBoardQuery['followUp'],
  };
}

const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));

export function Filters({
  values,
  onChange,
  choices,
}: {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  choices: EnquiryChoices | undefined;
}) {
  const set =
    <K extends keyof FilterValues>(key: K) =>
    (value: FilterValues[K]) =>
      onChange({ ...values, [key]: value });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
      <TextInput
        label={s.search}
        placeholder={s.searchHint}
        type="search"
        value={values.q}
        onChange={(e) => set('q')(e.currentTarget.value)}
      />
      <Select
        label={s.source}
        placeholder={s.allSources}
        clearable
        value={values.source}
        onChange={set('source')}
        data={ENQUIRY_SOURCES.map((v) => ({ value: v, label: tEnquiries.sources[v] }))}
      />
      <Select
        label={s.owner}
        placeholder={s.anyone}
        clearable
        searchable
        value={values.ownerId}
        onChange={set('ownerId')}
        data={options(choices?.staff)}
      />
      <Select
        label={s.centre}
        placeholder={s.allCentres}
        clearable
        value={values.centreId}
        onChange={set('centreId')}
        data={options(choices?.centres)}
      />
      <Select
        label={s.followUp}
        placeholder={s.anyFollowUp}
        clearable
        value={values.followUp}
        onChange={set('followUp')}
        data={[
          { value: 'due_today', label: s.dueToday },
          { value: 'overdue', label: s.overdue },
        ]}
      />
      <DateField label={s.from} clearable value={values.from} onChange={set('from')} />
      <DateField label={s.to} clearable value={values.to} onChange={set('to')} />
    </SimpleGrid>
  );
}
