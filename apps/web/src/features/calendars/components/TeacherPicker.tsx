import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { errorMessage } from '../../../lib/api.ts';
import type { PickerProps } from './pickerProps.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCalendars } from '../../../lib/i18n/calendars.ts';
import { useTeacherChoices } from '../api/calendars.ts';

const s = tCalendars.teacher;

/**
 * A searchable teacher choice, names only: typing asks the server (a directory can pass the hundred
 * listed), and a teacher opened by their link is named even when not among those listed.
 */
export function TeacherPicker({ value, onChange, label, placeholder, clearable = false, w }: PickerProps) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 300);
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const pickedName = picked && picked.id === value ? picked.name : null;
  // The box shows the chosen name: that is no search, so all teachers stay on offer.
  const teachers = useTeacherChoices(typed === pickedName ? '' : typed, value);
  const listed = teachers.data?.data ?? [];
  const options = listed.map((x) => ({ value: String(x.id), label: x.name }));
  if (value !== null && !listed.some((x) => x.id === value))
    options.push({ value: String(value), label: pickedName ?? fmt(s.otherTeacher, { id: value }) });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={clearable}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={s.noTeacherFound}
      description={teachers.data?.more ? s.moreTeachers : undefined}
      value={value ? String(value) : null}
      onChange={(id, option) => {
        setPicked(id ? { id: Number(id), name: option.label } : null);
        onChange(id);
      }}
      data={options}
      error={teachers.isError ? `${s.teachersFailed} ${errorMessage(teachers.error)}` : undefined}
      w={w}
      maw={w ? undefined : 420}
    />
  );
}

/** The teacher's name, for the calendar's label (asked for by id when not among the first listed). */
export function useTeacherLabel(id: number | null) {
  const teachers = useTeacherChoices('', id);
  const named = teachers.data?.data.find((x) => x.id === id)?.name;
  return named ?? (id ? fmt(s.otherTeacher, { id }) : '');
}
