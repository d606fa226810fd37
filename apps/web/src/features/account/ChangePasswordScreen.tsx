import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { changePasswordBody } from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../components/FormNotice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

import { useCurrentUser } from '../../lib/auth/session.ts';
import { zodResolver } from '../../lib/form.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { useChangePassword } from './api/password.ts';
import { showFailure } from '../../components/formProblem.ts';

const s = t.institute.password;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * FrmName RestorePassword inside the shell: a signed-in user changes their own password (current,
 * new, confirm: 'Passwords do not match.'), or goes to the OTP reset if they forgot the current one.
 */
export default function ChangePasswordScreen() {
  const user = useCurrentUser();
  const change = useChangePassword();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: empty,
    clearInputErrorOnChange: false,
    validate: zodResolver(changePasswordBody),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    form.onSubmit((values) =>
      change.mutate(values, {
        onSuccess: (reply) => {
          form.setValues(empty);
          setMessage({ tone: 'success', text: reply.message });
        },
        onError: showFailure(form, setMessage, s.failed),
      }),
    )(event);
  };

  return (
    <Stack gap="lg" maw={560}>
      <PageHeader title={s.title} intro={fmt(s.intro, { email: user.EmailID })} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={user.EmailID}
              readOnly
              hidden
            />
            <PasswordInput
              label={s.current}
              required
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={s.new}
              description={s.newHint}
              required
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={s.confirm}
              required
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            <FormNotice message={message} />
            <Group justify="space-between" wrap="wrap">
              <Link to="/restorepassword">{s.forgot}</Link>
              <Button type="submit" loading={change.isPending}>
                {s.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
