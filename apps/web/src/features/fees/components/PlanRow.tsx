import type { ReactNode } from 'react';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { t } from '../../../lib/i18n/index.ts';
import classes from './fees.module.css';

/** One row of the plan form (a head, an instalment): a fieldset named by `legend`, with its remove button. */
export function PlanRow({
  legend,
  fields,
  removeLabel,
  onRemove,
  canRemove,
  children,
}: {
  legend: string;
  /** The grid the row's fields sit in (classes.headFields, classes.instalmentFields). */
  fields: string | undefined;
  removeLabel: string;
  onRemove: () => void;
  canRemove: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <fieldset className={classes.row}>
        <legend>{legend}</legend>
        <div className={`${classes.rowFields} ${fields ?? ''}`}>
          {children}
          <DangerButton onClick={onRemove} disabled={!canRemove} aria-label={removeLabel}>
            {t.common.remove}
          </DangerButton>
        </div>
      </fieldset>
    </li>
  );
}
