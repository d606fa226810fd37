import { fmt } from '../lib/i18n/index.ts';
import { RecordConfirmDialog } from './RecordDialogs.tsx';
import { activeToggle } from './activeStatus.ts';
import type { Mutation, RecordScreen } from './useRecordScreen.ts';

/** What a screen says around switching its records on and off ({name} is the record's). */
export interface ActiveSwitchWords {
  activate: string;
  activateFor: string;
  deactivate: string;
  deactivateFor: string;
  activated: string;
  deactivated: string;
  statusFailed: string;
  confirmDeactivate: string;
  cancel: string;
}

/**
 * A record screen's activate/deactivate: `action(record)` for its RowActions, and `dialog`, which
 * asks before deactivating. Both save `{ active }` through the screen's save mutation and say so.
 */
export function useActiveSwitch<T extends { id: number; active: boolean }>({
  screen,
  save,
  words: s,
  nameOf,
}: {
  screen: RecordScreen<T>;
  save: Mutation<{ id: number; changes: { active: boolean } }, T> & { isPending: boolean };
  words: ActiveSwitchWords;
  nameOf: (record: T) => string;
}) {
  const setActive = (record: T, active: boolean) =>
    screen.act(
      save,
      { id: record.id, changes: { active } },
      {
        done: (saved) => fmt(active ? s.activated : s.deactivated, { name: nameOf(saved) }),
        failed: s.statusFailed,
      },
    );
  return {
    action: (record: T) =>
      activeToggle({ name: nameOf(record), active: record.active }, s, {
        deactivate: () => screen.askConfirm(record),
        activate: () => setActive(record, true),
      }),
    dialog: (
      <RecordConfirmDialog
        screen={screen}
        title={s.deactivate}
        question={(record) => fmt(s.confirmDeactivate, { name: nameOf(record) })}
        confirmLabel={s.deactivate}
        cancelLabel={s.cancel}
        busy={save.isPending}
        onConfirm={(record) => setActive(record, false)}
      />
    ),
  };
}
