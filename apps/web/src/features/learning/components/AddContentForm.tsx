import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { CONTENT_FILE_ACCEPT, CONTENT_TYPES } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isApiClientError, isUnauthorized } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/auth/session.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import { useInsertContent, useUploadContent } from '../api/content.ts';
import type { TopicCodes } from '../api/keys.ts';
import fileInput from '../../../components/FileInput.module.css';
import { isWebUrl } from './contentUrl.ts';

const s = tLearning.manager;

/** Type, name, and a URL or an uploaded file. */
export function AddContentForm({
  topic,
  onClose,
  onAdded,
}: {
  topic: TopicCodes;
  onClose: () => void;
  onAdded: (message: string) => void;
}) {
  const user = useCurrentUser();
  const insert = useInsertContent();
  const upload = useUploadContent();
  const [type, setType] = useState('');
  const [name, setName] = useState('');
  const [source, setSource] = useState<'url' | 'file'>('url');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const isVideo = type === 'Video' || type === 'Activity Video' || type === 'Simulation Video';
  const useFile = source === 'file' && !isVideo;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!type || !name.trim() || (useFile ? !file : !url.trim())) return setProblem(s.contentRequired);
    if (!useFile && !isWebUrl(url.trim())) return setProblem(s.invalidUrl);
    const callbacks = {
      onSuccess: (reply: { respCode: string; respMsg: string }) => {
        if (reply.respCode === '0') onAdded(s.contentAdded);
        else if (reply.respCode === '2') setProblem(reply.respMsg);
        else setProblem(fmt(s.addContentFailed, { message: reply.respMsg }));
      },
      onError: (error: unknown) => {
        if (isUnauthorized(error)) return;
        setProblem(
          isApiClientError(error) && error.kind === 'http'
            ? fmt(s.addContentFailed, { message: errorMessage(error) })
            : s.addContentError,
        );
      },
    };
    if (useFile && file)
      upload.mutate({ ...topic, contentType: type, contentName: name.trim(), file }, callbacks);
    else
      insert.mutate(
        {
          ...topic,
          contentType: type,
          contentName: name.trim(),
          contentUrl: url.trim(),
          createdBy: user.UserType || user.EmailID,
        },
        callbacks,
      );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={s.addContentTitle}>
      <Stack gap="sm" p="sm" style={{ border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 8 }}>
        <Text fw={600} size="sm">
          {s.addContentTitle}
        </Text>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <NativeSelect
            label={s.contentType}
            required
            value={type}
            onChange={(e) => setType(e.currentTarget.value)}
            data={[
              { value: '', label: tLearning.manager.pick },
              ...CONTENT_TYPES.map((type) => ({ value: type, label: type })),
            ]}
            style={{ minWidth: '12rem' }}
          />
          <TextInput
            label={s.contentName}
            required
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ minWidth: '12rem' }}
          />
        </Group>
        {!isVideo && (
          <Radio.Group
            label={s.source}
            value={source}
            onChange={(v) => setSource(v === 'file' ? 'file' : 'url')}
          >
            <Group gap="lg" mt={4}>
              <Radio value="url" label={s.sourceLink} />
              <Radio value="file" label={s.sourceFile} />
            </Group>
          </Radio.Group>
        )}
        {useFile ? (
          <div>
            <label htmlFor={fileId} className={fileInput.label}>
              {s.contentFile}
            </label>
            <input
              ref={fileRef}
              id={fileId}
              type="file"
              accept={CONTENT_FILE_ACCEPT}
              className={fileInput.input}
              aria-describedby={`${fileId}-hint`}
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
            <Text size="xs" c="dimmed" mt={4} id={`${fileId}-hint`}>
              {s.contentFileHint}
            </Text>
          </div>
        ) : (
          <TextInput
            label={s.contentUrl}
            description={s.contentUrlHint}
            required
            type="url"
            value={url}
            maxLength={2000}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
        )}
        {problem && <Notice tone="error">{problem}</Notice>}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            {tLearning.common.cancel}
          </Button>
          <Button size="xs" type="submit" loading={insert.isPending || upload.isPending}>
            {tLearning.common.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
