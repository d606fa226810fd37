import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { payStaffBody } from '@kaksha/contracts';
import { failure, FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { tPayroll } from '../../../lib/i18n/payroll.ts';
import { useAddStaff } from '../api/runs.ts';

const s = tPayroll.staff;

/** Adds someone to the payroll who is not a teacher: office staff, an accountant, a peon. */
export function StaffForm({ onClose }: { onClose: (added: string | null) => void }) {
  const [values, setValues] = useState({ name: '', designation: '', email: '', mobile: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const add = useAddStaff();
  const field = (key: keyof typeof values) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });
  const submit = () => {
    const parsed = payStaffBody.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (made) => onClose(made.name),
      onError: (error) => setNotice(failure(s.addFailed, error)),
    });
  };
  return (
    <FormModal opened onClose={() => onClose(null)} title={s.formTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={s.name} required {...field('name')} />
            <TextInput
              label={s.designation}
              description={s.designationHint}
              required
              {...field('designation')}
            />
            <TextInput label={s.email} type="email" {...field('email')} />
            <TextInput label={s.mobile} type="tel" {...field('mobile')} />
          </SimpleGrid>
          <FormNotice message={notice} />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {s.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
