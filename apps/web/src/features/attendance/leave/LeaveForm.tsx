import { useState } from 'react';
import { Button, Checkbox, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LeaveSource } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { ApiClientError, errorMessage } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { useAskLeave, useAttendanceStudents } from '../api/leaves.ts';

const s = tAttendance.leave;

export interface PickedStudent {
  id: number;
  name: string;
}

/** Finds the student as the desk types (name or admission number). */
function StudentFinder({ onPick }: { onPick: (student: PickedStudent) => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useAttendanceStudents(q);
  const students = found.data?.data ?? [];
  return (
    <Select
      label={s.student}
      placeholder={s.studentHint}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isSuccess ? s.noneFound : undefined}
      data={students.map((st) => ({ value: String(st.id), label: `${st.name} (${st.admissionNumber})` }))}
      onChange={(value) => {
        const student = students.find((st) => String(st.id) === value);
        if (student) onPick(student);
      }}
      error={found.isError ? `${s.studentsFailed} ${errorMessage(found.error)}` : undefined}
      comboboxProps={{ withinPortal: true }}
      data-autofocus
    />
  );
}

/** Asks for a student's leave over a span of days: from the desk or a guardian's message. */
export function LeaveForm({
  student: given,
  today,
  mayApprove,
  onDone,
}: {
  /** Named already (from the student's profile). */
  student: PickedStudent | null;
  today: string;
  mayApprove: boolean;
  onDone: (message: string) => void;
}) {
  const ask = useAskLeave();
  const [student, setStudent] = useState<PickedStudent | null>(given);
  const [fromDate, setFrom] = useState(today);
  const [toDate, setTo] = useState(today);
  const [reason, setReason] = useState('');
  const [source, setSource] = useState<LeaveSource>('desk');
  const [approve, setApprove] = useState(true);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    setNotice(null);
    setErrors({});
    if (!student) return setErrors({ studentId: s.studentHint });
    ask.mutate(
      { studentId: student.id, fromDate, toDate, reason, source, approve: mayApprove && approve },
      {
        onSuccess: (leave) =>
          onDone(fmt(leave.status === 'approved' ? s.askedApproved : s.asked, { name: leave.studentName })),
        onError: (error) => {
          setNotice(failure(s.askFailed, error));
          if (error instanceof ApiClientError) setErrors(error.fieldErrors);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      {given ? (
        <TextInput label={s.student} value={given.name} readOnly />
      ) : (
        <StudentFinder onPick={setStudent} />
      )}
      {errors.studentId && <FormNotice message={{ tone: 'error', text: errors.studentId }} />}
      <Group grow align="start">
        <DateField label={s.from} value={fromDate} onChange={setFrom} required error={errors.fromDate} />
        <DateField label={s.to} value={toDate} onChange={setTo} required error={errors.toDate} />
      </Group>
      <TextInput
        label={s.reason}
        required
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={errors.reason}
      />
      <Radio.Group label={s.source} value={source} onChange={(value) => setSource(value as LeaveSource)}>
        <Group mt={4}>
          <Radio value="desk" label={s.sources.desk} />
          <Radio value="guardian" label={s.sources.guardian} />
        </Group>
      </Radio.Group>
      {mayApprove && (
        <Checkbox
          label={s.approveNow}
          checked={approve}
          onChange={(event) => setApprove(event.currentTarget.checked)}
        />
      )}
      <FormNotice message={notice} />
      <Group>
        <Button onClick={submit} loading={ask.isPending}>
          {s.submit}
        </Button>
      </Group>
    </Stack>
  );
}
