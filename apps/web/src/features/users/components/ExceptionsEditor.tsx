import type { ReactNode } from 'react';
import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { grantableMenus } from '@kaksha/contracts';
import type { MenuException } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tUsers } from '../../../lib/i18n/users.ts';
import classes from './users.module.css';

const f = tUsers.form;

/** An exception as edited: the menu may still be unchosen. */
export interface DraftException {
  menu: string;
  kind: 'view' | 'manage' | 'withhold';
}

export const toDraft = (e: { menu: string; effect: string; level: string | null }): DraftException => ({
  menu: e.menu,
  kind: e.effect === 'withhold' ? 'withhold' : e.level === 'manage' ? 'manage' : 'view',
});

export const fromDraft = (d: DraftException): MenuException =>
  d.kind === 'withhold'
    ? { menu: d.menu, effect: 'withhold' }
    : { menu: d.menu, effect: 'grant', level: d.kind };

const menuName = new Map(grantableMenus.map((m) => [m.frmName, m.name]));

/** The catalogue's screens grouped by their parent menu, for a native select (one optgroup per parent). */
const menuData = (() => {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const m of grantableMenus) {
    const group = m.parent ?? 'General';
    groups.set(group, [...(groups.get(group) ?? []), { value: m.frmName, label: m.name }]);
  }
  return [{ value: '', label: f.chooseMenu }, ...[...groups].map(([group, items]) => ({ group, items }))];
})();

export function ExceptionsEditor({
  value,
  onChange,
  error,
}: {
  value: DraftException[];
  onChange: (next: DraftException[]) => void;
  error?: ReactNode;
}) {
  const update = (index: number, patch: Partial<DraftException>) =>
    onChange(value.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Stack gap="xs">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {f.noExceptions}
        </Text>
      )}
      {value.map((item, index) => (
        <div key={index} className={classes.exceptionRow}>
          <NativeSelect
            label={f.exceptionMenu}
            value={item.menu}
            data={menuData}
            error={error && !item.menu ? error : undefined}
            onChange={(e) => update(index, { menu: e.currentTarget.value })}
          />
          <NativeSelect
            label={f.exceptionEffect}
            value={item.kind}
            data={[
              { value: 'view', label: f.grantView },
              { value: 'manage', label: f.grantManage },
              { value: 'withhold', label: f.withhold },
            ]}
            onChange={(e) => update(index, { kind: e.currentTarget.value as DraftException['kind'] })}
          />
          <DangerButton
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={fmt(f.removeException, { menu: menuName.get(item.menu) ?? f.chooseMenu })}
          >
            ✕
          </DangerButton>
        </div>
      ))}
      <div>
        <Button variant="outline" size="xs" onClick={() => onChange([...value, { menu: '', kind: 'view' }])}>
          {f.addException}
        </Button>
      </div>
    </Stack>
  );
}
