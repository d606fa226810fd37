import { useId, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type StudyContent } from '@kaksha/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isApiClientError, isUnauthorized } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import { useContentButtons, useDeleteStudyContent, useGetMedia, useStudyContent } from '../api/content.ts';
import type { TopicCodes } from '../api/keys.ts';
import { useReorder } from '../api/chapters.ts';
import { ContentButton } from './ContentButton.tsx';
import { useMediaViewer } from './MediaViewer.tsx';
import { moved, reorderReplies } from './ReorderButtons.tsx';
import type { FormMessage } from '../../../components/FormNotice.tsx';
import classes from './learning.module.css';
import { AddContentForm } from './AddContentForm.tsx';
import { ContentRow } from './ContentRow.tsx';

const s = tLearning.manager;

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
  const [message, setMessage] = useState<FormMessage | null>(null);
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
            viewer.fail(item.ContentName, fmt(tLearning.viewer.failed, { message: errorMessage(error) }));
        },
      },
    );
  };

  const move = (from: number, to: number) => {
    if (!rows.data) return;
    setMessage(null);
    reorder.mutate(
      { what: 'contents', ...topic, contentSLNos: moved(rows.data, from, to).map((c) => c.ContentSLNo) },
      reorderReplies(setMessage),
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
            {tLearning.common.loading}
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
            {tLearning.common.loading}
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
        confirmLabel={tLearning.common.delete}
        cancelLabel={tLearning.common.cancel}
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
