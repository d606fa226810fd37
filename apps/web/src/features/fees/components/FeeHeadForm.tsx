import { Alert, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GST_RATES, feeHeadInput, type FeeHead } from '@kaksha/contracts';

import { useInstituteBrand } from '../../../lib/brand.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useSaveFeeHead } from '../api/feeHeads.ts';
import { useFormProblem } from '../../../components/formProblem.ts';
import { FormActions } from '../../../components/FormActions.tsx';

const s = tFees.headForm;

interface Values {
  name: string;
  sacCode: string;
  /** A rate, or 'none' (a select's value is text). */
  gstRate: string;
  active: boolean;
}
const NO_GST = 'none';
const toInput = (v: Values) => ({ ...v, gstRate: v.gstRate === NO_GST ? null : Number(v.gstRate) });
const gstOptions = [
  { value: NO_GST, label: s.noGst },
  ...GST_RATES.map((rate) => ({ value: String(rate), label: fmt(s.gstRate, { rate }) })),
];

/** Add (head null) or edit a fee head: name, SAC code, GST rate, active. */
export function FeeHeadForm({
  head,
  onCancel,
  onDone,
}: {
  head: FeeHead | null;
  onCancel: () => void;
  onDone: (head: FeeHead, text: string) => void;
}) {
  const save = useSaveFeeHead();
  const form = useForm<Values>({
    initialValues: {
      name: head?.name ?? '',
      sacCode: head?.sacCode ?? '',
      gstRate: head?.gstRate == null ? NO_GST : String(head.gstRate),
      active: head?.active ?? true,
    },
    clearInputErrorOnChange: false,
    validate: zodResolver(feeHeadInput, toInput),
  });
  const { problem, onError, whenValid } = useFormProblem(form, s.failed);
  // A GST rate with no GSTIN is questioned here, where it is set (issue 65, bug 7).
  const unregistered = useInstituteBrand().data?.gstRegistered === false;
  const taxed = form.getValues().gstRate !== NO_GST;

  const submit = whenValid((values) =>
    save.mutate(
      { id: head?.id ?? null, head: feeHeadInput.parse(toInput(values)) },
      {
        onSuccess: (saved) => onDone(saved, fmt(s.saved, { name: saved.name })),
        onError,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={s.name}
          placeholder={s.nameHint}
          required
          maxLength={60}
          autoComplete="off"
          {...form.getInputProps('name')}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={s.sac}
            description={s.sacHint}
            inputMode="numeric"
            maxLength={8}
            autoComplete="off"
            {...form.getInputProps('sacCode')}
          />
          <Select label={s.gst} allowDeselect={false} data={gstOptions} {...form.getInputProps('gstRate')} />
        </SimpleGrid>
        {unregistered && taxed && (
          <Alert color="yellow" role="note">
            {s.noGstin}
          </Alert>
        )}
        <Checkbox label={s.active} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions
          problem={problem}
          words={{ save: s.save, cancel: tFees.cancel }}
          busy={save.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
