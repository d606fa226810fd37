import type { ReactNode } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import type { Due } from '@kaksha/contracts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import classes from './collect.module.css';

const s = tCollections.collect;

/**
 * The student's open dues, oldest first, to tick what a payment is for. None ticked is a choice too:
 * the server then pays the oldest first, so the hint says so rather than forcing a tick.
 */
export function DuesPicker({
  dues,
  today,
  value,
  onChange,
  error,
}: {
  dues: readonly Due[];
  today: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}) {
  const formats = useFormats();
  if (dues.length === 0) return <Text size="sm">{s.noDues}</Text>;
  return (
    <Checkbox.Group label={s.dues} description={s.duesHint} value={value} onChange={onChange} error={error}>
      <Stack gap={6} mt={6} className={classes.dues}>
        {dues.map((due) => (
          <Checkbox
            key={due.id}
            value={String(due.id)}
            classNames={{ body: classes.dueBody, labelWrapper: classes.dueLabel }}
            label={
              <span className={classes.dueLine}>
                <span>
                  {fmt(s.dueLine, {
                    label: due.label || fmt(tFees.statement.instalmentN, { n: due.instalment }),
                    head: due.headName,
                    batch: due.batchName ? ` (${due.batchName})` : '',
                    date: formats.calendarDate(due.dueOn),
                  })}
                  {due.dueOn < today && <span className={classes.overdue}>{s.overdue}</span>}
                  {due.dueOn === today && <span className={classes.overdue}>{s.dueToday}</span>}
                </span>
                <span className={classes.money}>
                  {fmt(s.dueBalance, { balance: formats.money(due.balance) })}
                </span>
              </span>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
