import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { STUDENT_STATUSES, type StudentListQuery, type StudentRow } from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../components/FormNotice.tsx';
import { MobileNumber } from '../../components/MobileNumber.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { FilterBar, useFilters } from '../../components/FilterBar.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { usePaging } from '../../components/useListPage.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tStudents } from '../../lib/i18n/students.ts';
import { screenHref } from '../../lib/screenNav.ts';
import { useStudentChoices, useStudents } from './api/students.ts';
import { BulkActions } from './components/BulkActions.tsx';
import { ImportDialog } from './components/ImportDialog.tsx';
import { StatusDialog } from './components/StatusDialog.tsx';
import { StudentStatusPill } from './components/StudentStatusPill.tsx';
import classes from './components/students.module.css';
import './mantine-styles.ts';

import { ExportButton } from '../../components/ExportButton.tsx';

const s = tStudents.list;
type StudentFilters = {
  q: string;
  status: string;
  classId: string | null;
  centreId: string | null;
  admittedFrom: string | null;
  admittedTo: string | null;
};
const PAGE_SIZE = 20;
const profileHref = (id: number) => `${screenHref('StudentProfile')}&student=${id}`;

/** ManageStudents: search, filters, pages, CSV; open a profile; change a status. */
export default function ManageStudentsScreen() {
  const bar = useFilters<StudentFilters>(
    { q: '', status: 'active', classId: null, centreId: null, admittedFrom: null, admittedTo: null },
    'q',
  );
  const { q, status, classId, centreId, admittedFrom, admittedTo } = bar.values;
  const [moving, setMoving] = useState<StudentRow | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [importing, setImporting] = useState(false);
  const paging = usePaging([q, status, classId, centreId, admittedFrom, admittedTo], PAGE_SIZE);
  const filters = {
    q: q || undefined,
    status: status as StudentListQuery['status'],
    classId: classId ? Number(classId) : undefined,
    centreId: centreId ? Number(centreId) : undefined,
    admittedFrom: admittedFrom ?? undefined,
    admittedTo: admittedTo ?? undefined,
  };
  const students = useStudents({ ...filters, page: paging.page, pageSize: PAGE_SIZE });
  const choices = useStudentChoices().data;
  const canAdmit = useMenuAccess('NewStudentEnrollment').canManage;
  const canMove = useMenuAccess('ManageStudents').canManage;
  const formats = useFormats();
  // The students chosen for a bulk action (issue 65), kept across pages until cleared.
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const pageIds = students.data?.data.map((r) => r.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
  const toggle = (ids: number[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const choose = (student: StudentRow) => (
    <Checkbox
      aria-label={fmt(tStudents.bulk.selectOne, { name: student.name })}
      checked={chosen.has(student.id)}
      onChange={(e) => toggle([student.id], e.currentTarget.checked)}
    />
  );

  const badge = (student: StudentRow) => <StudentStatusPill status={student.status} />;
  const actions = (student: StudentRow) => (
    <RowActions
      record={student.name}
      actions={[
        {
          label: s.open,
          name: fmt(s.openFor, { name: student.name }),
          href: profileHref(student.id),
          keepOnPhone: true,
        },
        canMove && {
          label: s.changeStatus,
          name: fmt(s.changeStatusFor, { name: student.name }),
          onClick: () => setMoving(student),
          tone: 'quiet',
        },
      ]}
    />
  );
  const guardian = (student: StudentRow) =>
    student.guardianName ? (
      <>
        {student.guardianName}, {student.guardianMobile && <MobileNumber e164={student.guardianMobile} />}
      </>
    ) : (
      s.none
    );
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
      <FilterBar
        filters={bar}
        fields={[
          { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
          {
            kind: 'select',
            key: 'status',
            label: s.status,
            data: [
              ...STUDENT_STATUSES.map((v) => ({ value: v, label: tStudents.statuses[v] })),
              { value: 'all', label: s.statusAll },
            ],
          },
          {
            kind: 'select',
            key: 'classId',
            label: s.klass,
            placeholder: s.allClasses,
            searchable: true,
            data: choices?.classes.map((c) => ({ value: String(c.id), label: c.name })) ?? [],
          },
          {
            kind: 'select',
            key: 'centreId',
            label: s.centre,
            placeholder: s.allCentres,
            data: choices?.centres.map((c) => ({ value: String(c.id), label: c.name })) ?? [],
          },
          {
            kind: 'dates',
            from: 'admittedFrom',
            to: 'admittedTo',
            fromLabel: s.admittedFrom,
            toLabel: s.admittedTo,
          },
        ]}
        actions={<ExportButton area="students" filters={filters} label={s.export} />}
      />
      <FormNotice message={notice} />
      {chosen.size > 0 && (
        <BulkActions ids={[...chosen]} onClear={() => setChosen(new Set())} onDone={setNotice} />
      )}
      <ResponsiveTable
        label={s.table}
        list={students}
        emptyText={bar.filtered ? s.empty : s.emptyNone}
        rowKey={(student) => student.id}
        columns={[
          {
            header: tStudents.bulk.select,
            headerCell: (
              <Checkbox
                aria-label={tStudents.bulk.selectAll}
                checked={allOnPage}
                indeterminate={!allOnPage && pageIds.some((id) => chosen.has(id))}
                onChange={(e) => toggle(pageIds, e.currentTarget.checked)}
              />
            ),
            cell: choose,
          },
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
        card={{ title: (student) => student.name, badge, actions, media: choose }}
        {...paging}
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
