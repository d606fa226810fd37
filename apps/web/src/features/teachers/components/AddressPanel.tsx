import { useState, type FormEvent } from 'react';
import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_COUNTRY, INDIAN_STATES, teacherAddressFields, type TeacherAddress } from '@kaksha/contracts';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { useTeacherAddress, useUpdateTeacherAddress } from '../api/panels.ts';
import { useCreator } from '../creator.ts';
import { zodResolver } from '../../../lib/form.ts';
import { saveFailed } from '../../../components/formProblem.ts';
import { tTeachers } from '../../../lib/i18n/teachers.ts';
import { PanelFormFoot } from './PanelFormFoot.tsx';

const s = tTeachers.address;
type Fields = Omit<TeacherAddress, 'id'>;
const blank: Fields = {
  Add1: '',
  Add2: '',
  City: '',
  State: '',
  PinCode: '',
  Country: DEFAULT_COUNTRY,
  Landmark: '',
};

/** Address: add mode while the teacher has none; once one exists, update only (spec §4, §9). */
export function AddressPanel({ teacherId }: { teacherId: number }) {
  const address = useTeacherAddress(teacherId);
  // Kept here: adding the address remounts the form in update mode, and the message must survive it.
  const [message, setMessage] = useState<FormMessage | null>(null);
  if (address.isPending) return <Text role="status">{tTeachers.panels.loading}</Text>;
  if (address.isError) return <Notice tone="error">{s.fetchFailed}</Notice>;
  const existing = address.data[0] ?? null;
  return (
    <AddressForm
      key={existing?.id ?? 'new'}
      teacherId={teacherId}
      existing={existing}
      message={message}
      setMessage={setMessage}
    />
  );
}

function AddressForm({
  teacherId,
  existing,
  message,
  setMessage,
}: {
  teacherId: number;
  existing: TeacherAddress | null;
  message: FormMessage | null;
  setMessage: (message: FormMessage | null) => void;
}) {
  const creator = useCreator();
  const save = useUpdateTeacherAddress();
  const form = useForm<Fields>({
    initialValues: existing ? { ...existing } : blank,
    clearInputErrorOnChange: false,
    validate: zodResolver(teacherAddressFields),
    transformValues: (values) => teacherAddressFields.parse(values),
  });
  const fields = form.values;
  const inIndia = (fields.Country.trim() || DEFAULT_COUNTRY).toLowerCase() === DEFAULT_COUNTRY.toLowerCase();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    form.onSubmit((values) => {
      save.mutate(
        { teacherId, body: { ...values, ...creator, id: existing?.id ?? null } },
        {
          onSuccess: (reply) => setMessage({ tone: 'success', text: reply.respMsg }),
          onError: saveFailed(form, setMessage, s.failed),
        },
      );
    })(event);
  };

  const text = (key: keyof Fields, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput label={label} {...form.getInputProps(key)} {...extra} />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={tTeachers.panels.address}>
      <Stack gap="sm">
        {existing && <Notice tone="info">{s.onlyOnce}</Notice>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('Add1', s.add1, { required: true, autoComplete: 'off' })}
          {text('Add2', s.add2, { autoComplete: 'off' })}
          {text('City', s.city, { required: true, autoComplete: 'off' })}
          {inIndia ? (
            <NativeSelect
              label={s.state}
              required
              {...form.getInputProps('State')}
              value={(INDIAN_STATES as readonly string[]).includes(fields.State) ? fields.State : ''}
              data={[
                { value: '', label: s.statePick },
                ...INDIAN_STATES.map((v) => ({ value: v, label: v })),
              ]}
            />
          ) : (
            text('State', s.state, { required: true, autoComplete: 'off' })
          )}
          {text('PinCode', s.pinCode, {
            required: true,
            inputMode: 'numeric',
            maxLength: 6,
            description: s.pinHint,
            inputWrapperOrder: ['label', 'input', 'description', 'error'],
            autoComplete: 'off',
          })}
          {text('Country', s.country, { autoComplete: 'off' })}
          {text('Landmark', s.landmark, { autoComplete: 'off' })}
        </SimpleGrid>
        <PanelFormFoot message={message} submit={existing ? s.update : s.add} pending={save.isPending} />
      </Stack>
    </form>
  );
}
