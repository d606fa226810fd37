import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Avatar, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TEACHER_PHOTO_MAX_BYTES, teacherInput, type Teacher } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { teacherStrings } from '../strings.ts';
import { useSaveTeacher } from '../api/saveTeacher.ts';
import { teacherPhotoUrl, useUploadTeacherPhoto } from '../api/uploadTeacherPhoto.ts';

const s = teacherStrings.form;
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Create and edit share one form: name, email, mobile, WhatsApp, joining date, photo (and Active on edit). */
export function TeacherForm({
  teacher,
  onDone,
  onCancel,
}: {
  teacher: Teacher | null;
  onDone: (saved: Teacher, message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveTeacher();
  const upload = useUploadTeacherPhoto();
  const [name, setName] = useState(teacher?.name ?? '');
  const [email, setEmail] = useState(teacher?.email ?? '');
  const [mobile, setMobile] = useState(teacher?.mobile ?? '');
  const [whatsapp, setWhatsapp] = useState(teacher?.whatsapp ?? '');
  const [joiningDate, setJoiningDate] = useState(teacher?.joiningDate ?? '');
  const [active, setActive] = useState(teacher?.active ?? true);
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const choosePhoto = (file: File | null) => {
    setErrors(({ photo: _, ...rest }) => rest);
    if (file && !PHOTO_TYPES.includes(file.type)) return setErrors((e) => ({ ...e, photo: s.photoType }));
    if (file && file.size > TEACHER_PHOTO_MAX_BYTES)
      return setErrors((e) => ({ ...e, photo: s.photoTooLarge }));
    setPhoto(file ? { file, url: URL.createObjectURL(file) } : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const parsed = teacherInput.safeParse({ name, email, mobile, whatsapp, joiningDate, active });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(teacher ? { id: teacher.id, changes: parsed.data } : { changes: parsed.data }, {
      onSuccess: (saved) => {
        const done = fmt(teacher ? s.updated : s.created, { name: saved.name });
        if (!photo) return onDone(saved, done);
        upload.mutate(
          { id: saved.id, photo: photo.file },
          {
            onSuccess: (withPhoto) => onDone(withPhoto, done),
            onError: (error) => {
              if (quietError(error)) return;
              setErrors(serverFieldErrors(error));
              setMessage(failure(s.photoFailed, error));
            },
          },
        );
      },
      onError: (error) => {
        if (quietError(error)) return;
        setErrors(serverFieldErrors(error));
        setMessage(failure(s.failed, error));
      },
    });
  };

  const shown = photo?.url ?? (teacher?.hasPhoto ? teacherPhotoUrl(teacher.id) : null);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group align="center" gap="md" wrap="nowrap">
          <Avatar
            src={shown}
            alt={shown ? fmt(s.photoOf, { name: name || '…' }) : ''}
            size={72}
            radius={36}
            color="kaksha"
          >
            {name.trim().slice(0, 1).toUpperCase() || null}
          </Avatar>
          <div style={{ flex: 1, minWidth: 0 }}>
            <FileField
              label={s.photo}
              hint={s.photoHint}
              error={errors.photo}
              accept={PHOTO_TYPES.join(',')}
              inputRef={fileRef}
              onChange={choosePhoto}
            />
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={s.name}
            required
            autoComplete="off"
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label={s.email}
            type="email"
            required
            autoComplete="off"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <TextInput
            label={s.mobile}
            type="tel"
            required
            autoComplete="off"
            value={mobile}
            error={errors.mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
          />
          <TextInput
            label={s.whatsapp}
            type="tel"
            autoComplete="off"
            description={s.whatsappHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={whatsapp}
            error={errors.whatsapp}
            onChange={(e) => setWhatsapp(e.currentTarget.value)}
          />
          <TextInput
            label={s.joiningDate}
            type="date"
            required
            value={joiningDate}
            error={errors.joiningDate}
            onChange={(e) => setJoiningDate(e.currentTarget.value)}
          />
        </SimpleGrid>
        {teacher && (
          <Checkbox label={s.active} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        )}
        <FormNotice message={message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={save.isPending || upload.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
import { FileField, issuesByField, quietError, serverFieldErrors } from './formBits.tsx';
