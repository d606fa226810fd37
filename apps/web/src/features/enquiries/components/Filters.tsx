import { ENQUIRY_SOURCES, type EnquiryBoardQuery, type EnquiryChoices } from '@kaksha/contracts';
import { FilterBar, type Filters as FilterState } from '../../../components/FilterBar.tsx';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';

const s = tEnquiries.list;

/** What the list and the board are filtered by (the screen keeps it, so switching tabs keeps it). */
export type FilterValues = {
  q: string;
  source: string | null;
  ownerId: string | null;
  centreId: string | null;
  from: string;
  to: string;
  followUp: string | null;
};
export const noFilters: FilterValues = {
  q: '',
  source: null,
  ownerId: null,
  centreId: null,
  from: '',
  to: '',
  followUp: null,
};

/** The query the API takes, from the filters as useFilters settles them (the search debounced). */
export function filterQuery(values: FilterValues): EnquiryBoardQuery {
  return {
    q: values.q || undefined,
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

/** The list's and the board's filter bar: search, source, owner, centre, follow-up and the days. */
export function Filters({
  filters,
  choices,
}: {
  filters: FilterState<FilterValues>;
  choices: EnquiryChoices | undefined;
}) {
  return (
    <FilterBar
      filters={filters}
      fields={[
        { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
        {
          kind: 'select',
          key: 'source',
          label: s.source,
          placeholder: s.allSources,
          data: ENQUIRY_SOURCES.map((v) => ({ value: v, label: tEnquiries.sources[v] })),
        },
        {
          kind: 'select',
          key: 'ownerId',
          label: s.owner,
          placeholder: s.anyone,
          searchable: true,
          data: options(choices?.staff),
        },
        {
          kind: 'select',
          key: 'centreId',
          label: s.centre,
          placeholder: s.allCentres,
          data: options(choices?.centres),
        },
        {
          kind: 'select',
          key: 'followUp',
          label: s.followUp,
          placeholder: s.anyFollowUp,
          data: [
            { value: 'due_today', label: s.dueToday },
            { value: 'overdue', label: s.overdue },
          ],
        },
        { kind: 'dates', from: 'from', to: 'to', fromLabel: s.from, toLabel: s.to },
      ]}
    />
  );
}
