import type { FormEvent } from 'react';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GIVEN_CATEGORIES, concessionInput } from '@kaksha/contracts';

import { useStoredUser } from '../../../lib/auth/session.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useGiveConcession } from '../api/concessions.ts';
import { useFormProblem } from '../../../components/formProblem.ts';
import {
  billedBatches,
  firstOwing,
  newestConcession,
  concessionAmount,
  toConcessionInput,
  validateConcession,
  type ConcessionValues,
  type MoneyOffFormProps,
} from './concessionValues.ts';

import classes from './fees.module.css';
import { BilledBatchSelect, ConcessionValueFields } from './ConcessionValueFields.tsx';
import { FormActions } from '../../../components/FormActions.tsx';

const s = tFees.concessionForm;

/**
 * Gives a concession on what the student owes for one of their batches: a category, a percentage of
 * what is unpaid or a flat amount, and why. Whoever records it is its approver (the server takes the
 * name from the session), so the form says whose name goes on it.
 */
export function ConcessionForm({ statement, onCancel, onDone }: MoneyOffFormProps) {
  const formats = useFormats();
  const user = useStoredUser();
  const give = useGiveConcession(statement.studentId);
  const batches = billedBatches(statement.dues);
  const form = useForm<ConcessionValues>({
    initialValues: {
      batchId: firstOwing(batches),
      category: null,
      kind: 'percent',
      value: '',
      reason: '',
    },
    validate: validateConcession(batches),
  });
  const { problem, clear, onError } = useFormProblem(form, s.failed);
  const values = form.getValues();
  const batch = batches.find((b) => b.value === values.batchId);
  const off = batch ? concessionAmount(values, batch.owed) : 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    clear();
    form.onSubmit((v) =>
      give.mutate(concessionInput.parse(toConcessionInput(v)), {
        onSuccess: (saved) => {
          const given = newestConcession(saved);
          onDone(fmt(s.given, { amount: formats.money(given.amount), batch: given.batchName }));
        },
        onError,
      }),
    )(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={s.title} className={classes.panel}>
      <Stack gap="sm">
        <Text fw={700}>{s.title}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BilledBatchSelect label={s.batch} batches={batches} input={form.getInputProps('batchId')} />
          <Select
            label={s.category}
            placeholder={s.pick}
            required
            allowDeselect={false}
            data={GIVEN_CATEGORIES.map((c) => ({ value: c, label: tFees.statement.categories[c] }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('category')}
          />
        </SimpleGrid>
        <ConcessionValueFields
          words={s}
          percent={values.kind === 'percent'}
          kind={form.getInputProps('kind')}
          value={form.getInputProps('value')}
        />
        <TextInput label={s.reason} required maxLength={300} {...form.getInputProps('reason')} />
        <Text size="sm">{fmt(s.approver, { name: user?.UserName ?? '' })}</Text>
        {batch && off > 0 && (
          <Text size="sm" fw={600} aria-live="polite">
            {fmt(s.preview, {
              amount: formats.money(Math.min(off, batch.owed)),
              batch: batch.label,
              owed: formats.money(batch.owed),
            })}
          </Text>
        )}
        <FormActions
          problem={problem}
          words={{ save: s.save, cancel: tFees.cancel }}
          busy={give.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
