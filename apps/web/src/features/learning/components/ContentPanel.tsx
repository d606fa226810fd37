import { useId, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CONTENT_FILE_ACCEPT,
  CONTENT_TYPES,
  canonicalContentType,
  type StudyContent,
} from '@kaksha/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isApiClientError, isUnauthorized } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/auth/session.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useDeleteStudyContent } from '../api/deleteStudyContent.ts';
import { useContentButtons } from '../api/getContentButtons.ts';
import { useGetMedia } from '../api/getMedia.ts';
import { useStudyContent } from '../api/getStudyContent.ts';
import { useInsertContent } from '../api/insertContent.ts';
import type { TopicCodes } from '../api/keys.ts';
import { useReorder } from '../api/reorder.ts';
import { useUpdateStudyContent } from '../api/updateStudyContent.ts';
import { useUploadContent } from '../api/uploadContent.ts';
import { ContentButton } from './ContentButton.tsx';
import { useMediaViewer } from './MediaViewer.tsx';
import { moved } from './ReorderButtons.tsx';
import { RowActions } from './RowActions.tsx';
import { WrappingField } from './WrappingField.tsx';
import fileInput from '../../../components/FileInput.module.css';
import classes from './learning.module.css';

const s = t.learning.manager;
type Message = { tone: 'success' | 'error'; text: string } | null;

/** Any http(s) URL (the server also refuses blocked simulation providers). */
const isWebUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The content of a selected topic: its buttons (open in the viewer), its rows, and, when `canManage`,
 * the rows' edit, delete and reorder actions and the add form.
 */
export function ContentPanel({
  topic,
  topicName,
  canManage,
}: {
  topic: TopicCodes;
  topicName: string;
  canManage: boolean;
}) {
  const buttons = useContentButtons(topic);
  const rows = useStudyContent(topic);
  const media = useGetMedia();
  const viewer = useMediaViewer();
  const reorder = useReorder();
  const remove = useDeleteStudyContent();
  const [message, setMessage] = useState<Message>(null);
  const [deleting, setDeleting] = useState<StudyContent | null>(null);
  const [adding, setAdding] = useState(false);
  const headingId = useId();

  const openItem = (item: { ContentSLNo: number; ContentName: string }) => {
    media.mutate(
      { ...topic, contentSLNo: item.ContentSLNo },
      {
        onSuccess: viewer.open,
        onError: (error) => {
          if (!isUnauthorized(error))
            viewer.fail(item.ContentName, fmt(t.learning.viewer.failed, { message: errorMessage(error) }));
        },
      },
    );
  };

  const move = (from: number, to: number) => {
    if (!rows.data) return;
    setMessage(null);
    reorder.mutate(
      { what: 'contents', ...topic, contentSLNos: moved(rows.data, from, to).map((c) => c.ContentSLNo) },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t.learning.common.orderSaved }),
        onError: (error) =>
          setMessage({
            tone: 'error',
            text: fmt(t.learning.common.orderFailed, { message: errorMessage(error) }),
          }),
      },
    );
  };

  const confirmDelete = (item: StudyContent) => {
    remove.mutate(
      { ...topic, contentType: item.ContentType, contentName: item.ContentName, contentURL: item.ContentURL },
      {
        onSuccess: (reply) =>
          setMessage(
            reply.success
              ? { tone: 'success', text: s.contentDeleted }
              : { tone: 'error', text: fmt(s.deleteContentFailed, { message: reply.message }) },
          ),
        onError: (error) =>
          setMessage({
            tone: 'error',
            text:
              isApiClientError(error) && error.kind === 'http'
                ? fmt(s.deleteContentFailed, { message: errorMessage(error) })
                : s.deleteContentError,
          }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <section className={classes.contentPanel} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={5} id={headingId}>
          {fmt(s.contentButtons, { name: topicName })}
        </Title>
        {buttons.isPending && (
          <Text size="sm" role="status">
            {t.learning.common.loading}
          </Text>
        )}
        {buttons.isError && <Notice tone="error">{errorMessage(buttons.error)}</Notice>}
        {buttons.data && buttons.data.length === 0 && (
          <Text size="sm" role="status">
            {s.noContent}
          </Text>
        )}
        {buttons.data && buttons.data.length > 0 && (
          <Group gap="xs">
            {buttons.data.map((item) => (
              <ContentButton
                key={item.ContentSLNo}
                type={item.ContentType}
                name={item.ContentName}
                loading={media.isPending && media.variables?.contentSLNo === item.ContentSLNo}
                onClick={() => openItem(item)}
              />
            ))}
          </Group>
        )}

        <Title order={6} mt="xs">
          {s.content}
        </Title>
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        {rows.isPending && (
          <Text size="sm" role="status">
            {t.learning.common.loading}
          </Text>
        )}
        {rows.isError && <Notice tone="error">{errorMessage(rows.error)}</Notice>}
        {rows.data && rows.data.length === 0 && <Text size="sm">{s.noContent}</Text>}
        {rows.data && rows.data.length > 0 && (
          <ol className={classes.list} aria-label={s.content} style={{ gap: 0 }}>
            {rows.data.map((item, index) => (
              <ContentRow
                key={`${item.ContentSLNo}-${item.ContentName}-${item.ContentURL}`}
                topic={topic}
                item={item}
                index={index}
                count={rows.data.length}
                busy={reorder.isPending}
                canManage={canManage}
                onMove={move}
                onDelete={() => {
                  setMessage(null);
                  setDeleting(item);
                }}
                onMessage={setMessage}
              />
            ))}
          </ol>
        )}

        {canManage &&
          (adding ? (
            <AddContentForm
              topic={topic}
              onClose={() => setAdding(false)}
              onAdded={(text) => {
                setAdding(false);
                setMessage({ tone: 'success', text });
              }}
            />
          ) : (
            <Group>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  setMessage(null);
                  setAdding(true);
                }}
              >
                {s.addContent}
              </Button>
            </Group>
          ))}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={s.confirmTitle}
        confirmLabel={t.learning.common.delete}
        cancelLabel={t.learning.common.cancel}
        question={s.confirmDeleteContent}
        details={deleting ? `${deleting.ContentType}: ${deleting.ContentName}` : undefined}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {viewer.viewer}
    </section>
  );
}

