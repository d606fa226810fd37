import { useId } from 'react';
import { Button, Group, Input, Text, TextInput } from '@mantine/core';
import { instalmentShares, longPast, type FeePlan } from '@kaksha/contracts';
import { warningDescription } from '../../../lib/form.ts';
import { DateField } from '../../../components/DateField.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import type { PlanForm } from './FeePlanForm.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { paiseToRupees, rupeesToPaise, splitEqually } from '../../../lib/money.ts';
import { PlanRow } from './PlanRow.tsx';
import { useHeadNames } from './PlanHeads.tsx';
import { instalmentRow, planSums, type PlanValues } from './planValues.ts';
import classes from './fees.module.css';

const s = tFees.planForm;

/** The instalments (label, due date, amount), split equally on request, checked against the total as typed. */
export function PlanInstalments({ form, plan }: { form: PlanForm; plan: FeePlan | null }) {
  const formats = useFormats();
  const rows = form.values.instalments;
  const hintId = useId();
  const { total, split, difference } = planSums(form.values);
  const today = formats.dayOf(new Date());
  const splitAll = () => {
    const parts = splitEqually(total, rows.length);
    form.setFieldValue(
      'instalments',
      rows.map((row, i) => ({ ...row, amount: paiseToRupees(parts[i] ?? 0) })),
    );
  };
  const words = {
    split: formats.money(split),
    total: formats.money(total),
    difference: formats.money(Math.abs(difference)),
  };
  return (
    <fieldset className={classes.section}>
      <legend>{s.instalments}</legend>
      <ul className={classes.rows}>
        {rows.map((row, i) => (
          <PlanRow
            key={row.key}
            legend={fmt(s.instalmentN, { n: i + 1 })}
            fields={classes.instalmentFields}
            removeLabel={fmt(s.removeInstalment, { n: i + 1 })}
            onRemove={() => form.removeListItem('instalments', i)}
            canRemove={rows.length > 1}
          >
            <TextInput
              label={s.label}
              placeholder={s.labelHint}
              maxLength={40}
              autoComplete="off"
              {...form.getInputProps(`instalments.${i}.label`)}
            />
            <DateField
              label={s.dueOn}
              required
              {...form.getInputProps(`instalments.${i}.dueOn`)}
              description={longPast(row.dueOn, today) ? s.longPast : undefined}
              descriptionProps={warningDescription}
            />
            <MoneyInput label={s.amount} required {...form.getInputProps(`instalments.${i}.amount`)} />
          </PlanRow>
        ))}
      </ul>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          onClick={() => form.insertListItem('instalments', instalmentRow())}
          disabled={rows.length >= 24}
        >
          {s.addInstalment}
        </Button>
        <Button variant="light" onClick={splitAll} disabled={total === 0} aria-describedby={hintId}>
          {s.splitEqually}
        </Button>
        <Text size="sm" c="dimmed" id={hintId}>
          {s.splitHint}
        </Text>
      </Group>
      <Notice tone={difference === 0 ? 'success' : 'info'} role="status">
        {difference === 0 ? fmt(s.adds, words) : fmt(difference < 0 ? s.short : s.over, words)}
      </Notice>
      {/* The contract's refusal, until the live check above says the sums agree. */}
      {form.errors.instalments && difference !== 0 && <Input.Error>{form.errors.instalments}</Input.Error>}
      <SharesPreview values={form.values} plan={plan} ready={difference === 0 && total > 0} />
    </fieldset>
  );
}

/** Which heads each instalment takes (instalmentShares, as billing will): shown once the sums agree. */
function SharesPreview({
  values,
  plan,
  ready,
}: {
  values: PlanValues;
  plan: FeePlan | null;
  ready: boolean;
}) {
  const formats = useFormats();
  const { names } = useHeadNames(plan);
  const heads = values.heads.map((h) => ({ headId: Number(h.headId), amount: rupeesToPaise(h.amount) ?? 0 }));
  const complete = ready && values.heads.every((h) => h.headId);
  const shares = complete
    ? instalmentShares(
        heads,
        values.instalments.map((i) => ({ amount: rupeesToPaise(i.amount) ?? 0 })),
      )
    : [];
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {s.preview}
      </Text>
      {!complete ? (
        <Text size="sm" c="dimmed">
          {s.previewWaits}
        </Text>
      ) : (
        <ol className={classes.preview}>
          {values.instalments.map((row, i) => {
            const name = row.label.trim() || fmt(s.instalmentN, { n: i + 1 });
            const parts = (shares[i] ?? []).map((share) =>
              fmt(s.share, {
                head: names.get(String(share.headId)) ?? '',
                amount: formats.money(share.amount),
              }),
            );
            return (
              <li key={row.key}>
                {fmt(s.previewLine, {
                  instalment: row.dueOn
                    ? fmt(s.previewDue, { instalment: name, date: formats.calendarDate(row.dueOn) })
                    : name,
                  shares: parts.join(s.shareJoin),
                })}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
