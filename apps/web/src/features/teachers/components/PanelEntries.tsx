import type { Key, ReactNode } from 'react';
import { Text } from '@mantine/core';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { Notice } from '../../../components/Notice.tsx';
import records from '../../../components/records.module.css';
import { tTeachers } from '../../../lib/i18n/teachers.ts';
import classes from './panels.module.css';

/**
 * The entries a teacher's panel holds (education, experience, subjects, centres, KYC), as every panel
 * shows them: loading, `failed` when they could not be read, `empty` when there are none, else a list
 * of items — `title`, then `details` — each with its `actions` and the red "Remove" named `removeName`.
 * `intro` stands above a list that has entries.
 */
export function PanelEntries<T>({
  query,
  entries,
  failed,
  empty = tTeachers.panels.noData,
  label,
  keyOf,
  title,
  details,
  actions,
  removeName,
  onRemove,
  intro,
}: {
  query: { isPending: boolean; isError: boolean };
  entries: readonly T[] | undefined;
  failed: string;
  empty?: string;
  label: string;
  keyOf: (entry: T) => Key;
  title: (entry: T) => ReactNode;
  details?: (entry: T) => ReactNode;
  actions?: (entry: T) => ReactNode;
  removeName: (entry: T) => string;
  onRemove: (entry: T) => void;
  intro?: ReactNode;
}) {
  return (
    <>
      {query.isPending && <Text role="status">{tTeachers.panels.loading}</Text>}
      {query.isError && <Notice tone="error">{failed}</Notice>}
      {entries &&
        (entries.length === 0 ? (
          <p className={records.empty}>{empty}</p>
        ) : (
          <>
            {intro}
            <ul className={records.items} aria-label={label}>
              {entries.map((entry) => (
                <li key={keyOf(entry)} className={records.item}>
                  <div className={classes.itemBody}>
                    <p className={classes.itemTitle}>{title(entry)}</p>
                    {details?.(entry)}
                  </div>
                  <div className={classes.actions}>
                    {actions?.(entry)}
                    <DangerButton size="xs" aria-label={removeName(entry)} onClick={() => onRemove(entry)}>
                      {tTeachers.panels.remove}
                    </DangerButton>
                  </div>
                </li>
              ))}
            </ul>
          </>
        ))}
    </>
  );
}

/** A label and its value in an entry's fields, left out when there is no value. */
export function OptionalField({ label, value }: { label: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
