import { useState, type ReactNode } from 'react';
import { Button, Group, NativeSelect, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import { useDebouncedValue } from '@mantine/hooks';
import { tComponents } from '../lib/i18n/components.ts';
import { DateField } from './DateField.tsx';

/** A list's filter values by name: text, a chosen value, or null for "any". */
export type FilterValues = Record<string, string | null>;

export interface Filters<V extends FilterValues> {
  /** What the fields show, as typed. */
  raw: V;
  /** What the list asks for: the search trimmed and settled (300 ms after the last keystroke). */
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Where the filters start, and what "Clear filters" goes back to. */
  defaults: V;
  clear: () => void;
  /** Whether anything narrows the list (an empty list then says "nothing matches", not "none yet"). */
  filtered: boolean;
}

/**
 * `defaults` with the values the page's address gives for them (`&ageing=d31_60`): a link, such as a
 * dashboard figure's, opens the list already filtered. Read once, when the list first shows.
 */
function givenInUrl<V extends FilterValues>(defaults: V): V {
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const given = Object.keys(defaults).filter((key) => params.has(key));
  return given.length
    ? { ...defaults, ...Object.fromEntries(given.map((key) => [key, params.get(key)])) }
    : defaults;
}

/**
 * A list screen's filter values, starting at `defaults` (or what the address gives for them); `searchKey` names the search box's value,
 * which is debounced. Pass `Object.values(filters.values)` to useListPage, so a change goes to page 1.
 */
export function useFilters<V extends FilterValues>(defaults: V, searchKey?: keyof V & string): Filters<V> {
  const [raw, setRaw] = useState<V>(() => givenInUrl(defaults));
  const [search] = useDebouncedValue(searchKey ? (raw[searchKey] ?? '').trim() : '', 300);
  const values: V = searchKey ? { ...raw, [searchKey]: search } : raw;
  return {
    raw,
    values,
    defaults,
    set: (key, value) => setRaw((current) => ({ ...current, [key]: value })),
    clear: () => setRaw(defaults),
    filtered: Object.keys(defaults).some((key) => values[key] !== defaults[key]),
  };
}

interface Choice {
  value: string;
  label: string;
}

/** One field of a filter bar, reading and writing the filter named `key`. */
export type FilterField<V extends FilterValues> =
  | { kind: 'search'; key: keyof V & string; label: string; placeholder?: string }
  | {
      kind: 'select';
      key: keyof V & string;
      label: string;
      /** The choices: value and label, or a text that is both. */
      data: readonly (Choice | string)[];
      /** Shown when nothing is chosen ("All centres"); a select whose default is null can be cleared. */
      placeholder?: string;
      searchable?: boolean;
      /** The browser's own select (its "all" choice in `data`), for short lists. */
      native?: boolean;
      /** Why the choices are missing (they could not be loaded). */
      error?: string;
    }
  /** One date, such as "due by". */
  | { kind: 'date'; key: keyof V & string; label: string }
  | {
      kind: 'dates';
      from: keyof V & string;
      to: keyof V & string;
      fromLabel: string;
      toLabel: string;
      /** A problem with the range, shown under "to" (such as "to" before "from"). */
      error?: string;
      /** Both days always set (no clear button), such as a day book's. */
      required?: boolean;
      /** The last day either may be (today, for what has already happened). */
      max?: string;
    };

/**
 * The filters above a list: a search box, selects and date ranges in a grid that is one column on
 * a phone, two on a tablet and up to `columns` on a desktop; "Clear filters" once anything is set,
 * and the screen's own buttons (export, add) beside it.
 */
export function FilterBar<V extends FilterValues>({
  filters,
  fields,
  actions,
  columns = 4,
  label,
}: {
  filters: Filters<V>;
  fields: readonly FilterField<V>[];
  actions?: ReactNode;
  /** How many fields side by side on a desktop. */
  columns?: number;
  /** Names the bar as a region, where a screen wants it found by name. */
  label?: string;
}) {
  const width = fields.reduce((n, field) => n + (field.kind === 'dates' ? 2 : 1), 0);
  const canClear = Object.keys(filters.raw).some((key) => filters.raw[key] !== filters.defaults[key]);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component={label ? 'section' : 'div'}
      aria-label={label}
    >
      <SimpleGrid
        cols={{ base: 1, sm: Math.min(2, width), lg: Math.min(columns, width) }}
        spacing="sm"
        maw={width === 1 ? 360 : width === 2 ? 720 : undefined}
      >
        {fields.map((field) => (
          <FilterInput
            key={field.kind === 'dates' ? field.from : field.key}
            field={field}
            filters={filters}
          />
        ))}
      </SimpleGrid>
      {(actions || canClear) && (
        <Group mt="sm" justify="space-between" gap="sm">
          <Group gap="sm">{actions}</Group>
          {canClear && (
            <Button variant="subtle" onClick={filters.clear}>
              {tComponents.filters.clear}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}

function FilterInput<V extends FilterValues>({
  field,
  filters,
}: {
  field: FilterField<V>;
  filters: Filters<V>;
}) {
  const { raw, set } = filters;
  if (field.kind === 'search')
    return (
      <TextInput
        label={field.label}
        placeholder={field.placeholder}
        type="search"
        value={raw[field.key] ?? ''}
        onChange={(e) => set(field.key, e.currentTarget.value as V[typeof field.key])}
      />
    );
  if (field.kind === 'date')
    return (
      <DateField
        label={field.label}
        value={raw[field.key] ?? ''}
        onChange={(v) => set(field.key, v as V[typeof field.key])}
      />
    );
  if (field.kind === 'dates')
    return (
      <>
        <DateField
          label={field.fromLabel}
          required={field.required}
          maxDate={field.max}
          value={raw[field.from] ?? ''}
          onChange={(v) => set(field.from, v as V[typeof field.from])}
        />
        <DateField
          label={field.toLabel}
          required={field.required}
          maxDate={field.max}
          value={raw[field.to] ?? ''}
          error={field.error}
          onChange={(v) => set(field.to, v as V[typeof field.to])}
        />
      </>
    );
  if (field.native)
    return (
      <NativeSelect
        label={field.label}
        value={raw[field.key] ?? ''}
        onChange={(e) => set(field.key, e.currentTarget.value as V[typeof field.key])}
        data={field.data as (Choice | string)[]}
        error={field.error}
      />
    );
  const fallback = filters.defaults[field.key];
  return (
    <Select
      label={field.label}
      placeholder={field.placeholder}
      clearable={fallback === null}
      allowDeselect={fallback === null}
      searchable={field.searchable}
      error={field.error}
      value={raw[field.key]}
      onChange={(v) => set(field.key, (v ?? fallback) as V[typeof field.key])}
      data={field.data as (Choice | string)[]}
    />
  );
}
