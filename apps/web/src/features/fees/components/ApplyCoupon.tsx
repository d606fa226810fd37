import type { FormEvent } from 'react';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { redeemCouponInput } from '@kaksha/contracts';

import { zodResolver } from '../../../lib/form.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useRedeemCoupon } from '../api/coupons.ts';
import { billedBatches, firstOwing, newestConcession, type MoneyOffFormProps } from './concessionValues.ts';
import { BilledBatchSelect } from './ConcessionValueFields.tsx';
import { useFormProblem } from '../../../components/formProblem.ts';
import classes from './fees.module.css';
import { FormActions } from '../../../components/FormActions.tsx';

const s = tFees.couponForm;

interface Values {
  code: string;
  batchId: string | null;
}
const toInput = (v: Values) => ({ code: v.code, batchId: Number(v.batchId) });
const checkContract = zodResolver(redeemCouponInput, toInput);

/**
 * Redeems a coupon code on what the student owes for one of their batches. The server decides what
 * it takes off (and refuses an expired, used-up or other batch's code on the code field); the
 * concession it makes shows in the list above like any other.
 */
export function ApplyCoupon({ statement, onCancel, onDone }: MoneyOffFormProps) {
  const formats = useFormats();
  const redeem = useRedeemCoupon(statement.studentId);
  const batches = billedBatches(statement.dues);
  const form = useForm<Values>({
    initialValues: { code: '', batchId: firstOwing(batches) },
    validate: (v) => ({
      ...checkContract(v),
      ...(v.batchId ? {} : { batchId: tFees.concessionForm.pickBatch }),
    }),
  });
  const { problem, clear, onError } = useFormProblem(form, s.failed);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    clear();
    form.onSubmit((v) => {
      const input = redeemCouponInput.parse(toInput(v));
      redeem.mutate(input, {
        onSuccess: (saved) => {
          const made = newestConcession(saved);
          onDone(
            fmt(s.applied, { code: input.code, amount: formats.money(made.amount), batch: made.batchName }),
          );
        },
        onError,
      });
    })(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={s.title} className={classes.panel}>
      <Stack gap="sm">
        <Text fw={700}>{s.title}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={s.code}
            required
            autoComplete="off"
            maxLength={20}
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
            // It opens because the user asked to apply a coupon: the code is what they type next.
            autoFocus
          />
          <BilledBatchSelect label={s.batch} batches={batches} input={form.getInputProps('batchId')} />
        </SimpleGrid>
        <FormActions
          problem={problem}
          words={{ save: s.save, cancel: tFees.cancel }}
          busy={redeem.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
