import { Group, Radio, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { CONCESSION_KINDS } from '@kaksha/contracts';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { batchChoices, type BilledBatch } from './concessionValues.ts';

/**
 * What a concession or a coupon takes off: a percentage or a flat amount (the radio), and how much
 * (a percentage to two places, or rupees). `kind` and `value` are the form's input props.
 */
export function ConcessionValueFields({
  words,
  percent,
  kind,
  value,
}: {
  words: {
    kind: string;
    kinds: Record<(typeof CONCESSION_KINDS)[number], string>;
    percent: string;
    amount: string;
  };
  percent: boolean;
  kind: GetInputPropsReturnType;
  value: GetInputPropsReturnType;
}) {
  return (
    <>
      <Radio.Group label={words.kind} {...kind}>
        <Group gap="lg" mt={6}>
          {CONCESSION_KINDS.map((k) => (
            <Radio key={k} value={k} label={words.kinds[k]} />
          ))}
        </Group>
      </Radio.Group>
      <MoneyInput
        label={percent ? words.percent : words.amount}
        percent={percent}
        required
        maw={{ sm: 240 }}
        {...value}
      />
    </>
  );
}

/** The batch a form on the statement is for: each batch the student is billed for, with what it still owes. */
export function BilledBatchSelect({
  label,
  batches,
  input,
}: {
  label: string;
  batches: readonly BilledBatch[];
  input: GetInputPropsReturnType;
}) {
  return (
    <Select
      label={label}
      required
      allowDeselect={false}
      data={batchChoices(batches)}
      comboboxProps={{ withinPortal: true }}
      {...input}
    />
  );
}
