import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Teacher, TeacherListQuery } from '@kaksha/contracts';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { FilterBar, useFilters } from '../../components/FilterBar.tsx';
import { FormNotice } from '../../components/FormNotice.tsx';
import { RecordFormModal } from '../../components/RecordDialogs.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useActiveSwitch } from '../../components/ActiveSwitch.tsx';
import { activeStatusFilter } from '../../components/activeStatus.ts';
import { ListHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { usePaging } from '../../components/useListPage.ts';
import { useRecordScreen } from '../../components/useRecordScreen.ts';
import { StatusPill } from '../../components/StatusPill.tsx';
import { fmt } from '../../lib/i18n/index.ts';
import { tTeachers } from '../../lib/i18n/teachers.ts';
import { teacherPhotoUrl, useSaveTeacher, useTeacherFilters, useTeachers } from './api/teachers.ts';
import { TeacherForm } from './components/TeacherForm.tsx';
import { calendarDate } from '../../lib/format.ts';
import { storeTeacherId } from './teacherId.ts';
import classes from './components/directory.module.css';
import './mantine-styles.ts';

const s = tTeachers.directory;
const PAGE_SIZE = 20;

function TeacherAvatar({ teacher }: { teacher: Teacher }) {
  return (
    <Avatar
      src={teacher.hasPhoto ? teacherPhotoUrl(teacher.id) : null}
      alt=""
      size={36}
      radius={18}
      color="kaksha"
    >
      {teacher.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/** The teacher directory (FrmName Manageteacher): search, filters, pages; add, edit, (de)activate; open details. */
export default function ManageTeacherScreen() {
  const navigate = useNavigate();
  const filters = useFilters({ q: '', centre: '', subject: '', status: 'all' }, 'q');
  const { q, centre, subject, status } = filters.values;
  const screen = useRecordScreen<Teacher>();
  const paging = usePaging([q, centre, subject, status], PAGE_SIZE);

  const query: TeacherListQuery = {
    page: paging.page,
    pageSize: PAGE_SIZE,
    sort: 'name',
    q: q || undefined,
    centre: centre || undefined,
    subject: subject || undefined,
    active: status as TeacherListQuery['active'],
  };
  const teachers = useTeachers(query);
  const choices = useTeacherFilters();
  const save = useSaveTeacher();

  const open = (teacher: Teacher) => {
    storeTeacherId(teacher.id);
    void navigate('/panels');
  };

  const activeSwitch = useActiveSwitch({ screen, save, words: s, nameOf: (teacher) => teacher.name });

  const actions = (teacher: Teacher) => (
    <RowActions
      record={teacher.name}
      actions={[
        {
          label: s.open,
          name: fmt(s.openFor, { name: teacher.name }),
          onClick: () => open(teacher),
          tone: 'main',
          keepOnPhone: true,
        },
        {
          label: s.edit,
          name: fmt(s.editFor, { name: teacher.name }),
          onClick: () => screen.startEdit(teacher),
        },
        activeSwitch.action(teacher),
      ]}
    />
  );
  const statusBadge = (teacher: Teacher) => (
    <StatusPill active={teacher.active}>{teacher.active ? s.active : s.inactive}</StatusPill>
  );
  const listOf = (values: string[]) => (values.length > 0 ? values.join(', ') : s.none);
  const joined = (teacher: Teacher) => (teacher.joiningDate ? calendarDate(teacher.joiningDate) : s.none);
  const contact = (teacher: Teacher) => (
    <>
      <div className={classes.contact}>
        <EmailAddress email={teacher.email} />
      </div>
      <Text size="sm" c="dimmed">
        {teacher.mobile}
      </Text>
    </>
  );

  return (
    <Stack gap="lg">
      <ListHeader words={s} onAdd={screen.startAdd} />

      <FilterBar
        filters={filters}
        fields={[
          { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
          {
            kind: 'select',
            key: 'centre',
            label: s.centre,
            native: true,
            data: [
              { value: '', label: s.allCentres },
              ...(choices.data?.centres ?? []).map((c) => ({ value: c.CentreCode, label: c.CentreName })),
            ],
          },
          {
            kind: 'select',
            key: 'subject',
            label: s.subject,
            native: true,
            data: [{ value: '', label: s.allSubjects }, ...(choices.data?.subjects ?? [])],
          },
          activeStatusFilter(s),
        ]}
      />

      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        list={teachers}
        emptyText={filters.filtered ? s.empty : s.emptyNone}
        rowKey={(teacher) => teacher.id}
        columns={[
          {
            header: s.name,
            cell: (teacher) => (
              <Group gap="sm" wrap="nowrap">
                <TeacherAvatar teacher={teacher} />
                <span>{teacher.name}</span>
              </Group>
            ),
            rowHeader: true,
            className: classes.name,
          },
          { header: s.contact, cell: contact },
          {
            header: s.centres,
            cell: (teacher) => listOf(teacher.centres.map((c) => c.CentreName)),
            onCard: true,
          },
          { header: s.subjects, cell: (teacher) => listOf(teacher.subjects), onCard: true },
          { header: s.joined, cell: joined, className: classes.nowrap, onCard: true },
          { header: s.status, cell: statusBadge },
          { header: s.actions, cell: actions },
        ]}
        card={{
          media: (teacher) => <TeacherAvatar teacher={teacher} />,
          title: (teacher) => teacher.name,
          badge: statusBadge,
          intro: contact,
          actions,
        }}
        {...paging}
        strings={{ ...s, loading: tTeachers.panels.loading }}
      />

      <RecordFormModal
        screen={screen}
        title={(teacher) =>
          teacher ? fmt(tTeachers.form.editTitle, { name: teacher.name }) : tTeachers.form.addTitle
        }
      >
        {(teacher) => <TeacherForm teacher={teacher} onCancel={screen.close} onDone={screen.saved} />}
      </RecordFormModal>

      {activeSwitch.dialog}
    </Stack>
  );
}
