import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { grantableMenus, roleBody, type Role, type RoleGrant } from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';

import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tRoles } from '../../../lib/i18n/roles.ts';
import { useSaveRole } from '../api/roles.ts';
import classes from './roles.module.css';
import { showFailure } from '../../../components/formProblem.ts';

const f = tRoles.form;
type Level = 'none' | 'view' | 'manage';
type Values = { name: string; levels: Record<string, Level> };

/** What the form sends (and the schema checks): the name and the screens granted at all. */
const bodyOf = (values: Values): { name: string; grants: RoleGrant[] } => ({
  name: values.name,
  grants: Object.entries(values.levels)
    .filter(([, level]) => level !== 'none')
    .map(([menu, level]) => ({ menu, level: level as 'view' | 'manage' })),
});

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
  const form = useForm<Values>({
    initialValues: {
      name: role?.name ?? '',
      // A new role starts with the dashboard, which every member of staff lands on.
      levels: Object.fromEntries(
        grantableMenus.map((m) => [
          m.frmName,
          role
            ? (role.grants.find((g) => g.menu === m.frmName)?.level ?? 'none')
            : m.frmName === 'Dashboard'
              ? 'view'
              : 'none',
        ]),
      ),
    },
    clearInputErrorOnChange: false,
    validate: zodResolver(roleBody, bodyOf),
  });
  const [problem, setProblem] = useState<FormMessage | null>(null);

  const setAll = (level: Level) =>
    form.setFieldValue('levels', Object.fromEntries(grantableMenus.map((m) => [m.frmName, level])));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An Enter in the read-only name sends nothing.
    if (fixed) return;
    setProblem(null);
    form.onSubmit((values) => {
      const changes = bodyOf(values);
      save.mutate(role ? { id: role.id, changes } : { changes }, {
        onSuccess: (saved) => onDone(saved, fmt(role ? f.saved : f.created, { name: saved.name })),
        onError: showFailure(form, setProblem, f.failed),
      });
    })(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {role?.isOwner && <Notice tone="info">{f.ownerFixed}</Notice>}
        <TextInput label={f.name} required readOnly={fixed} {...form.getInputProps('name')} maw={420} />
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
                    value={form.values.levels[menu.frmName] ?? 'none'}
                    onChange={(value) =>
                      form.setFieldValue('levels', (levels) => ({ ...levels, [menu.frmName]: value }))
                    }
                  />
                </div>
              ))}
            </fieldset>
          ))}
        </SimpleGrid>
        <FormNotice message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {fixed ? tRoles.list.close : f.cancel}
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
