import { useState } from 'react';
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { STUDENT_STATUSES, formatMobile, type StudentListQuery, type StudentRow } from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../components/FormNotice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { useListPage } from '../../components/useListPage.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tStudents } from '../../lib/i18n/students.ts';
import { screenHref } from '../../lib/screenNav.ts';
import { useStudentChoices, useStudents } from './api/students.ts';
import { ImportDialog } from './components/ImportDialog.tsx';
import { StatusDialog } from './components/StatusDialog.tsx';
import { StudentStatusPill } from './components/StudentStatusPill.tsx';
import classes from './components/students.module.css';
import './mantine-styles.ts';
import { queryString } from '../../lib/queryString.ts';

const s = tStudents.list;
const PAGE_SIZE = 20;
const profileHref = (id: number) => `${screenHref('StudentProfile')}&student=${id}`;

/** ManageStudents: search, filters, pages, CSV; open a profile; change a status. */
export default function ManageStudentsScreen() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<string>('active');
  const [classId, setClassId] = useState<string | null>(null);
  const [centreId, setCentreId] = useState<string | null>(null);
  const [moving, setMoving] = useState<StudentRow | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [importing, setImporting] = useState(false);
  const [search] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useListPage([search, status, classId, centreId]);
  const filters = {
    q: search || undefined,
    status: status as StudentListQuery['status'],
    classId: classId ? Number(classId) : undefined,
    centreId: centreId ? Number(centreId) : undefined,
  };
  const students = useStudents({ ...filters, page, pageSize: PAGE_SIZE });
  const choices = useStudentChoices().data;
  const canAdmit = useMenuAccess('NewStudentEnrollment').canManage;
  const canMove = useMenuAccess('ManageStudents').canManage;
  const formats = useFormats();

  const badge = (student: StudentRow) => <StudentStatusPill status={student.status} />;
  const actions = (student: StudentRow) => (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        component="a"
        href={profileHref(student.id)}
        aria-label={fmt(s.openFor, { name: student.name })}
      >
        {s.open}
      </Button>
      {canMove && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setMoving(student)}
          aria-label={fmt(s.changeStatusFor, { name: student.name })}
        >
          {s.changeStatus}
        </Button>
      )}
    </Group>
  );
  const guardian = (student: StudentRow) =>
    student.guardianName ? `${student.guardianName}, ${formatMobile(student.guardianMobile ?? '')}` : s.none;
  const klass = (student: StudentRow) =>
    [student.className, student.boardName].filter(Boolean).join(' · ') || s.none;

  return (
    <Stack gap="lg">
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={
          canAdmit && (
            <Group gap="sm">
              <Button variant="outline" onClick={() => setImporting(true)}>
                {tStudents.importing.open}
              </Button>
              <Button component="a" href={screenHref('NewStudentEnrollment')}>
                {s.add}
              </Button>
            </Group>
          )
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput
            label={s.search}
            placeholder={s.searchHint}
            type="search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <Select
            label={s.status}
            allowDeselect={false}
            value={status}
            onChange={(v) => setStatus(v ?? 'active')}
            data={[
              ...STUDENT_STATUSES.map((v) => ({ value: v, label: tStudents.statuses[v] })),
              { value: 'all', label: s.statusAll },
            ]}
          />
          <Select
            label={s.klass}
            placeholder={s.allClasses}
            clearable
            searchable
            value={classId}
            onChange={setClassId}
            data={choices?.classes.map((c) => ({ value: String(c.id), label: c.name })) ?? []}
          />
          <Select
            label={s.centre}
            placeholder={s.allCentres}
            clearable
            value={centreId}
            onChange={setCentreId}
            data={choices?.centres.map((c) => ({ value: String(c.id), label: c.name })) ?? []}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button
            component="a"
            variant="light"
            href={`/api/v1/students/export.csv?${queryString(filters)}`}
            download
          >
            {s.export}
          </Button>
        </Group>
      </Paper>
      <FormNotice message={notice} />
      <ResponsiveTable
        label={s.table}
        data={students.data}
        loading={students.isPending}
        failed={students.isError}
        emptyText={search || classId || centreId || status !== 'active' ? s.empty : s.emptyNone}
        rowKey={(student) => student.id}
        columns={[
          {
            header: s.number,
            cell: (student) => <span className={classes.nowrap}>{student.admissionNumber}</span>,
            onCard: (student) => student.admissionNumber,
          },
          {
            header: s.name,
            cell: (student) => <Anchor href={profileHref(student.id)}>{student.name}</Anchor>,
            rowHeader: true,
          },
          { header: s.classBoard, cell: klass, onCard: true },
          { header: s.centre, cell: (student) => student.centreName, onCard: true },
          { header: s.guardian, cell: guardian, onCard: true },
          {
            header: s.admitted,
            cell: (student) => formats.calendarDate(student.admissionDate),
            onCard: true,
          },
          { header: s.status, cell: badge },
          { header: s.actions, cell: actions },
        ]}
        card={{ title: (student) => student.name, badge, actions }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        strings={s}
      />
      <ImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        onDone={(text) => setNotice({ tone: 'success', text })}
      />
      <StatusDialog
        student={moving}
        onClose={() => setMoving(null)}
        onDone={(message) => {
          setMoving(null);
          setNotice({ tone: 'success', text: message });
        }}
      />
    </Stack>
  );
}
