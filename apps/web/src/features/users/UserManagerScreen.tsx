import { StatusPill } from '../../components/StatusPill.tsx';
import { useFormats } from '../../lib/format.ts';
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { StaffUser, UserListQuery, UserStatus } from '@kaksha/contracts';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { FilterBar, useFilters } from '../../components/FilterBar.tsx';
import { FormNotice } from '../../components/FormNotice.tsx';
import { RecordConfirmDialog, RecordFormModal } from '../../components/RecordDialogs.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ListHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { usePaging } from '../../components/useListPage.ts';
import { useRecordScreen } from '../../components/useRecordScreen.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth/session.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tUsers } from '../../lib/i18n/users.ts';
import { useResendInvitation, useRoleOptions, useSetUserActive, useUsers } from './api/users.ts';
import { UserForm } from './components/UserForm.tsx';
import classes from './components/users.module.css';
import './mantine-styles.ts';

const s = tUsers.list;
const PAGE_SIZE = 20;

function StatusBadge({ user }: { user: StaffUser }) {
  return (
    <StatusPill active={user.status === 'active'} pending={user.status === 'invited'}>
      {tUsers.status[user.status]}
    </StatusPill>
  );
}

/** The UserManager screen: staff users, their roles, centres and exceptions; add, edit, (de)activate, re-invite. */
export default function UserManagerScreen() {
  const me = useCurrentUser();
  const access = useMenuAccess('UserManager');
  if (access.loading) return <Text role="status">{s.loading}</Text>;
  if (access.error) return <Notice tone="error">{errorMessage(access.error)}</Notice>;
  if (access.denied) return <NoAccess />;
  return <UserManager canManage={access.canManage} isOwner={access.owner} myEmail={me.EmailID} />;
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
  const filters = useFilters({ q: '', status: '', roleId: '' }, 'q');
  const { q, status, roleId } = filters.values;
  const screen = useRecordScreen<StaffUser>();
  const paging = usePaging([q, status, roleId], PAGE_SIZE);
  const query: UserListQuery = {
    page: paging.page,
    pageSize: PAGE_SIZE,
    q: q || undefined,
    status: (status || undefined) as UserStatus | undefined,
    roleId: roleId ? Number(roleId) : undefined,
  };
  const users = useUsers(query);
  const [now] = useState(() => Date.now());
  const roles = useRoleOptions();
  const setActive = useSetUserActive();
  const resend = useResendInvitation();

  const changeActive = (user: StaffUser, active: boolean) =>
    screen.act(
      setActive,
      { id: user.id, active },
      {
        done: (saved) => fmt(active ? s.reactivated : s.deactivated, { name: saved.userName }),
        failed: s.actionFailed,
      },
    );
  const reinvite = (user: StaffUser) =>
    screen.act(resend, user.id, {
      done: (saved) => fmt(s.resent, { email: saved.email }),
      failed: s.actionFailed,
    });

  const isMe = (user: StaffUser) => user.email === myEmail;
  const when = useFormats().dateTime;

  const roleList = (user: StaffUser) => user.roles.map((r) => r.name).join(', ') || s.none;
  // When an invitation runs out and how many menu exceptions: under the badge, or under a card's title.
  const statusNotes = (user: StaffUser) => (
    <>
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
    </>
  );
  const statusCell = (user: StaffUser) => (
    <Stack gap={2} align="flex-start">
      <StatusBadge user={user} />
      {statusNotes(user)}
    </Stack>
  );
  const actions = (user: StaffUser) =>
    canManage ? (
      <RowActions
        record={user.userName}
        actions={[
          {
            label: s.edit,
            name: fmt(s.editFor, { name: user.userName }),
            onClick: () => screen.startEdit(user),
          },
          user.status === 'invited' && {
            label: s.resend,
            name: fmt(s.resendFor, { name: user.userName }),
            onClick: () => reinvite(user),
            tone: 'quiet',
            loading: resend.isPending && resend.variables === user.id,
          },
          !isMe(user) &&
            (user.status === 'inactive'
              ? {
                  label: s.reactivate,
                  name: fmt(s.reactivateFor, { name: user.userName }),
                  onClick: () => changeActive(user, true),
                  tone: 'quiet',
                }
              : {
                  label: s.deactivate,
                  name: fmt(s.deactivateFor, { name: user.userName }),
                  onClick: () => screen.askConfirm(user),
                  tone: 'danger',
                }),
        ]}
      />
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
      <div>
        <EmailAddress email={user.email} />
      </div>
      <div>{user.mobile}</div>
    </div>
  );
  const centres = (user: StaffUser) => user.centres.map((c) => c.name).join(', ') || s.none;
  const lastSignIn = (user: StaffUser) => (user.lastSignInAt ? when(user.lastSignInAt) : s.never);

  return (
    <Stack gap="lg">
      <ListHeader words={s} onAdd={canManage && screen.startAdd} />

      <FilterBar
        filters={filters}
        columns={3}
        fields={[
          { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
          {
            kind: 'select',
            key: 'status',
            label: s.status,
            native: true,
            data: [
              { value: '', label: s.statusAll },
              { value: 'active', label: tUsers.status.active },
              { value: 'invited', label: tUsers.status.invited },
              { value: 'inactive', label: tUsers.status.inactive },
            ],
          },
          {
            kind: 'select',
            key: 'roleId',
            label: s.role,
            native: true,
            data: [
              { value: '', label: s.roleAll },
              ...(roles.data?.data.map((r) => ({ value: String(r.id), label: r.name })) ?? []),
            ],
          },
        ]}
      />

      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        list={users}
        errorDetail={errorMessage(users.error)}
        emptyText={s.empty}
        rowKey={(user) => user.id}
        columns={[
          { header: s.name, cell: name, rowHeader: true },
          { header: s.contact, cell: contact, onCard: true },
          { header: s.status, cell: statusCell },
          { header: s.roles, cell: roleList, onCard: true },
          { header: s.centres, cell: centres, onCard: true },
          {
            header: s.lastSignIn,
            cell: (user) => <span className={classes.small}>{lastSignIn(user)}</span>,
            onCard: lastSignIn,
          },
          { header: s.actions, cell: actions },
        ]}
        card={{
          title: name,
          badge: (user) => <StatusBadge user={user} />,
          intro: (user) => <div className={classes.notes}>{statusNotes(user)}</div>,
          // A viewer's card has no footer rather than a footer with a dash.
          actions: canManage ? actions : undefined,
        }}
        {...paging}
        strings={s}
        scrollRegion
      />

      <RecordFormModal
        screen={screen}
        title={(user) => (user ? fmt(tUsers.form.editTitle, { name: user.userName }) : tUsers.form.addTitle)}
        size="xl"
      >
        {(user) => (
          <UserForm user={user} callerIsOwner={isOwner} onCancel={screen.close} onDone={screen.saved} />
        )}
      </RecordFormModal>

      <RecordConfirmDialog
        screen={screen}
        title={s.deactivate}
        question={(user) => fmt(s.confirmDeactivate, { name: user.userName })}
        confirmLabel={s.deactivate}
        cancelLabel={s.cancel}
        busy={setActive.isPending}
        onConfirm={(user) => changeActive(user, false)}
      />
    </Stack>
  );
}
