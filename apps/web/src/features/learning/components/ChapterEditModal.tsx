import { useId, useState, type FormEvent } from 'react';
import { Button, Group, Image, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CHAPTER_IMAGE_MAX_BYTES,
  CHAPTER_IMAGE_TYPES,
  updateChapterFields,
  type Chapter,
} from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isUnauthorized } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/auth/session.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import { useFilePreview } from '../../../lib/useFilePreview.ts';
import { useMediaQuery } from '@mantine/hooks';
import { useChapterImage, useUpdateChapter } from '../api/chapters.ts';
import type { ChapterCodes } from '../api/keys.ts';
import classes from './learning.module.css';

const s = tLearning.manager;

/** An image is refused at 5MB and over (the spec: less than 5MB), or when not a PNG, JPEG or WebP. */
const imageProblem = (file: File) =>
  file.size >= CHAPTER_IMAGE_MAX_BYTES
    ? s.imageTooLarge
    : !(CHAPTER_IMAGE_TYPES as readonly string[]).includes(file.type)
      ? s.imageType
      : null;

/** Chapter edit: name, default flag (Y/N) and an optional image under 5MB. */
export function ChapterEditModal({
  chapter,
  codes,
  onClose,
  onSaved,
}: {
  chapter: Chapter | null;
  codes: ChapterCodes | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const phone = !useMediaQuery('(min-width: 36em)', undefined, { getInitialValueInEffect: false });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': tLearning.common.close }}
      opened={chapter !== null}
      onClose={onClose}
      title={s.editTitle}
      fullScreen={phone}
    >
      {chapter && codes && (
        <ChapterEditForm
          key={codes.chapterCode}
          chapter={chapter}
          codes={codes}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function ChapterEditForm({
  chapter,
  codes,
  onClose,
  onSaved,
}: {
  chapter: Chapter;
  codes: ChapterCodes;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const user = useCurrentUser();
  const details = useChapterImage(codes);
  const update = useUpdateChapter();
  const updatedBy = user.UserType || user.EmailID;
  const form = useForm({
    initialValues: { chapterName: chapter.ChapterName, chapterDefault: chapter.ChapterDefault },
    validate: zodResolver(updateChapterFields, (values) => ({ ...codes, ...values, updatedBy })),
  });
  // Checked when chosen (the schema has no file); the message stays until another file is chosen.
  const [image, fileRef] = useFilePreview(imageProblem);
  const imageError = image.problem;
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit(
      (values) => {
        update.mutate(
          {
            chapter: codes,
            chapterName: values.chapterName.trim(),
            chapterDefault: values.chapterDefault,
            updatedBy,
            chapterImage: image.preview?.file ?? null,
          },
          {
            onSuccess: (reply) => onSaved(reply.message),
            onError: (error) => {
              if (!isUnauthorized(error)) setProblem(`${s.updateChapterFailed}: ${errorMessage(error)}`);
            },
          },
        );
      },
      // The contract's one message for a missing code, name or flag, said once above the buttons.
      (errors) => setProblem(String(Object.values(errors)[0])),
    )(event);
  };

  const current = details.data?.data.ChapterImage ?? null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {details.isError && (
          <Notice tone="error">
            {s.loadChapterFailed}: {errorMessage(details.error)}
          </Notice>
        )}
        <TextInput
          label={s.chapterName}
          required
          maxLength={200}
          {...form.getInputProps('chapterName', { withError: false })}
          onChange={(e) => {
            form.setFieldValue('chapterName', e.currentTarget.value);
            setProblem(null);
          }}
          data-autofocus
        />
        <Radio.Group
          label={s.defaultLabel}
          description={s.defaultHint}
          {...form.getInputProps('chapterDefault', { withError: false })}
          required
        >
          <Group gap="lg" mt={6}>
            <Radio value="Y" label={s.yes} />
            <Radio value="N" label={s.no} />
          </Group>
        </Radio.Group>
        <div>
          <label htmlFor={fileId} className={classes.fileLabel}>
            {s.image}
          </label>
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept={CHAPTER_IMAGE_TYPES.join(',')}
            className={classes.file}
            aria-describedby={`${fileId}-hint${imageError ? ` ${fileId}-error` : ''}`}
            aria-invalid={imageError ? true : undefined}
            onChange={(e) => image.choose(e.currentTarget.files?.[0] ?? null)}
          />
          <Text size="sm" c="dimmed" mt={4} id={`${fileId}-hint`}>
            {s.imageHint}
          </Text>
          {imageError && (
            <Text size="sm" c="var(--kaksha-danger, #b91c1c)" mt={4} id={`${fileId}-error`} role="alert">
              {imageError}
            </Text>
          )}
        </div>
        <Group gap="md" align="flex-start">
          {details.isPending ? (
            <Text size="sm" role="status">
              {tLearning.common.loading}
            </Text>
          ) : image.preview || current ? (
            <Image
              src={image.preview?.url ?? current}
              alt={fmt(image.preview ? s.newImage : s.currentImage, { name: chapter.ChapterName })}
              w={120}
              h={90}
              fit="cover"
              radius="md"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {s.noImage}
            </Text>
          )}
        </Group>
        {problem && <Notice tone="error">{problem}</Notice>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tLearning.common.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {s.saveChapter}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
