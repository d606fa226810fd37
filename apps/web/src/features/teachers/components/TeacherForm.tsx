import { DateField } from '../../../components/DateField.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Avatar, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEACHER_PHOTO_MAX_BYTES, teacherInput, type Teacher } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { zodResolver } from '../../../lib/form.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useSaveTeacher } from '../api/saveTeacher.ts';
import { teacherPhotoUrl, useUploadTeacherPhoto } from '../api/uploadTeacherPhoto.ts';
import { FileField, quietError, serverFieldErrors } from './formBits.tsx';

const s = t.teachers.form;
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
  const form = useForm({
    initialValues: {
      name: teacher?.name ?? '',
      email: teacher?.email ?? '',
      mobile: teacher?.mobile ?? '',
      whatsapp: teacher?.whatsapp ?? '',
      joiningDate: teacher?.joiningDate ?? '',
      active: teacher?.active ?? true,
    },
    clearInputErrorOnChange: false,
    validate: zodResolver(teacherInput),
    transformValues: (values) => teacherInput.parse(values),
  });
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const name = form.values.name;

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const choosePhoto = (file: File | null) => {
    form.clearFieldError('photo');
    if (file && !PHOTO_TYPES.includes(file.type)) return form.setFieldError('photo', s.photoType);
    if (file && file.size > TEACHER_PHOTO_MAX_BYTES) return form.setFieldError('photo', s.photoTooLarge);
    setPhoto(file ? { file, url: URL.createObjectURL(file) } : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    form.onSubmit((values) => {
      save.mutate(teacher ? { id: teacher.id, changes: values } : { changes: values }, {
        onSuccess: (saved) => {
          const done = fmt(teacher ? s.updated : s.created, { name: saved.name });
          if (!photo) return onDone(saved, done);
          upload.mutate(
            { id: saved.id, photo: photo.file },
            {
              onSuccess: (withPhoto) => onDone(withPhoto, done),
              onError: (error) => {
                if (quietError(error)) return;
                form.setErrors(serverFieldErrors(error));
                setMessage(failure(s.photoFailed, error));
              },
            },
          );
        },
        onError: (error) => {
          if (quietError(error)) return;
          form.setErrors(serverFieldErrors(error));
          setMessage(failure(s.failed, error));
        },
      });
    })(event);
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
              error={form.errors.photo}
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
            {...form.getInputProps('name')}
            data-autofocus
          />
          <TextInput
            label={s.email}
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={s.mobile}
            type="tel"
            required
            autoComplete="off"
            {...form.getInputProps('mobile')}
          />
          <TextInput
            label={s.whatsapp}
            type="tel"
            autoComplete="off"
            description={s.whatsappHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('whatsapp')}
          />
          <DateField label={s.joiningDate} required {...form.getInputProps('joiningDate')} />
        </SimpleGrid>
        {teacher && <Checkbox label={s.active} {...form.getInputProps('active', { type: 'checkbox' })} />}
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
