import { Button, Group, Input, Select, Text } from '@mantine/core';
import type { FeePlan } from '@kaksha/contracts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useFeeHeads } from '../api/feeHeads.ts';
import type { PlanForm } from './FeePlanForm.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { PlanRow } from './PlanRow.tsx';
import { headRow, planSums } from './planValues.ts';
import classes from './fees.module.css';

const s = tFees.planForm;

/** The heads to choose from: the active ones, and those the plan already has (one may be inactive now). */
export function useHeadNames(plan: FeePlan | null) {
  const heads = useFeeHeads();
  const names = new Map<string, string>();
  for (const h of plan?.heads ?? []) names.set(String(h.headId), h.headName);
  for (const h of heads.data?.data ?? [])
    if (h.active || names.has(String(h.id))) names.set(String(h.id), h.name);
  return { names, loaded: heads.isSuccess };
}

/** The plan's heads with their amounts (add and remove rows), and their total. */
export function PlanHeads({ form, plan }: { form: PlanForm; plan: FeePlan | null }) {
  const formats = useFormats();
  const { names, loaded } = useHeadNames(plan);
  const rows = form.values.heads;
  const chosen = new Set(rows.map((row) => row.headId));
  return (
    <fieldset className={classes.section}>
      <legend>{s.heads}</legend>
      {loaded && names.size === 0 && <Text size="sm">{s.noHeads}</Text>}
      <ul className={classes.rows}>
        {rows.map((row, i) => (
          <PlanRow
            key={row.key}
            legend={fmt(s.headN, { n: i + 1 })}
            fields={classes.headFields}
            removeLabel={fmt(s.removeHead, { n: i + 1 })}
            onRemove={() => form.removeListItem('heads', i)}
            canRemove={rows.length > 1}
          >
            <Select
              label={s.head}
              placeholder={s.pick}
              required
              searchable
              // A head chosen in another row is not offered again.
              data={[...names].map(([value, label]) => ({
                value,
                label,
                disabled: value !== row.headId && chosen.has(value),
              }))}
              {...form.getInputProps(`heads.${i}.headId`)}
            />
            <MoneyInput label={s.amount} required {...form.getInputProps(`heads.${i}.amount`)} />
          </PlanRow>
        ))}
      </ul>
      {form.errors.heads && <Input.Error>{form.errors.heads}</Input.Error>}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          onClick={() => form.insertListItem('heads', headRow())}
          disabled={rows.length >= 20}
        >
          {s.addHead}
        </Button>
        <Text fw={700}>{fmt(s.total, { amount: formats.money(planSums(form.values).total) })}</Text>
      </Group>
    </fieldset>
  );
}
