import { useEffect, useState } from 'react';
import {
  Badge,
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
import type { StaffUser, UserListQuery, UserStatus } from '@kaksha/contracts';
import { Notice } from '../../components/Notice.tsx';
import { errorMessage, isUnauthorized } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth/session.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { useMyAccess } from './api/getMyAccess.ts';
import { useRoleOptions } from './api/listRoleOptions.ts';
import { useUsers } from './api/listUsers.ts';
import { useResendInvitation } from './api/resendInvitation.ts';
import { useSetUserActive } from './api/setUserActive.ts';
import { NoAccess } from './components/NoAccess.tsx';
import { UserForm } from './components/UserForm.tsx';
import { userStrings } from './strings.ts';
import classes from './components/users.module.css';
import './mantine-styles.ts';

const s = userStrings.list;
const PAGE_SIZE = 20;

type Message = { tone: 'success' | 'error'; text: string; detail?: string };

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function StatusBadge({ user }: { user: StaffUser }) {
  // Mantine's light badge text takes the colour's default shade, too pale on its tint: set the text colour.
  const [color, text] =
    user.status === 'active'
      ? ['green', 'var(--kaksha-success)']
      : user.status === 'invited'
        ? ['kaksha', 'var(--mantine-color-kaksha-9)']
        : ['gray', 'var(--mantine-color-gray-8)'];
  return (
    <Badge color={color} c={text} variant={user.status === 'inactive' ? 'outline' : 'light'}>
      {userStrings.status[user.status]}
    </Badge>
  );
}

/** The UserManager screen: staff users, their roles, centres and exceptions; add, edit, (de)activate, re-invite. */
export default function UserManagerScreen() {
  const me = useCurrentUser();
  const access = useMyAccess();
  if (access.isPending) return <Text role="status">{s.loading}</Text>;
  if (access.isError) return <Notice tone="error">{errorMessage(access.error)}</Notice>;
  const level = access.data.menus.UserManager;
  if (!level) return <NoAccess />;
  return <UserManager canManage={level === 'manage'} isOwner={access.data.owner} myEmail={me.EmailID} />;
}

function UserManager({
  canManage,
  isOwner,
  myEmail,
}: {
  canManage: boolean;
  isOwner: boolean;
  myEmail: string;
}) {
  const wide = useMediaQuery('(min-width: 62em)');
  const phone = !useMediaQuery('(min-width: 36em)');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [roleId, setRoleId] = useState('');
  const [editing, setEditing] = useState<StaffUser | 'new' | null>(null);
  const [confirming, setConfirming] = useState<StaffUser | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const search = useDebounced(q.trim(), 300);
  // A new search or filter starts again at page 1.
  const filterKey = JSON.stringify([search, status, roleId]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (n: number) => setPaging({ key: filterKey, page: n });
  const query: UserListQuery = {
    page,
    pageSize: PAGE_SIZE,
    q: search || undefined,
    status: status || undefined,
    roleId: roleId ? Number(roleId) : undefined,
  };
  const users = useUsers(query);
  const [now] = useState(() => Date.now());
  const roles = useRoleOptions();
  const setActive = useSetUserActive();
  const resend = useResendInvitation();

  const failed = (error: unknown) => {
    setConfirming(null);
    if (isUnauthorized(error)) return;
    setMessage({ tone: 'error', text: s.actionFailed, detail: errorMessage(error) });
  };
  const changeActive = (user: StaffUser, active: boolean) => {
    setMessage(null);
    setActive.mutate(
      { id: user.id, active },
      {
        onSuccess: (saved) => {
          setConfirming(null);
          setMessage({
            tone: 'success',
            text: fmt(active ? s.reactivated : s.deactivated, { name: saved.userName }),
          });
        },
        onError: failed,
      },
    );
  };
  const reinvite = (user: StaffUser) => {
    setMessage(null);
    resend.mutate(user.id, {
      onSuccess: (saved) => setMessage({ tone: 'success', text: fmt(s.resent, { email: saved.email }) }),
      onError: failed,
    });
  };

  const data = users.data;
  const from = data && data.total > 0 ? (page - 1) * PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(page * PAGE_SIZE, data.total) : 0;
  const isMe = (user: StaffUser) => user.email === myEmail;

  const roleList = (user: StaffUser) => user.roles.map((r) => r.name).join(', ') || s.none;
  const statusCell = (user: StaffUser) => (
    <Stack gap={2} align="flex-start">
      <StatusBadge user={user} />
      {user.status === 'invited' && user.invitationExpiresAt && (
        <span className={classes.small}>
          {Date.parse(user.invitationExpiresAt) > now
            ? fmt(s.invitationExpires, { date: when(user.invitationExpiresAt) })
            : s.invitationExpired}
        </span>
      )}
      {user.exceptions.length > 0 && (
        <span className={classes.small}>
          {user.exceptions.length === 1 ? s.exception : fmt(s.exceptions, { n: user.exceptions.length })}
        </span>
      )}
    </Stack>
  );
  const actions = (user: StaffUser) =>
    canManage ? (
      <Group gap={6} wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          onClick={() => setEditing(user)}
          aria-label={fmt(s.editFor, { name: user.userName })}
        >
          {s.edit}
        </Button>
        {user.status === 'invited' && (
          <Button
            size="xs"
            variant="subtle"
            loading={resend.isPending && resend.variables === user.id}
            onClick={() => reinvite(user)}
            aria-label={fmt(s.resendFor, { name: user.userName })}
          >
            {s.resend}
          </Button>
        )}
        {!isMe(user) &&
          (user.status === 'inactive' ? (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => changeActive(user, true)}
              aria-label={fmt(s.reactivateFor, { name: user.userName })}
            >
              {s.reactivate}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              c="var(--kaksha-danger)"
              onClick={() => setConfirming(user)}
              aria-label={fmt(s.deactivateFor, { name: user.userName })}
            >
              {s.deactivate}
            </Button>
          ))}
      </Group>
    ) : (
      s.none
    );
  const name = (user: StaffUser) => (
    <>
      {user.userName} {isMe(user) && <span className={classes.small}>{s.you}</span>}
    </>
  );
  const contact = (user: StaffUser) => (
    <div className={classes.contact}>
      <div>{user.email}</div>
      <div>{user.mobile}</div>
    </div>
  );
  const centres = (user: StaffUser) => user.centres.map((c) => c.name).join(', ') || s.none;
  const lastSignIn = (user: StaffUser) => (user.lastSignInAt ? when(user.lastSignInAt) : s.never);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2}>{s.title}</Title>
          <Text c="dimmed" size="sm">
            {s.intro}
          </Text>
        </div>
        {canManage && <Button onClick={() => setEditing('new')}>{s.add}</Button>}
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={s.search}
            placeholder={s.searchHint}
            type="search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <NativeSelect
            label={s.status}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as UserStatus | '')}
            data={[
              { value: '', label: s.statusAll },
              { value: 'active', label: userStrings.status.active },
              { value: 'invited', label: userStrings.status.invited },
              { value: 'inactive', label: userStrings.status.inactive },
            ]}
          />
          <NativeSelect
            label={s.role}
            value={roleId}
            onChange={(e) => setRoleId(e.currentTarget.value)}
            data={[
              { value: '', label: s.roleAll },
              ...(roles.data?.data.map((r) => ({ value: String(r.id), label: r.name })) ?? []),
            ]}
          />
        </SimpleGrid>
      </Paper>

      {message && (
        <Notice tone={message.tone}>
          {message.text}
          {message.detail && <div>{message.detail}</div>}
        </Notice>
      )}
      {users.isPending && <Text role="status">{s.loading}</Text>}
      {users.isError && (
        <Notice tone="error">
          {s.loadFailed}
          <div>{errorMessage(users.error)}</div>
        </Notice>
      )}
      {data && data.total === 0 && <p className={classes.empty}>{s.empty}</p>}
      {data && data.total > 0 && (
        <>
          {wide ? (
            <Paper
              withBorder
              radius="lg"
              className={classes.tableWrap}
              // It may scroll sideways on narrower screens: reachable by keyboard.
              tabIndex={0}
              role="region"
              aria-label={s.table}
            >
              <Table verticalSpacing="sm" highlightOnHover aria-label={s.table}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{s.name}</Table.Th>
                    <Table.Th scope="col">{s.contact}</Table.Th>
                    <Table.Th scope="col">{s.status}</Table.Th>
                    <Table.Th scope="col">{s.roles}</Table.Th>
                    <Table.Th scope="col">{s.centres}</Table.Th>
                    <Table.Th scope="col">{s.lastSignIn}</Table.Th>
                    <Table.Th scope="col">{s.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Th scope="row">{name(user)}</Table.Th>
                      <Table.Td>{contact(user)}</Table.Td>
                      <Table.Td>{statusCell(user)}</Table.Td>
                      <Table.Td>{roleList(user)}</Table.Td>
                      <Table.Td>{centres(user)}</Table.Td>
                      <Table.Td>
                        <span className={classes.small}>{lastSignIn(user)}</span>
                      </Table.Td>
                      <Table.Td>{actions(user)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          ) : (
            <ul className={classes.cards} aria-label={s.table}>
              {data.data.map((user) => (
                <li key={user.id} className={classes.card}>
                  <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                    <h3 className={classes.cardTitle}>{name(user)}</h3>
                    <StatusBadge user={user} />
                  </Group>
                  <dl className={classes.fields}>
                    <dt>{s.contact}</dt>
                    <dd>{contact(user)}</dd>
                    <dt>{s.roles}</dt>
                    <dd>{roleList(user)}</dd>
                    <dt>{s.centres}</dt>
                    <dd>{centres(user)}</dd>
                    <dt>{s.lastSignIn}</dt>
                    <dd>{lastSignIn(user)}</dd>
                  </dl>
                  {canManage && <div className={classes.cardActions}>{actions(user)}</div>}
                </li>
              ))}
            </ul>
          )}
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
        opened={editing !== null}
        onClose={() => setEditing(null)}
        closeButtonProps={{ 'aria-label': s.close }}
        title={
          editing && editing !== 'new'
            ? fmt(userStrings.form.editTitle, { name: editing.userName })
            : userStrings.form.addTitle
        }
        size="xl"
        fullScreen={phone}
      >
        {editing !== null && (
          <UserForm
            key={editing === 'new' ? 'new' : editing.id}
            user={editing === 'new' ? null : editing}
            callerIsOwner={isOwner}
            onCancel={() => setEditing(null)}
            onDone={(_saved, text) => {
              setEditing(null);
              setMessage({ tone: 'success', text });
            }}
          />
        )}
      </Modal>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        closeButtonProps={{ 'aria-label': s.close }}
        title={s.deactivate}
        size="sm"
      >
        {confirming && (
          <Stack gap="md">
            <Text>{fmt(s.confirmDeactivate, { name: confirming.userName })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {s.cancel}
              </Button>
              <Button
                color="red.9"
                loading={setActive.isPending}
                onClick={() => changeActive(confirming, false)}
              >
                {s.deactivate}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
