import { useId, useState, type FormEvent } from 'react';
import {
  Avatar,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_PHOTO_MAX_BYTES, profileUpdateFields, type Profile } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../components/FormNotice.tsx';
import { LoadFailed } from '../../components/Notice.tsx';
import { errorMessage } from '../../lib/api.ts';
import { saveUser, useCurrentUser } from '../../lib/auth/session.ts';
import { brandKey } from '../../lib/brand.ts';
import { serverFieldErrors, zodResolver } from '../../lib/form.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { chooseLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n/language.ts';
import { useFilePreview } from '../../lib/useFilePreview.ts';
import { useProfile, useUpdateProfile } from './api/profile.ts';
import { AddressList } from './components/AddressList.tsx';
import { KycList } from './components/KycList.tsx';
import fileInput from '../../components/FileInput.module.css';
import classes from './components/profile.module.css';

const p = t.profile;
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const maxMb = PROFILE_PHOTO_MAX_BYTES / (1024 * 1024);
const photoProblem = (file: File) =>
  !PHOTO_TYPES.includes(file.type)
    ? p.photoType
    : file.size > PROFILE_PHOTO_MAX_BYTES
      ? fmt(p.photoTooLarge, { size: maxMb })
      : null;

/** The portal's languages, each named in itself, after the institute's default (''). */
const languageOptions = [
  { value: '', label: p.languageDefault },
  ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
];

type ProfileValues = { UserName: string; Mobile: string; WhatsApp: string; Language: string };

/** The schema's input: the form's fields with the email (fixed) and Active (always 'Y'). */
const fieldsOf = (profile: Profile) => (values: ProfileValues) => ({
  EmailID: profile.EmailID,
  ...values,
  Active: 'Y',
});

function ProfileForm({ profile }: { profile: Profile }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: {
      UserName: profile.UserName,
      Mobile: profile.Mobile,
      WhatsApp: profile.WhatsApp,
      Language: profile.Language ?? '',
    },
    clearInputErrorOnChange: false,
    validate: zodResolver(profileUpdateFields, fieldsOf(profile)),
    transformValues: (values) => profileUpdateFields.parse(fieldsOf(profile)(values)),
  });
  // The chosen photo, previewed before it is uploaded.
  const [photo, fileRef] = useFilePreview(photoProblem);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<FormMessage | null>(null);
  const fileId = useId();
  const progressId = useId();
  const name = form.values.UserName;
  // The file's own check, else what the server said of it.
  const photoError = photo.problem ?? form.errors.UserImage;

  const choosePhoto = (file: File | null) => {
    setResult(null);
    form.clearFieldError('UserImage');
    photo.choose(file);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setResult(null);
    form.onSubmit((fields) => {
      setProgress(photo.preview ? 0 : null);
      update.mutate(
        { fields, photo: photo.preview?.file ?? null, onProgress: (percent) => setProgress(percent) },
        {
          onSuccess: () => {
            setResult({ tone: 'success', text: p.updated });
            photo.clear();
            saveUser({ ...user, UserName: fields.UserName });
            // A language of one's own shows at once; the institute's default comes with its brand.
            if (fields.Language) chooseLanguage(fields.Language);
            else if (fields.Language === null) void queryClient.invalidateQueries({ queryKey: brandKey });
          },
          onError: (error) => {
            form.setErrors(serverFieldErrors(error));
            setResult(failure(p.updateFailed, error));
          },
          onSettled: () => setProgress(null),
        },
      );
    })(event);
  };

  const shownPhoto = photo.preview?.url ?? profile.UserImage;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group align="center" gap="lg" wrap="wrap">
          <Avatar
            src={shownPhoto}
            alt={shownPhoto ? fmt(t.shell.photoOf, { name }) : ''}
            size={96}
            radius={48}
            color="kaksha"
          >
            {shownPhoto ? null : (
              <Text size="xs" ta="center">
                {p.noPhoto}
              </Text>
            )}
          </Avatar>
          <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <label htmlFor={fileId} className={fileInput.label}>
              {p.photo}
            </label>
            <input
              ref={fileRef}
              id={fileId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              className={fileInput.input}
              aria-describedby={`${fileId}-hint${photoError ? ` ${fileId}-error` : ''}`}
              aria-invalid={photoError ? true : undefined}
              onChange={(e) => choosePhoto(e.currentTarget.files?.[0] ?? null)}
            />
            <Text size="sm" c="dimmed" mt={4} id={`${fileId}-hint`}>
              {fmt(p.photoHint, { size: maxMb })}
            </Text>
            {photoError && (
              <Text size="sm" c="var(--kaksha-danger)" mt={4} id={`${fileId}-error`}>
                {photoError}
              </Text>
            )}
          </div>
        </Group>
        {progress !== null && (
          <div>
            <label htmlFor={progressId} className={fileInput.label}>
              {p.uploadProgress}: {progress}%
            </label>
            <progress id={progressId} className={classes.progress} value={progress} max={100}>
              {progress}%
            </progress>
          </div>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={p.name} required autoComplete="name" {...form.getInputProps('UserName')} />
          <TextInput
            label={p.email}
            type="email"
            readOnly
            value={profile.EmailID}
            description={p.emailHint}
          />
          <TextInput
            label={p.mobile}
            type="tel"
            required
            autoComplete="tel"
            {...form.getInputProps('Mobile')}
          />
          <TextInput
            label={p.whatsapp}
            type="tel"
            required
            autoComplete="tel"
            {...form.getInputProps('WhatsApp')}
          />
          <Select
            label={p.language}
            description={p.languageHint}
            data={languageOptions}
            allowDeselect={false}
            {...form.getInputProps('Language')}
          />
        </SimpleGrid>
        <Checkbox label={p.active} description={p.activeHint} checked readOnly onChange={() => {}} />
        <FormNotice message={result} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {p.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The profile screen (FrmName MyProfile, /profile). */
export default function ProfileScreen() {
  const user = useCurrentUser();
  const profile = useProfile(user.EmailID);

  return (
    <Stack gap="lg" maw={960}>
      <Title order={2}>{p.title}</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Title order={3} size="h4" mb="md">
          {p.details}
        </Title>
        {profile.isPending && <Text role="status">{t.common.loading}</Text>}
        {profile.isError && (
          <LoadFailed onRetry={() => void profile.refetch()}>
            {fmt(t.session.profileError, { message: errorMessage(profile.error) })}
          </LoadFailed>
        )}
        {profile.data && <ProfileForm key={profile.data.EmailID} profile={profile.data} />}
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <AddressList />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <KycList />
      </Paper>
    </Stack>
  );
}
