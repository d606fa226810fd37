import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { LEAVE_STATUSES, type Leave, type LeaveStatus } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { ResponsiveTable, type Column } from '../../../components/ResponsiveTable.tsx';
import { RowActions, type RowAction } from '../../../components/RowActions.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { useMenuAccess } from '../../../lib/access.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { studentColumn } from '../components/studentColumn.tsx';
import { useDecideLeave, useLeaves } from '../api/leaves.ts';
import { LeaveForm, type PickedStudent } from './LeaveForm.tsx';

const s = tAttendance.leave;

/**
 * Leave asked for in advance (decision 085): the requests a page at a time, by status; asking for
 * one (from the desk or a guardian's message); a manager approves, refuses or withdraws.
 */
export function LeavePanel({
  today,
  student,
  onStudentDone,
}: {
  today: string;
  /** A student named by the link from the profile: the form opens for them. */
  student: PickedStudent | null;
  onStudentDone: () => void;
}) {
  const formats = useFormats();
  const { canManage } = useMenuAccess('Attendance');
  const [status, setStatus] = useState<LeaveStatus | ''>('');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const leaves = useLeaves(status, page);
  const decide = useDecideLeave();
  const open = asking || student !== null;
  const close = () => {
    setAsking(false);
    if (student) onStudentDone();
  };

  const act = (leave: Leave, next: 'approved' | 'refused' | 'withdrawn', label: string): RowAction => ({
    label,
    name: fmt(s.actionOn, { action: label, name: leave.studentName }),
    tone: next === 'approved' ? 'main' : 'plain',
    onClick: () =>
      decide.mutate(
        { id: leave.id, status: next },
        {
          onSuccess: (done) =>
            setNotice({
              tone: 'success',
              text: fmt(s.decided, { name: done.studentName, status: s.statuses[done.status] }),
            }),
          onError: (error) => setNotice(failure(s.decideFailed, error)),
        },
      ),
  });
  const actions = (leave: Leave) =>
    canManage && (
      <RowActions
        record={leave.studentName}
        actions={[
          leave.status === 'requested' && act(leave, 'approved', s.approve),
          leave.status === 'requested' && act(leave, 'refused', s.refuse),
          (leave.status === 'requested' || leave.status === 'approved') &&
            act(leave, 'withdrawn', s.withdraw),
        ]}
      />
    );
  const pill = (leave: Leave) => (
    <StatusPill active={leave.status === 'approved'} pending={leave.status === 'requested'}>
      {s.statuses[leave.status]}
    </StatusPill>
  );
  const span = (leave: Leave) =>
    fmt(s.spanOf, { from: formats.calendarDate(leave.fromDate), to: formats.calendarDate(leave.toDate) });
  const columns: Column<Leave>[] = [
    studentColumn(s.student),
    { header: s.span, cell: span, onCard: true },
    { header: s.reason, cell: (l) => l.reason, onCard: true },
    { header: s.source, cell: (l) => s.sources[l.source], onCard: true },
    { header: s.status, cell: pill, onCard: true },
    { header: s.by, cell: (l) => l.requestedBy ?? '—' },
    ...(canManage ? [{ header: s.actions, cell: actions }] : []),
  ];

  return (
    <SectionCard id="attendance-leave" title={s.title} intro={s.intro}>
      <Group justify="space-between" align="end" mb="sm">
        <Select
          label={s.status}
          value={status}
          onChange={(value) => {
            setStatus((value ?? '') as LeaveStatus | '');
            setPage(1);
          }}
          data={[
            { value: '', label: s.allStatuses },
            ...LEAVE_STATUSES.map((value) => ({ value, label: s.statuses[value] })),
          ]}
          allowDeselect={false}
          maw={220}
        />
        <Button onClick={() => setAsking(true)}>{s.ask}</Button>
      </Group>
      <FormNotice message={notice} />
      <ResponsiveTable
        label={s.title}
        columns={columns}
        rowKey={(l) => String(l.id)}
        list={{ data: leaves.data, isPending: leaves.isPending, isError: leaves.isError }}
        page={page}
        pageSize={20}
        onPageChange={setPage}
        card={{ title: (l) => l.studentName, actions }}
        emptyText={s.none}
        strings={s.list}
      />
      <FormModal opened={open} onClose={close} title={s.askTitle} size="md">
        <LeaveForm
          student={student}
          today={today}
          mayApprove={canManage}
          onDone={(text) => {
            setNotice({ tone: 'success', text });
            close();
          }}
        />
      </FormModal>
    </SectionCard>
  );
}
