import { useState, type FormEvent } from 'react';
import { Checkbox, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { centreInput, type Centre } from '@kaksha/contracts';
import { type FormMessage } from '../../../components/FormNotice.tsx';

import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCentres } from '../../../lib/i18n/centres.ts';
import { useSaveCentre } from '../api/centres.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { showFailure } from '../../../components/formProblem.ts';

const s = tCentres.form;

type Values = {
  CentreCode: string;
  CentreName: string;
  address: string;
  phone: string;
  active: boolean;
  opensAt: string;
  closesAt: string;
};
/** An empty time field means no hours set. */
const toInput = (values: Values) => ({
  ...values,
  opensAt: values.opensAt || null,
  closesAt: values.closesAt || null,
});

/**
 * Create and edit share one form: CentreCode (fixed once made), CentreName, address, phone, opening
 * hours, active.
 */
export function CentreForm({
  centre,
  onDone,
  onCancel,
}: {
  centre: Centre | null;
  onDone: (saved: Centre, message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveCentre();
  const form = useForm({
    initialValues: {
      CentreCode: centre?.CentreCode ?? '',
      CentreName: centre?.CentreName ?? '',
      address: centre?.address ?? '',
      phone: centre?.phone ?? '',
      active: centre?.active ?? true,
      opensAt: centre?.opensAt ?? '',
      closesAt: centre?.closesAt ?? '',
    },
    clearInputErrorOnChange: false,
    validate: zodResolver(centreInput, toInput),
    transformValues: (values) => centreInput.parse(toInput(values)),
  });
  const [problem, setProblem] = useState<FormMessage | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) => {
      const { CentreCode: _, ...changes } = values;
      save.mutate(centre ? { id: centre.id, changes } : { changes: values }, {
        onSuccess: (saved) => onDone(saved, fmt(centre ? s.updated : s.created, { name: saved.CentreName })),
        onError: showFailure(form, setProblem, s.failed),
      });
    })(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={s.code}
            required
            autoComplete="off"
            maxLength={20}
            readOnly={centre !== null}
            description={centre ? s.codeFixed : s.codeHint}
            {...form.getInputProps('CentreCode')}
            data-autofocus={centre ? undefined : true}
          />
          <TextInput
            label={s.name}
            required
            autoComplete="off"
            maxLength={120}
            {...form.getInputProps('CentreName')}
            data-autofocus={centre ? true : undefined}
          />
          <Textarea
            label={s.address}
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('address')}
          />
          <TextInput label={s.phone} type="tel" autoComplete="off" {...form.getInputProps('phone')} />
          <TimeInput label={s.opensAt} description={s.hoursHint} {...form.getInputProps('opensAt')} />
          <TimeInput label={s.closesAt} {...form.getInputProps('closesAt')} />
        </SimpleGrid>
        {centre && <Checkbox label={s.active} {...form.getInputProps('active', { type: 'checkbox' })} />}
        <FormActions problem={problem} words={s} busy={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
