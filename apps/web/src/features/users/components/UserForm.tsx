import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { staffUserBody, staffUserUpdateBody, type StaffUser } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isApiClientError, isUnauthorized } from '../../../lib/api.ts';
import { zodFieldErrors } from '../../../lib/formErrors.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { useCentreOptions } from '../api/listCentreOptions.ts';
import { useRoleOptions } from '../api/listRoleOptions.ts';
import { useSaveUser } from '../api/saveUser.ts';
import { userStrings } from '../strings.ts';
import { config } from '../../../lib/config.ts';
import { GoogleAccountLink } from './GoogleAccountLink.tsx';
import { ExceptionsEditor, fromDraft, toDraft, type DraftException } from './ExceptionsEditor.tsx';
import classes from './users.module.css';

const f = userStrings.form;
type Field = 'userName' | 'email' | 'mobile' | 'whatsapp' | 'roleIds' | 'centreCodes' | 'exceptions';

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
  const [userName, setUserName] = useState(user?.userName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [mobile, setMobile] = useState(user?.mobile ?? '');
  const [whatsapp, setWhatsapp] = useState(user?.whatsapp ?? '');
  const [roleIds, setRoleIds] = useState<string[]>(user?.roles.map((r) => String(r.id)) ?? []);
  const [centreCodes, setCentreCodes] = useState<string[]>(user?.centres.map((c) => c.code) ?? []);
  const [exceptions, setExceptions] = useState<DraftException[]>(user?.exceptions.map(toDraft) ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // Centres the user holds stay listed (and ticked) even if the centre was closed since.
  const centres = [
    ...(centreOptions.data?.data ?? []),
    ...(user?.centres ?? []).filter((c) => !centreOptions.data?.data.some((o) => o.code === c.code)),
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (exceptions.some((e) => !e.menu)) {
      setErrors({ exceptions: f.menuRequired });
      return;
    }
    const fields = {
      userName,
      mobile,
      whatsapp,
      roleIds: roleIds.map(Number),
      centreCodes,
      exceptions: exceptions.map(fromDraft),
    };
    const parsed = user
      ? staffUserUpdateBody.safeParse(fields)
      : staffUserBody.safeParse({ ...fields, email });
    if (!parsed.success) {
      setErrors(zodFieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(user ? { id: user.id, changes: fields } : { changes: { ...fields, email } }, {
      onSuccess: (saved) =>
        onDone(
          saved,
          user
            ? fmt(f.saved, { name: saved.userName })
            : fmt(f.created, { name: saved.userName, email: saved.email }),
        ),
      onError: (error) => {
        if (isUnauthorized(error)) return;
        if (isApiClientError(error)) setErrors(error.fieldErrors as Partial<Record<Field, string>>);
        setFailure(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={f.name}
            required
            autoComplete="off"
            value={userName}
            error={errors.userName}
            onChange={(e) => setUserName(e.currentTarget.value)}
          />
          <TextInput
            label={f.email}
            type="email"
            required={!user}
            readOnly={Boolean(user)}
            autoComplete="off"
            description={user ? f.emailFixed : f.emailHint}
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <TextInput
            label={f.mobile}
            type="tel"
            required
            autoComplete="off"
            value={mobile}
            error={errors.mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
          />
          <TextInput
            label={f.whatsapp}
            type="tel"
            description={f.optional}
            autoComplete="off"
            value={whatsapp}
            error={errors.whatsapp}
            onChange={(e) => setWhatsapp(e.currentTarget.value)}
          />
        </SimpleGrid>

        {(roleOptions.isError || centreOptions.isError) && <Notice tone="error">{f.loadFailed}</Notice>}

        <Checkbox.Group
          label={f.roles}
          description={f.rolesHint}
          value={roleIds}
          onChange={setRoleIds}
          error={errors.roleIds}
        >
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

        <Checkbox.Group
          label={f.centres}
          value={centreCodes}
          onChange={setCentreCodes}
          error={errors.centreCodes}
        >
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
          <ExceptionsEditor value={exceptions} onChange={setExceptions} error={errors.exceptions} />
          {errors.exceptions && (
            <Text size="sm" c="var(--mantine-color-error)" mt={4} role="alert">
              {errors.exceptions}
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
