import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { grantableMenus, roleBody, type Role, type RoleGrant } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isApiClientError, isUnauthorized } from '../../../lib/api.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useSaveRole } from '../api/saveRole.ts';
import classes from './roles.module.css';

const f = t.roles.form;
type Level = 'none' | 'view' | 'manage';

/** The grantable screens, grouped under their parent menu, in catalogue order. */
const groups = (() => {
  const out = new Map<string, { frmName: string; name: string }[]>();
  for (const m of grantableMenus) {
    const group = m.parent ?? 'General';
    out.set(group, [...(out.get(group) ?? []), { frmName: m.frmName, name: m.name }]);
  }
  return [...out];
})();

const LEVELS: { value: Level; label: string }[] = [
  { value: 'none', label: f.none },
  { value: 'view', label: f.view },
  { value: 'manage', label: f.manage },
];

/** None / View / Manage as three native radios drawn as one segmented control (keyboard: arrow keys). */
function LevelChoice({
  name,
  labelledBy,
  value,
  disabled,
  onChange,
}: {
  name: string;
  labelledBy: string;
  value: Level;
  disabled: boolean;
  onChange: (level: Level) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.levels}>
      {LEVELS.map((level) => (
        <label key={level.value} className={classes.level} data-level={level.value}>
          <input
            type="radio"
            name={name}
            value={level.value}
            checked={value === level.value}
            disabled={disabled}
            onChange={() => onChange(level.value)}
          />
          <span>{level.label}</span>
        </label>
      ))}
    </div>
  );
}

/** Add, edit or (read-only) look at a role: its name and, per screen, none, view or manage. */
export function RoleForm({
  role,
  readOnly,
  onCancel,
  onDone,
}: {
  role: Role | null;
  readOnly: boolean;
  onCancel: () => void;
  onDone: (saved: Role, message: string) => void;
}) {
  const save = useSaveRole();
  const fixed = readOnly || Boolean(role?.isOwner);
  const [name, setName] = useState(role?.name ?? '');
  // A new role starts with the dashboard, which every member of staff lands on.
  const [levels, setLevels] = useState<Record<string, Level>>(() =>
    Object.fromEntries(
      grantableMenus.map((m) => [
        m.frmName,
        role
          ? (role.grants.find((g) => g.menu === m.frmName)?.level ?? 'none')
          : m.frmName === 'Dashboard'
            ? 'view'
            : 'none',
      ]),
    ),
  );
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const grants = (): RoleGrant[] =>
    Object.entries(levels)
      .filter(([, level]) => level !== 'none')
      .map(([menu, level]) => ({ menu, level: level as 'view' | 'manage' }));

  const setAll = (level: Level) =>
    setLevels(Object.fromEntries(grantableMenus.map((m) => [m.frmName, level])));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fixed) return;
    setFailure(null);
    const parsed = roleBody.safeParse({ name, grants: grants() });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((i) => i.path[0] === 'name')?.message);
      return;
    }
    setNameError(undefined);
    save.mutate(
      role ? { id: role.id, changes: { name, grants: grants() } } : { changes: { name, grants: grants() } },
      {
        onSuccess: (saved) => onDone(saved, fmt(role ? f.saved : f.created, { name: saved.name })),
        onError: (error) => {
          if (isUnauthorized(error)) return;
          if (isApiClientError(error) && error.fieldErrors.name) setNameError(error.fieldErrors.name);
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {role?.isOwner && <Notice tone="info">{f.ownerFixed}</Notice>}
        <TextInput
          label={f.name}
          required
          readOnly={fixed}
          value={name}
          error={nameError}
          onChange={(e) => setName(e.currentTarget.value)}
          maw={420}
        />
        <div>
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{f.menus}</Text>
              <Text size="sm" c="dimmed">
                {f.menusHint}
              </Text>
            </div>
            {!fixed && (
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setAll('none')}>
                  {f.allNone}
                </Button>
                <Button size="xs" variant="default" onClick={() => setAll('view')}>
                  {f.allView}
                </Button>
              </Group>
            )}
          </Group>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {groups.map(([group, menus]) => (
            <fieldset key={group} className={classes.group}>
              <legend>{group}</legend>
              {menus.map((menu) => (
                <div key={menu.frmName} className={classes.menuRow}>
                  <span className={classes.menuName} id={`grant-${menu.frmName}`}>
                    {menu.name}
                  </span>
                  <LevelChoice
                    name={`grant-${menu.frmName}`}
                    labelledBy={`grant-${menu.frmName}`}
                    disabled={fixed}
                    value={levels[menu.frmName] ?? 'none'}
                    onChange={(value) => setLevels((l) => ({ ...l, [menu.frmName]: value }))}
                  />
                </div>
              ))}
            </fieldset>
          ))}
        </SimpleGrid>
        {failure && (
          <Notice tone="error">
            {f.failed}
            {failure !== f.failed && <div>{failure}</div>}
          </Notice>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {fixed ? t.roles.list.close : f.cancel}
          </Button>
          {!fixed && (
            <Button type="submit" loading={save.isPending}>
              {role ? f.save : f.create}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
