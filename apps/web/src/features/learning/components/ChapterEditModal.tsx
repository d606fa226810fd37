import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Image, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { CHAPTER_IMAGE_MAX_BYTES, CHAPTER_IMAGE_TYPES, type Chapter } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isUnauthorized } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/auth/session.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useMediaQuery } from '@mantine/hooks';
import { useChapterImage } from '../api/getChapterImage.ts';
import type { ChapterCodes } from '../api/keys.ts';
import { useUpdateChapter } from '../api/updateChapter.ts';
import classes from './learning.module.css';

const s = t.learning.manager;

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
      closeButtonProps={{ 'aria-label': t.learning.common.close }}
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
  const [name, setName] = useState(chapter.ChapterName);
  const [isDefault, setDefault] = useState<'Y' | 'N'>(chapter.ChapterDefault);
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  // The preview's object URL is released when replaced or on leaving.
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.url);
    },
    [image],
  );

  const chooseImage = (file: File | null) => {
    setImageError(null);
    if (!file) return setImage(null);
    if (file.size >= CHAPTER_IMAGE_MAX_BYTES) {
      setImageError(s.imageTooLarge);
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    if (!(CHAPTER_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setImageError(s.imageType);
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setImage({ file, url: URL.createObjectURL(file) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!codes.chapterCode || !name.trim() || !isDefault) {
      setProblem(s.chapterRequired);
      return;
    }
    update.mutate(
      {
        chapter: codes,
        chapterName: name.trim(),
        chapterDefault: isDefault,
        updatedBy: user.UserType || user.EmailID,
        chapterImage: image?.file ?? null,
      },
      {
        onSuccess: (reply) => onSaved(reply.message),
        onError: (error) => {
          if (!isUnauthorized(error)) setProblem(`${s.updateChapterFailed}: ${errorMessage(error)}`);
        },
      },
    );
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
          value={name}
          maxLength={200}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setProblem(null);
          }}
          data-autofocus
        />
        <Radio.Group
          label={s.defaultLabel}
          description={s.defaultHint}
          value={isDefault}
          onChange={(value) => setDefault(value === 'Y' ? 'Y' : 'N')}
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
            onChange={(e) => chooseImage(e.currentTarget.files?.[0] ?? null)}
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
              {t.learning.common.loading}
            </Text>
          ) : image || current ? (
            <Image
              src={image?.url ?? current}
              alt={fmt(image ? s.newImage : s.currentImage, { name: chapter.ChapterName })}
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
            {t.learning.common.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {s.saveChapter}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
