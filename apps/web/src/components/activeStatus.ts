import { fmt } from '../lib/i18n/index.ts';
import type { RowAction } from './RowActions.tsx';

/**
 * A status filter's choices for records that are switched on or off: "all" first (the default),
 * then active and inactive; the values are what the list queries take as `active`.
 */
export function activeStatusChoices(s: { statusAll: string; statusActive: string; statusInactive: string }) {
  return [
    { value: 'all', label: s.statusAll },
    { value: 'true', label: s.statusActive },
    { value: 'false', label: s.statusInactive },
  ];
}

/** The filter bar's status select over `activeStatusChoices` (the list's `status` filter). */
export function activeStatusFilter(s: {
  status: string;
  statusAll: string;
  statusActive: string;
  statusInactive: string;
}) {
  return {
    kind: 'select',
    key: 'status',
    label: s.status,
    native: true,
    data: activeStatusChoices(s),
  } as const;
}

/**
 * A row's switch: "Deactivate" (red, and the screen asks first) for an active record, "Activate"
 * (quiet, at once) for an inactive one; each named after the record for assistive technology.
 */
export function activeToggle(
  record: { name: string; active: boolean },
  s: { activate: string; activateFor: string; deactivate: string; deactivateFor: string },
  on: { deactivate: () => void; activate: () => void },
): RowAction {
  return record.active
    ? {
        label: s.deactivate,
        name: fmt(s.deactivateFor, { name: record.name }),
        onClick: on.deactivate,
        tone: 'danger',
      }
    : {
        label: s.activate,
        name: fmt(s.activateFor, { name: record.name }),
        onClick: on.activate,
        tone: 'quiet',
      };
}
