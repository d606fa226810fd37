import { useState } from 'react';
import { Button, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { BatchTeachers } from '@kaksha/contracts';
import { DateField } from '../../components/DateField.tsx';
import { FormNotice, failure, type FormMessage } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { isUnauthorized } from '../../lib/api.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tBatches } from '../../lib/i18n/batches.ts';
import { useAssignTeacher, useBatchTeachers, useBatches } from './api/batches.ts';
import './mantine-styles.ts';

const s = tBatches.teachers;

/** TeacherAlotment: pick a batch; each subject's teacher now, a change from a day, and the history. */
export default function TeacherAllotmentScreen() {
  const [batchId, setBatchId] = useState<string | null>(null);
  const batches = useBatches({ status: 'current', pageSize: 100 }).data?.data ?? [];
  const teachers = useBatchTeachers(batchId ? Number(batchId) : null);
  const { denied, canManage } = useMenuAccess('TeacherAlotment');
  if (denied) return <NoAccess />;
  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      <Select
        label={s.batch}
        placeholder={s.pickBatch}
        searchable
        value={batchId}
        onChange={setBatchId}
        data={batches.map((b) => ({ value: String(b.id), label: `${b.name} (${b.code})` }))}
        maw={420}
      />
      {teachers.isError && <FormNotice message={{ tone: 'error', text: s.loadFailed }} />}
      {teachers.data && batchId && (
        <Subjects batchId={Number(batchId)} data={teachers.data} canManage={canManage} />
      )}
    </Stack>
  );
}

function Subjects({
  batchId,
  data,
  canManage,
}: {
  batchId: number;
  data: BatchTeachers;
  canManage: boolean;
}) {
  const formats = useFormats();
  const [message, setMessage] = useState<FormMessage | null>(null);
  if (data.subjects.length === 0) return <Text c="dimmed">{s.noSubjects}</Text>;
  return (
    <Stack gap="md">
      <FormNotice message={message} />
      {data.subjects.map((subject) => (
        <Paper key={subject.subjectId} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Title order={3} size="h5">
            {subject.subjectName}
          </Title>
          <Text size="sm" mb="xs">
            {subject.current
              ? fmt(s.current, {
                  name: subject.current.teacherName,
                  date: formats.calendarDate(subject.current.fromDate),
                })
              : s.nobody}
          </Text>
          {canManage && (
            <AssignForm
              batchId={batchId}
              subjectId={subject.subjectId}
              subjectName={subject.subjectName}
              teachers={data.teachers}
              onDone={setMessage}
            />
          )}
        </Paper>
      ))}
      {data.history.length > 0 && (
        <section>
          <Title order={3} size="h5" mb="xs">
            {s.history}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label={s.history}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{s.subject}</Table.Th>
                  <Table.Th>{s.teacher}</Table.Th>
                  <Table.Th>{s.from}</Table.Th>
                  <Table.Th>{s.to}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.history.map((h, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{h.subjectName}</Table.Td>
                    <Table.Td>{h.teacherName}</Table.Td>
                    <Table.Td>{formats.calendarDate(h.fromDate)}</Table.Td>
                    <Table.Td>{h.toDate ? formats.calendarDate(h.toDate) : s.now}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      )}
    </Stack>
  );
}

function AssignForm({
  batchId,
  subjectId,
  subjectName,
  teachers,
  onDone,
}: {
  batchId: number;
  subjectId: number;
  subjectName: string;
  teachers: { id: number; name: string }[];
  onDone: (message: FormMessage) => void;
}) {
  const assign = useAssignTeacher();
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const [fromDate, setFromDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!teacherId) return setErrors({ teacherId: s.pickTeacher });
    setErrors({});
    assign.mutate(
      { batchId, assignment: { subjectId, teacherId: Number(teacherId), fromDate } },
      {
        onSuccess: () => onDone({ tone: 'success', text: fmt(s.saved, { subject: subjectName }) }),
        onError: (error) => {
          if (isUnauthorized(error)) return;
          onDone(failure(s.failed, error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Select
          label={fmt(s.teacherFor, { subject: subjectName })}
          searchable
          allowDeselect={false}
          value={teacherId}
          onChange={setTeacherId}
          error={errors.teacherId}
          data={teachers.map((x) => ({ value: String(x.id), label: x.name }))}
          w={240}
        />
        <DateField
          label={fmt(s.fromFor, { subject: subjectName })}
          value={fromDate}
          onChange={setFromDate}
          w={170}
        />
        <Button type="submit" variant="light" loading={assign.isPending}>
          {s.save}
        </Button>
      </div>
    </form>
  );
}
