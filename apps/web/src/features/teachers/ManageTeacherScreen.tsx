import { useEffect, useState } from 'react';
import {
  Avatar,
  Button,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Teacher, TeacherListQuery } from '@kaksha/contracts';
import { Notice } from '../../components/Notice.tsx';
import { isUnauthorized } from '../../lib/api.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { useTeacherFilters } from './api/getTeacherFilters.ts';
import { useTeachers } from './api/listTeachers.ts';
import { useSaveTeacher } from './api/saveTeacher.ts';
import { teacherPhotoUrl } from './api/uploadTeacherPhoto.ts';
import { TeacherForm } from './components/TeacherForm.tsx';
import { formatDay } from './formatDate.ts';
import { failure, type FormMessage, FormNotice } from './components/formBits.tsx';
import { teacherStrings } from './strings.ts';
import { storeTeacherId } from './teacherId.ts';
import classes from './components/directory.module.css';
import './mantine-styles.ts';

const s = teacherStrings.directory;
const PAGE_SIZE = 20;

/** Typing settles for a moment before the list asks the server. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

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
  const phone = !useMediaQuery('(min-width: 36em)');
  const [q, setQ] = useState('');
  const [centre, setCentre] = useState('');
  const [subject, setSubject] = useState('');
  const [status, setStatus] = useState<'all' | 'true' | 'false'>('all');
  const [editing, setEditing] = useState<Teacher | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Teacher | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const search = useDebounced(q.trim(), 300);
  // A new search or filter starts at the first page.
  const filterKey = JSON.stringify([search, centre, subject, status]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const query: TeacherListQuery = {
    page,
    pageSize: PAGE_SIZE,
    sort: 'name',
    q: search || undefined,
    centre: centre || undefined,
    subject: subject || undefined,
    active: status,
  };
  const teachers = useTeachers(query);
  const filters = useTeacherFilters();
  const save = useSaveTeacher();

  const open = (teacher: Teacher) => {
    storeTeacherId(teacher.id);
    void navigate('/panels');
  };

  const setActive = (teacher: Teacher, active: boolean) => {
    setMessage(null);
    save.mutate(
      { id: teacher.id, changes: { active } },
      {
        onSuccess: (saved) => {
          setConfirming(null);
          setMessage({
            tone: 'success',
            text: fmt(active ? s.activated : s.deactivated, { name: saved.name }),
          });
        },
        onError: (error) => {
          setConfirming(null);
          if (!isUnauthorized(error)) setMessage(failure(s.statusFailed, error));
        },
      },
    );
  };

  const data = teachers.data;
  const filtered = Boolean(search || centre || subject || status !== 'all');
  const from = data && data.total > 0 ? (page - 1) * PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(page * PAGE_SIZE, data.total) : 0;

  const actions = (teacher: Teacher) => (
    <Group gap={6} wrap="wrap">
      <Button size="xs" onClick={() => open(teacher)} aria-label={fmt(s.openFor, { name: teacher.name })}>
        {s.open}
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => setEditing(teacher)}
        aria-label={fmt(s.editFor, { name: teacher.name })}
      >
        {s.edit}
      </Button>
      {teacher.active ? (
        <Button
          size="xs"
          variant="subtle"
          className={classes.danger}
          onClick={() => setConfirming(teacher)}
          aria-label={fmt(s.deactivateFor, { name: teacher.name })}
        >
          {s.deactivate}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setActive(teacher, true)}
          aria-label={fmt(s.activateFor, { name: teacher.name })}
        >
          {s.activate}
        </Button>
      )}
    </Group>
  );
  const statusBadge = (teacher: Teacher) =>
    teacher.active ? (
      <span className={classes.statusActive}>{s.active}</span>
    ) : (
      <span className={classes.statusInactive}>{s.inactive}</span>
    );
  const listOf = (values: string[]) => (values.length > 0 ? values.join(', ') : s.none);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2}>{s.title}</Title>
          <Text c="dimmed" size="sm">
            {s.intro}
          </Text>
        </div>
        <Button onClick={() => setEditing('new')}>{s.add}</Button>
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput
            label={s.search}
            placeholder={s.searchHint}
            type="search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <NativeSelect
            label={s.centre}
            value={centre}
            onChange={(e) => setCentre(e.currentTarget.value)}
            data={[
              { value: '', label: s.allCentres },
              ...(filters.data?.centres ?? []).map((c) => ({ value: c.CentreCode, label: c.CentreName })),
            ]}
          />
          <NativeSelect
            label={s.subject}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            data={[{ value: '', label: s.allSubjects }, ...(filters.data?.subjects ?? [])]}
          />
          <NativeSelect
            label={s.status}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as typeof status)}
            data={[
              { value: 'all', label: s.statusAll },
              { value: 'true', label: s.statusActive },
              { value: 'false', label: s.statusInactive },
            ]}
          />
        </SimpleGrid>
        {filtered && (
          <Button
            variant="subtle"
            size="xs"
            mt="xs"
            onClick={() => {
              setQ('');
              setCentre('');
              setSubject('');
              setStatus('all');
            }}
          >
            {s.clearFilters}
          </Button>
        )}
      </Paper>

      <FormNotice message={message} />
      {teachers.isPending && <Text role="status">{teacherStrings.panels.loading}</Text>}
      {teachers.isError && <Notice tone="error">{s.loadFailed}</Notice>}

      {data && data.total === 0 && <p className={classes.empty}>{filtered ? s.empty : s.emptyNone}</p>}
      {data && data.total > 0 && (
        <>
          {/* Both are rendered; CSS shows the table from 62em and the cards below it. */}
          <Paper withBorder radius="lg" className={`${classes.tableWrap} ${classes.wideOnly}`}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={s.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{s.name}</Table.Th>
                  <Table.Th scope="col">{s.contact}</Table.Th>
                  <Table.Th scope="col">{s.centres}</Table.Th>
                  <Table.Th scope="col">{s.subjects}</Table.Th>
                  <Table.Th scope="col">{s.joined}</Table.Th>
                  <Table.Th scope="col">{s.status}</Table.Th>
                  <Table.Th scope="col">{s.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((teacher) => (
                  <Table.Tr key={teacher.id}>
                    <Table.Th scope="row" fw={600}>
                      <Group gap="sm" wrap="nowrap">
                        <TeacherAvatar teacher={teacher} />
                        <span>{teacher.name}</span>
                      </Group>
                    </Table.Th>
                    <Table.Td>
                      <div className={classes.contact}>{teacher.email}</div>
                      <Text size="sm" c="dimmed">
                        {teacher.mobile}
                      </Text>
                    </Table.Td>
                    <Table.Td>{listOf(teacher.centres.map((c) => c.CentreName))}</Table.Td>
                    <Table.Td>{listOf(teacher.subjects)}</Table.Td>
                    <Table.Td className={classes.nowrap}>
                      {teacher.joiningDate ? formatDay(teacher.joiningDate) : s.none}
                    </Table.Td>
                    <Table.Td>{statusBadge(teacher)}</Table.Td>
                    <Table.Td>{actions(teacher)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <ul className={`${classes.cards} ${classes.narrowOnly}`} aria-label={s.table}>
            {data.data.map((teacher) => (
              <li key={teacher.id} className={classes.card}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <TeacherAvatar teacher={teacher} />
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                      <h3 className={classes.cardTitle}>{teacher.name}</h3>
                      {statusBadge(teacher)}
                    </Group>
                    <div className={classes.contact}>{teacher.email}</div>
                    <Text size="sm" c="dimmed">
                      {teacher.mobile}
                    </Text>
                    <dl className={classes.cardFields}>
                      <dt>{s.centres}</dt>
                      <dd>{listOf(teacher.centres.map((c) => c.CentreName))}</dd>
                      <dt>{s.subjects}</dt>
                      <dd>{listOf(teacher.subjects)}</dd>
                      <dt>{s.joined}</dt>
                      <dd>{teacher.joiningDate ? formatDay(teacher.joiningDate) : s.none}</dd>
                    </dl>
                  </div>
                </Group>
                <div className={classes.cardActions}>{actions(teacher)}</div>
              </li>
            ))}
          </ul>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" role="status">
              {fmt(s.showing, { from, to, total: data.total })}
            </Text>
            {data.total > PAGE_SIZE && (
              <nav aria-label={s.pages}>
                <Pagination
                  total={Math.ceil(data.total / PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'previous' ? s.previousPage : control === 'next' ? s.nextPage : control,
                  })}
                  getItemProps={(n) => ({ 'aria-label': fmt(s.pageN, { n }) })}
                />
              </nav>
            )}
          </Group>
        </>
      )}

      <Modal
        closeButtonProps={{ 'aria-label': t.common.close }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing && editing !== 'new'
            ? fmt(teacherStrings.form.editTitle, { name: editing.name })
            : teacherStrings.form.addTitle
        }
        size="lg"
        fullScreen={phone}
      >
        {editing !== null && (
          <TeacherForm
            key={editing === 'new' ? 'new' : editing.id}
            teacher={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={(_saved, text) => {
              setEditing(null);
              setMessage({ tone: 'success', text });
            }}
          />
        )}
      </Modal>

      <Modal
        closeButtonProps={{ 'aria-label': t.common.close }}
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={s.deactivate}
        size="sm"
      >
        {confirming && (
          <Stack gap="md">
            <Text>{fmt(s.confirmDeactivate, { name: confirming.name })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {s.cancel}
              </Button>
              <Button color="red.9" loading={save.isPending} onClick={() => setActive(confirming, false)}>
                {s.deactivate}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
