import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FeeStudentList } from '@kaksha/contracts';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { useFeeStudents } from '../api/receipts.ts';

const s = tCollections.collect;
export type FeeStudent = FeeStudentList['data'][number];

/** Finds the student to collect from as the cashier types (name, admission number, mobile), with what each owes. */
export function StudentPicker({ onPick }: { onPick: (student: FeeStudent) => void }) {
  const formats = useFormats();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useFeeStudents(q, true);
  const students = found.data?.data ?? [];
  const label = (student: FeeStudent) =>
    fmt(s.studentOption, { name: student.name, admission: student.admissionNumber });
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
      data={students.map((student) => ({ value: String(student.id), label: label(student) }))}
      renderOption={({ option }) => {
        const student = students.find((x) => String(x.id) === option.value);
        return (
          <div>
            <Text size="sm">{option.label}</Text>
            {student && (
              <Text size="xs" c="dimmed">
                {fmt(s.studentDetail, {
                  centre: student.centreName,
                  balance: formats.money(student.balance),
                })}
              </Text>
            )}
          </div>
        );
      }}
      onChange={(value) => {
        const student = students.find((x) => String(x.id) === value);
        if (student) onPick(student);
      }}
      description={found.data?.more ? fmt(s.more, { n: students.length }) : undefined}
      error={found.isError ? `${s.studentsFailed} ${errorMessage(found.error)}` : undefined}
      comboboxProps={{ withinPortal: true }}
      data-autofocus
    />
  );
}
