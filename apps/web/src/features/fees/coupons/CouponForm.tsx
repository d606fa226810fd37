import { MultiSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { couponInput, type Coupon } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCoupons } from '../../../lib/i18n/coupons.ts';
import { useCurrentBatches } from '../api/choices.ts';
import { useSaveCoupon } from '../api/coupons.ts';
import { useFeeHeads } from '../api/feeHeads.ts';

import { useFormProblem } from '../../../components/formProblem.ts';
import {
  couponValues,
  newCoupon,
  toCouponInput,
  validateCoupon,
  withChosen,
  type CouponValues,
} from './couponValues.ts';
import { ConcessionValueFields } from '../components/ConcessionValueFields.tsx';
import { FormActions } from '../../../components/FormActions.tsx';

const s = tCoupons.form;
/** Hints under their inputs, so fields side by side line up whether or not they have one. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** Add and edit share one form: the code, % or ₹, the days it works, how often, and what it may reduce. */
export function CouponForm({
  coupon,
  onCancel,
  onDone,
}: {
  coupon: Coupon | null;
  onCancel: () => void;
  onDone: (saved: Coupon, text: string) => void;
}) {
  const formats = useFormats();
  const save = useSaveCoupon();
  const batches = useCurrentBatches();
  const heads = useFeeHeads();
  const form = useForm<CouponValues>({
    initialValues: coupon ? couponValues(coupon) : newCoupon(formats.dayOf(new Date())),
    validate: validateCoupon,
  });
  const { problem, onError, whenValid } = useFormProblem(form, s.failed);
  const percent = form.getValues().kind === 'percent';
  const headOptions = (heads.data?.data ?? [])
    .filter((h) => h.active)
    .map((h) => ({ value: String(h.id), label: h.name }));

  const submit = whenValid((values) =>
    save.mutate(
      { id: coupon?.id ?? null, input: couponInput.parse(toCouponInput(values)) },
      {
        onSuccess: (saved) => onDone(saved, fmt(coupon ? s.updated : s.created, { name: saved.code })),
        onError,
      },
    ),
  );
  const code = form.getInputProps('code');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={s.code}
            description={s.codeHint}
            inputWrapperOrder={HINT_BELOW}
            required
            autoComplete="off"
            maxLength={20}
            {...code}
            // Codes are kept in capitals (the contract upper-cases them): show them as they will be.
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
            data-autofocus
          />
          <TextInput
            label={s.description}
            maxLength={200}
            autoComplete="off"
            {...form.getInputProps('description')}
          />
        </SimpleGrid>
        <ConcessionValueFields
          words={s}
          percent={percent}
          kind={form.getInputProps('kind')}
          value={form.getInputProps('value')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField label={s.validFrom} required {...form.getInputProps('validFrom')} />
          <DateField label={s.validTo} required {...form.getInputProps('validTo')} />
          <NumberInput
            label={s.usageLimit}
            description={s.usageLimitHint}
            inputWrapperOrder={HINT_BELOW}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('usageLimit')}
          />
          <NumberInput
            label={s.perStudentLimit}
            required
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('perStudentLimit')}
          />
        </SimpleGrid>
        <MultiSelect
          label={s.batches}
          description={s.anyHint}
          inputWrapperOrder={HINT_BELOW}
          searchable
          clearable
          data={withChosen(batches.data ?? [], coupon?.batches ?? [])}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('batchIds')}
        />
        <MultiSelect
          label={s.heads}
          description={s.anyHint}
          inputWrapperOrder={HINT_BELOW}
          searchable
          clearable
          data={withChosen(headOptions, coupon?.heads ?? [])}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('headIds')}
        />
        <Switch label={s.active} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormNotice
          message={batches.isError || heads.isError ? { tone: 'error', text: s.choicesFailed } : null}
        />
        <FormActions
          problem={problem}
          words={{ save: s.save, cancel: tCoupons.list.cancel }}
          busy={save.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
