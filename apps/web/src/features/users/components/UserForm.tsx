import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { staffUserBody, staffUserUpdateBody, type StaffUser } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isApiClientError, isUnauthorized } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tUsers } from '../../../lib/i18n/users.ts';
import { useCentreOptions, useRoleOptions, useSaveUser } from '../api/users.ts';
import { config } from '../../../lib/config.ts';
import { GoogleAccountLink } from './GoogleAccountLink.tsx';
import { ExceptionsEditor, fromDraft, toDraft, type DraftException } from './ExceptionsEditor.tsx';
import classes from './users.module.css';

const f = tUsers.form;

interface Values {
  userName: string;
  email: string;
  mobile: string;
  whatsapp: string;
  /** Checkbox values are strings; the contract's are numbers. */
  roleIds: string[];
  centreCodes: string[];
  exceptions: DraftException[];
}

/** What an edit sends (the email is the login and does not change). */
const fieldsOf = (values: Values) => ({
  userName: values.userName,
  mobile: values.mobile,
  whatsapp: values.whatsapp,
  roleIds: values.roleIds.map(Number),
  centreCodes: values.centreCodes,
  exceptions: values.exceptions.map(fromDraft),
});
/** What an add sends. */
const bodyOf = (values: Values) => ({ ...fieldsOf(values), email: values.email });

/** Add (and invite) or edit a staff user: details, roles, centres and per-user menu exceptions. */
export function UserForm({
  user,
  callerIsOwner,
  onCancel,
  onDone,
}: {
  user: StaffUser | null;
  callerIsOwner: boolean;
  onCancel: () => void;
  onDone: (saved: StaffUser, message: string) => void;
}) {
  const roleOptions = useRoleOptions();
  const centreOptions = useCentreOptions();
  const save = useSaveUser();
  const form = useForm<Values>({
    initialValues: {
      userName: user?.userName ?? '',
      email: user?.email ?? '',
      mobile: user?.mobile ?? '',
      whatsapp: user?.whatsapp ?? '',
      roleIds: user?.roles.map((r) => String(r.id)) ?? [],
      centreCodes: user?.centres.map((c) => c.code) ?? [],
      exceptions: user?.exceptions.map(toDraft) ?? [],
    },
    clearInputErrorOnChange: false,
    validate: (values) =>
      values.exceptions.some((e) => !e.menu)
        ? { exceptions: f.menuRequired }
        : user
          ? zodResolver(staffUserUpdateBody, fieldsOf)(values)
          : zodResolver(staffUserBody, bodyOf)(values),
  });
  const [failure, setFailure] = useState<string | null>(null);

  // Centres the user holds stay listed (and ticked) even if the centre was closed since.
  const centres = [
    ...(centreOptions.data?.data ?? []),
    ...(user?.centres ?? []).filter((c) => !centreOptions.data?.data.some((o) => o.code === c.code)),
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    form.onSubmit((values) => {
      const fields = fieldsOf(values);
      save.mutate(user ? { id: user.id, changes: fields } : { changes: bodyOf(values) }, {
        onSuccess: (saved) =>
          onDone(
            saved,
            user
              ? fmt(f.saved, { name: saved.userName })
              : fmt(f.created, { name: saved.userName, email: saved.email }),
          ),
        onError: (error) => {
          if (isUnauthorized(error)) return;
          if (isApiClientError(error)) form.setErrors(error.fieldErrors);
          setFailure(errorMessage(error));
        },
      });
    })(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={f.name} required autoComplete="off" {...form.getInputProps('userName')} />
          <TextInput
            label={f.email}
            type="email"
            required={!user}
            readOnly={Boolean(user)}
            autoComplete="off"
            description={user ? f.emailFixed : f.emailHint}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={f.mobile}
            type="tel"
            required
            autoComplete="off"
            {...form.getInputProps('mobile')}
          />
          <TextInput
            label={f.whatsapp}
            type="tel"
            description={f.optional}
            autoComplete="off"
            {...form.getInputProps('whatsapp')}
          />
        </SimpleGrid>

        {(roleOptions.isError || centreOptions.isError) && <Notice tone="error">{f.loadFailed}</Notice>}

        <Checkbox.Group label={f.roles} description={f.rolesHint} {...form.getInputProps('roleIds')}>
          <div className={classes.choices} style={{ marginTop: 8 }}>
            {roleOptions.data?.data.map((role) => (
              <Checkbox
                key={role.id}
                value={String(role.id)}
                label={role.isOwner ? f.ownerRole : role.name}
                // Only an owner may make (or unmake) an owner; the server says so too.
                disabled={role.isOwner && !callerIsOwner}
              />
            ))}
          </div>
        </Checkbox.Group>

        <Checkbox.Group label={f.centres} {...form.getInputProps('centreCodes')}>
          <div className={classes.choices} style={{ marginTop: 8 }}>
            {centres.map((centre) => (
              <Checkbox key={centre.code} value={centre.code} label={`${centre.name} (${centre.code})`} />
            ))}
            {centreOptions.isSuccess && centres.length === 0 && (
              <Text size="sm" c="dimmed">
                {f.centresNone}
              </Text>
            )}
          </div>
        </Checkbox.Group>

        <Fieldset legend={f.exceptions} variant="unstyled">
          <Text size="sm" c="dimmed" mb="xs">
            {f.exceptionsHint}
          </Text>
          <ExceptionsEditor
            value={form.values.exceptions}
            onChange={(next) => form.setFieldValue('exceptions', next)}
            error={form.errors.exceptions}
          />
          {form.errors.exceptions && (
            <Text size="sm" c="var(--mantine-color-error)" mt={4} role="alert">
              {form.errors.exceptions}
            </Text>
          )}
        </Fieldset>

        {user && config.googleSignIn && <GoogleAccountLink user={user} />}

        {failure && (
          <Notice tone="error">
            {f.failed}
            {failure !== f.failed && <div>{failure}</div>}
          </Notice>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {f.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {user ? f.save : f.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
