import { MultiSelect, NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { FINE_KINDS } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { plural } from '../../../lib/i18n/plural.ts';
import type { PlanForm } from './FeePlanForm.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import classes from './fees.module.css';

const s = tFees.planForm;

/** The late-fine rule (none, flat per instalment, per day with a cap; after grace days) and the bounce charge. */
export function FineFields({ form }: { form: PlanForm }) {
  const kind = form.values.fine.kind;
  return (
    <fieldset className={classes.section}>
      <legend>{s.fine}</legend>
      <Radio.Group aria-label={s.fine} {...form.getInputProps('fine.kind')}>
        <Stack gap={6}>
          {FINE_KINDS.map((value) => (
            <Radio key={value} value={value} label={s.fineKinds[value]} />
          ))}
        </Stack>
      </Radio.Group>
      {kind !== 'none' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <MoneyInput
            label={kind === 'flat' ? s.fineFlat : s.fineDaily}
            required
            {...form.getInputProps('fine.amount')}
          />
          {kind === 'daily' && (
            <MoneyInput label={s.cap} description={s.capHint} {...form.getInputProps('fine.cap')} />
          )}
          <NumberInput
            label={s.graceDays}
            description={s.graceHint}
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('fine.graceDays')}
          />
        </SimpleGrid>
      )}
      <MoneyInput
        label={s.bounceCharge}
        description={s.bounceHint}
        maw={{ sm: 320 }}
        {...form.getInputProps('bounceCharge')}
      />
    </fieldset>
  );
}

/** The days the daily job may remind on, from a week before the due date to a month after. */
const REMINDER_DAYS = [-7, -3, -1, 0, 1, 3, 7, 15, 30];

const reminderLabel = (day: number) =>
  day === 0
    ? s.reminderOn
    : fmt(day < 0 ? s.reminderBefore : s.reminderAfter, { days: plural(Math.abs(day), s.reminderDays) });

/** When families are reminded of an unpaid instalment, in days from its due date. */
export function ReminderDays({ form }: { form: PlanForm }) {
  return (
    <MultiSelect
      label={s.reminders}
      description={s.remindersHint}
      data={REMINDER_DAYS.map((day) => ({ value: String(day), label: reminderLabel(day) }))}
      clearable
      {...form.getInputProps('reminderDays')}
    />
  );
}
