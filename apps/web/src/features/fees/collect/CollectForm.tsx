import { useState, type FormEvent } from 'react';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { collectInput, type FeeStatement, type Receipt } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';

import { useFormats } from '../../../lib/format.ts';

import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { useCollectFee } from '../api/receipts.ts';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { rupeesToPaise } from '../../../lib/money.ts';
import {
  amountText,
  defaultAmount,
  openDues,
  split,
  toCollectInput,
  validateCollect,
  type CollectValues,
} from './collectValues.ts';
import { DuesPicker } from './DuesPicker.tsx';
import { ModeFields } from './ModeFields.tsx';
import classes from './collect.module.css';
import { FormActions } from '../../../components/FormActions.tsx';
import { showFailure } from '../../../components/formProblem.ts';

const s = tCollections.collect;

/**
 * Records money received from one student against their statement: the dues it pays (or none: the
 * oldest first), how much (starting at what those dues owe, or at everything overdue), how it was
 * paid and when. What the server will make of the amount (to dues, to credit) is said before saving.
 */
export function CollectForm({
  statement,
  today,
  onCancel,
  onDone,
}: {
  statement: FeeStatement;
  /** The institute's today: the default day received, and the last one allowed. */
  today: string;
  onCancel: () => void;
  onDone: (receipt: Receipt) => void;
}) {
  const formats = useFormats();
  const collect = useCollectFee();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const dues = openDues(statement.dues);
  const { totals } = statement;
  // The amount follows the dues ticked until the cashier types one of their own.
  const [amountTyped, setAmountTyped] = useState(false);
  const form = useForm<CollectValues>({
    initialValues: {
      dueIds: [],
      amount: amountText(totals.overdue),
      mode: 'cash',
      receivedOn: today,
      reference: '',
      chequeNumber: '',
      chequeBank: '',
      note: '',
      payerName: '',
      lockReason: '',
    },
    validate: validateCollect(today),
  });
  const values = form.getValues();
  const amount = rupeesToPaise(values.amount) ?? 0;
  const { applied, credit } = split(dues, values.dueIds, amount);

  const tick = (dueIds: string[]) => {
    form.setFieldValue('dueIds', dueIds);
    if (!amountTyped) form.setFieldValue('amount', amountText(defaultAmount(dues, dueIds, totals.overdue)));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((v) =>
      collect.mutate(
        { studentId: statement.studentId, payment: collectInput.parse(toCollectInput(v)) },
        {
          onSuccess: onDone,
          onError: showFailure(form, setProblem, s.failed),
        },
      ),
    )(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={s.title}>
      {/* Every field is disabled while the payment is saved: nothing typed then would be kept. */}
      <fieldset disabled={collect.isPending} className={classes.plain}>
        <Stack gap="md">
          <Text size="sm">
            {fmt(s.owes, { balance: formats.money(totals.balance), overdue: formats.money(totals.overdue) })}
            {totals.credit > 0 && ` ${fmt(s.credit, { credit: formats.money(totals.credit) })}`}
          </Text>
          <DuesPicker
            dues={dues}
            today={today}
            value={values.dueIds}
            onChange={tick}
            error={form.errors.dueIds}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MoneyInput
              label={s.amount}
              required
              {...form.getInputProps('amount')}
              onChange={(text) => {
                setAmountTyped(true);
                form.setFieldValue('amount', text);
              }}
            />
            <DateField label={s.receivedOn} required maxDate={today} {...form.getInputProps('receivedOn')} />
          </SimpleGrid>
          <ModeFields form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
            <TextInput
              label={s.payer}
              description={s.payerHint}
              maxLength={100}
              autoComplete="off"
              {...form.getInputProps('payerName')}
            />
            <TextInput label={s.note} maxLength={200} {...form.getInputProps('note')} />
          </SimpleGrid>
          {/* The server asks a manager for a reason when the day's books are closed (decision 069). */}
          {(form.errors.lockReason || values.lockReason) && (
            <TextInput label={s.lockReason} required maxLength={300} {...form.getInputProps('lockReason')} />
          )}
          {amount > 0 && (
            <Text size="sm" fw={600} aria-live="polite">
              {fmt(credit > 0 ? s.appliesWithCredit : s.applies, {
                applied: formats.money(applied),
                credit: formats.money(credit),
              })}
            </Text>
          )}
          <FormActions
            problem={problem}
            words={{ save: s.save, cancel: tCollections.cancel }}
            busy={collect.isPending}
            onCancel={onCancel}
            holdCancel
          />
        </Stack>
      </fieldset>
    </form>
  );
}
