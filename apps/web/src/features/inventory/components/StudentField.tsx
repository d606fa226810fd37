import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { errorMessage } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tInventory } from '../../../lib/i18n/inventory.ts';
import { useStudentSearch } from '../api/inventory.ts';

const s = tInventory.stock;

/** The student a sale is for, found as the clerk types (the students list's search). */
export function StudentField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null, name: string) => void;
  error?: React.ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useStudentSearch(q);
  const students = found.data?.data ?? [];
  return (
    <Select
      label={s.student}
      placeholder={s.studentHint}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already; the list is what it found.
      filter={({ options }) => options}
      nothingFoundMessage={found.isSuccess ? s.noneFound : undefined}
      data={students.map((st) => ({
        value: String(st.id),
        label: fmt(s.studentOption, { name: st.name, admission: st.admissionNumber }),
      }))}
      value={value}
      onChange={(next) => onChange(next, students.find((st) => String(st.id) === next)?.name ?? '')}
      error={error ?? (found.isError ? errorMessage(found.error) : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
