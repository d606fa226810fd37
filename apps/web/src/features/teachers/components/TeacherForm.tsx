import { DateField } from '../../../components/DateField.tsx';
import { useState, type FormEvent } from 'react';
import { Avatar, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEACHER_PHOTO_MAX_BYTES, teacherInput, type Teacher } from '@kaksha/contracts';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tTeachers } from '../../../lib/i18n/teachers.ts';
import { useFilePreview } from '../../../lib/useFilePreview.ts';
import { teacherPhotoUrl, useSaveTeacher, useUploadTeacherPhoto } from '../api/teachers.ts';
import { FileField } from '../../../components/FileField.tsx';
import { saveFailed } from '../../../components/formProblem.ts';
import { FormActions } from '../../../components/FormActions.tsx';

const s = tTeachers.form;
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const photoProblem = (file: File) =>
  !PHOTO_TYPES.includes(file.type)
    ? s.photoType
    : file.size > TEACHER_PHOTO_MAX_BYTES
      ? s.photoTooLarge
      : null;

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
  const [photo, fileRef] = useFilePreview(photoProblem);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const name = form.values.name;
  const choosePhoto = (file: File | null) => {
    form.clearFieldError('photo');
    photo.choose(file);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    form.onSubmit((values) => {
      save.mutate(teacher ? { id: teacher.id, changes: values } : { changes: values }, {
        onSuccess: (saved) => {
          const done = fmt(teacher ? s.updated : s.created, { name: saved.name });
          if (!photo.preview) return onDone(saved, done);
          upload.mutate(
            { id: saved.id, photo: photo.preview.file },
            {
              onSuccess: (withPhoto) => onDone(withPhoto, done),
              onError: saveFailed(form, setMessage, s.photoFailed),
            },
          );
        },
        onError: saveFailed(form, setMessage, s.failed),
      });
    })(event);
  };

  const shown = photo.preview?.url ?? (teacher?.hasPhoto ? teacherPhotoUrl(teacher.id) : null);

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
              // The file's own check, else what the server said of it.
              error={photo.problem ?? form.errors.photo}
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
        <FormActions
          problem={message}
          words={s}
          busy={save.isPending || upload.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