/** One content item: read-only until the pencil, then name and URL are editable and Update saves. */
function ContentRow({
  topic,
  item,
  index,
  count,
  busy,
  canManage,
  onMove,
  onDelete,
  onMessage,
}: {
  topic: TopicCodes;
  item: StudyContent;
  index: number;
  count: number;
  busy: boolean;
  canManage: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
  onMessage: (message: Message) => void;
}) {
  const user = useCurrentUser();
  const update = useUpdateStudyContent();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.ContentName);
  const [url, setUrl] = useState(item.ContentURL);
  const isFile = item.ContentSource === 'file';
  const label = fmt(s.rowLabel, { n: item.ContentSLNo, type: item.ContentType });

  const cancel = () => {
    setEditing(false);
    setName(item.ContentName);
    setUrl(item.ContentURL);
  };

  const save = () => {
    onMessage(null);
    const isSimulation = canonicalContentType(item.ContentType) === 'Simulation Video';
    if (!name.trim() || !url.trim()) return onMessage({ tone: 'error', text: s.contentRequired });
    // An uploaded file keeps its own address; a typed one must be http(s).
    if (!(isFile && url.trim() === item.ContentURL) && !isWebUrl(url.trim()))
      return onMessage({ tone: 'error', text: isSimulation ? s.invalidSimulationUrl : s.invalidUrl });
    update.mutate(
      {
        ...topic,
        contentSLNo: item.ContentSLNo,
        contentType: item.ContentType,
        contentName: name.trim(),
        contentURL: url.trim(),
        updatedBy: user.UserType || user.EmailID,
      },
      {
        onSuccess: (reply) => {
          if (reply.success) {
            setEditing(false);
            onMessage({ tone: 'success', text: s.contentUpdated });
          } else onMessage({ tone: 'error', text: fmt(s.updateContentFailed, { message: reply.message }) });
        },
        onError: (error) =>
          onMessage({
            tone: 'error',
            text:
              isApiClientError(error) && error.kind === 'http'
                ? fmt(s.updateContentFailed, { message: errorMessage(error) })
                : s.updateContentError,
          }),
      },
    );
  };

  return (
    <li className={classes.contentRow} aria-label={label}>
      <span className={classes.serial}>{item.ContentSLNo}.</span>
      <div className={classes.contentFields}>
        <WrappingField
          label={s.name}
          size="xs"
          value={name}
          readOnly={!editing}
          className={editing ? undefined : classes.quiet}
          onChange={setName}
          onEnter={editing ? save : undefined}
          maxLength={200}
        />
        <WrappingField
          label={
            isFile && url === item.ContentURL ? fmt(s.uploadedFile, { name: item.FileName ?? '' }) : s.url
          }
          size="xs"
          value={url}
          readOnly={!editing}
          className={editing ? undefined : classes.quiet}
          onChange={setUrl}
          onEnter={editing ? save : undefined}
          maxLength={2000}
        />
      </div>
      <div className={classes.contentMeta}>
        <Badge variant="default" radius="sm" styles={{ label: { textTransform: 'none' } }}>
          {item.ContentType}
        </Badge>
        {canManage && (
          <RowActions
            editLabel={fmt(s.editContent, { name: item.ContentName })}
            deleteLabel={fmt(s.deleteContent, { name: item.ContentName })}
            onEdit={() => setEditing(true)}
            onDelete={onDelete}
            inlineEdit={editing ? { saving: update.isPending, onSave: save, onCancel: cancel } : null}
            name={item.ContentName}
            index={index}
            count={count}
            busy={busy}
            onMove={onMove}
          />
        )}
      </div>
    </li>
  );
}

/** Type, name, and a URL or an uploaded file. */
function AddContentForm({
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
              { value: '', label: t.learning.manager.pick },
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
            {t.learning.common.cancel}
          </Button>
          <Button size="xs" type="submit" loading={insert.isPending || upload.isPending}>
            {t.learning.common.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
