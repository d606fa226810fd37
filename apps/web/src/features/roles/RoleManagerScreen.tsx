import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Role } from '@kaksha/contracts';
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
import { fmt } from '../../lib/i18n/index.ts';
import { tRoles } from '../../lib/i18n/roles.ts';
import { useCopyRole, useDeleteRole, useRoles } from './api/roles.ts';
import { RoleForm } from './components/RoleForm.tsx';
import './mantine-styles.ts';

const s = tRoles.list;
const PAGE_SIZE = 20;

/** The RoleManager screen: the organisation's roles; add, edit, copy, delete. */
export default function RoleManagerScreen() {
  const access = useMenuAccess('RoleManager');
  if (access.loading) return <Text role="status">{s.loading}</Text>;
  if (access.error) return <Notice tone="error">{errorMessage(access.error)}</Notice>;
  if (access.denied) return <NoAccess />;
  return <RoleManager canManage={access.canManage} />;
}

function RoleManager({ canManage }: { canManage: boolean }) {
  const bar = useFilters({ q: '' }, 'q');
  const screen = useRecordScreen<Role>();
  const paging = usePaging([bar.values.q], PAGE_SIZE);
  const roles = useRoles({ page: paging.page, pageSize: PAGE_SIZE, q: bar.values.q || undefined });
  const copy = useCopyRole();
  const remove = useDeleteRole();

  const copyRole = (role: Role) =>
    screen.act(copy, role.id, {
      done: (created) => fmt(s.copied, { name: created.name }),
      failed: s.actionFailed,
    });
  const deleteRole = (role: Role) =>
    screen.act(remove, role.id, { done: () => fmt(s.deleted, { name: role.name }), failed: s.actionFailed });

  const accessText = (role: Role) => {
    if (role.isOwner) return s.ownerAccess;
    if (role.grants.length === 0) return s.noAccess;
    const manage = role.grants.filter((g) => g.level === 'manage').length;
    return fmt(s.accessSummary, { view: role.grants.length - manage, manage });
  };
  const usersText = (role: Role) =>
    role.userCount === 0
      ? s.noUsers
      : role.userCount === 1
        ? s.userCount
        : fmt(s.usersCount, { n: role.userCount });
  const name = (role: Role) => (
    <Group gap={6} wrap="nowrap">
      <span>{role.name}</span>
      {role.isOwner && (
        <Badge variant="light" color="kaksha.9" c="kaksha.9" tt="none">
          {s.owner}
        </Badge>
      )}
    </Group>
  );
  const editable = (role: Role) => canManage && !role.isOwner;
  const actions = (role: Role) => (
    <RowActions
      record={role.name}
      actions={[
        {
          label: editable(role) ? s.edit : s.view,
          name: fmt(editable(role) ? s.editFor : s.viewFor, { name: role.name }),
          onClick: () => screen.startEdit(role),
        },
        canManage && {
          label: s.copy,
          name: fmt(s.copyFor, { name: role.name }),
          onClick: () => copyRole(role),
          tone: 'quiet',
          loading: copy.isPending && copy.variables === role.id,
        },
        editable(role) && {
          label: s.delete,
          name: fmt(s.deleteFor, { name: role.name }),
          onClick: () => screen.askConfirm(role),
          tone: 'danger',
        },
      ]}
    />
  );

  return (
    <Stack gap="lg">
      <ListHeader words={s} onAdd={canManage && screen.startAdd} />

      <FilterBar
        filters={bar}
        fields={[{ kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint }]}
      />

      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        list={roles}
        errorDetail={errorMessage(roles.error)}
        emptyText={s.empty}
        rowKey={(role) => role.id}
        columns={[
          { header: s.name, cell: name, rowHeader: true },
          { header: s.access, cell: accessText, onCard: true },
          { header: s.users, cell: usersText, onCard: true },
          { header: s.actions, cell: actions },
        ]}
        card={{ title: name, actions }}
        {...paging}
        strings={s}
        scrollRegion
      />

      <RecordFormModal
        screen={screen}
        title={(role) =>
          role
            ? fmt(canManage && !role.isOwner ? tRoles.form.editTitle : tRoles.form.viewTitle, {
                name: role.name,
              })
            : tRoles.form.addTitle
        }
        size="xl"
      >
        {(role) => (
          <RoleForm role={role} readOnly={!canManage} onCancel={screen.close} onDone={screen.saved} />
        )}
      </RecordFormModal>

      <RecordConfirmDialog
        screen={screen}
        title={s.delete}
        question={(role) => fmt(s.confirmDelete, { name: role.name })}
        confirmLabel={s.delete}
        cancelLabel={s.cancel}
        busy={remove.isPending}
        onConfirm={deleteRole}
      />
    </Stack>
  );
}
