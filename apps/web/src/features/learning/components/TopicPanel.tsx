import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Topic } from '@kaksha/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import type { FormMessage } from '../../../components/FormNotice.tsx';
import { LoadFailed, Notice } from '../../../components/Notice.tsx';
import { errorMessage, isApiClientError, isUnauthorized } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/auth/session.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import { useAddTopic, useDeleteTopic, useTopicDetails, useUpdateTopic } from '../api/topics.ts';
import type { ChapterCodes } from '../api/keys.ts';
import { useReorder } from '../api/chapters.ts';
import { ContentPanel } from './ContentPanel.tsx';
import { ChevronIcon } from './icons.tsx';
import { moved, reorderReplies } from './ReorderButtons.tsx';
import { RowActions } from './RowActions.tsx';
import { WrappingField } from './WrappingField.tsx';
import classes from './learning.module.css';

const s = tLearning.manager;
type Message = FormMessage | null;

/**
 * The topics of an open chapter (fetched when it opens): add, rename, delete, reorder when `canManage`;
 * select one for its content.
 */
export function TopicPanel({
  chapter,
  chapterName,
  canManage,
}: {
  chapter: ChapterCodes;
  chapterName: string;
  canManage: boolean;
}) {
  const user = useCurrentUser();
  const topics = useTopicDetails(chapter);
  const add = useAddTopic();
  const remove = useDeleteTopic();
  const reorder = useReorder();
  const [selected, setSelected] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [deleting, setDeleting] = useState<Topic | null>(null);

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAddError(null);
    setMessage(null);
    if (!newName.trim()) return setAddError(s.topicRequired);
    add.mutate(
      { ...chapter, topicName: newName.trim(), createdBy: user.UserType || user.EmailID },
      {
        onSuccess: (reply) => {
          setNewName('');
          setMessage({ tone: 'success', text: reply.message });
        },
        onError: (error) => {
          if (!isUnauthorized(error)) setAddError(`${s.addTopicFailed}: ${errorMessage(error)}`);
        },
      },
    );
  };

  const confirmDelete = (topic: Topic) => {
    remove.mutate(
      { ...chapter, topicCode: topic.TopicCode },
      {
        onSuccess: (reply) => {
          if (selected === topic.TopicCode) setSelected(null);
          setMessage({
            tone: reply.success ? 'success' : 'error',
            text: reply.success ? s.topicDeleted : reply.message,
          });
        },
        onError: (error) =>
          setMessage({
            tone: 'error',
            // A reply that is not JSON: the spec's own words.
            text: isApiClientError(error) && error.kind === 'parse' ? s.invalidResponse : errorMessage(error),
          }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const move = (from: number, to: number) => {
    if (!topics.data) return;
    setMessage(null);
    reorder.mutate(
      { what: 'topics', ...chapter, topicCodes: moved(topics.data.topics, from, to).map((x) => x.TopicCode) },
      reorderReplies(setMessage),
    );
  };

  const list = topics.data?.topics ?? [];
  return (
    <Stack gap="sm">
      {topics.isPending && (
        <Text size="sm" role="status">
          {tLearning.common.loading}
        </Text>
      )}
      {topics.isError && (
        <LoadFailed onRetry={() => void topics.refetch()}>
          {s.fetchTopicsFailed}: {errorMessage(topics.error)}
        </LoadFailed>
      )}
      {topics.data && list.length === 0 && (
        <Text size="sm" role="status">
          {s.noTopics}
        </Text>
      )}
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {list.length > 0 && (
        <ol className={classes.list} aria-label={fmt(s.topicsList, { name: chapterName })}>
          {list.map((topic, index) => (
            <TopicRow
              key={topic.TopicCode}
              chapter={chapter}
              topic={topic}
              index={index}
              count={list.length}
              busy={reorder.isPending}
              canManage={canManage}
              selected={selected === topic.TopicCode}
              onToggle={() =>
                setSelected((current) => (current === topic.TopicCode ? null : topic.TopicCode))
              }
              onMove={move}
              onDelete={() => {
                setMessage(null);
                setDeleting(topic);
              }}
              onMessage={setMessage}
            />
          ))}
        </ol>
      )}
      {canManage && (
        <form onSubmit={onAdd} noValidate>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label={s.newTopic}
              size="xs"
              value={newName}
              maxLength={200}
              error={addError}
              onChange={(e) => {
                setNewName(e.currentTarget.value);
                setAddError(null);
              }}
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" size="xs" mt={{ base: 0, xs: 21 }} loading={add.isPending}>
              {s.addTopic}
            </Button>
          </Group>
        </form>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={s.confirmTitle}
        confirmLabel={tLearning.common.delete}
        cancelLabel={tLearning.common.cancel}
        question={s.confirmDeleteTopic}
        details={deleting ? `${deleting.TopicName}. ${s.deleteTopicDetails}` : undefined}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function TopicRow({
  chapter,
  topic,
  index,
  count,
  busy,
  canManage,
  selected,
  onToggle,
  onMove,
  onDelete,
  onMessage,
}: {
  chapter: ChapterCodes;
  topic: Topic;
  index: number;
  count: number;
  busy: boolean;
  canManage: boolean;
  selected: boolean;
  onToggle: () => void;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
  onMessage: (message: Message) => void;
}) {
  const user = useCurrentUser();
  const update = useUpdateTopic();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(topic.TopicName);
  const panelId = `topic-content-${topic.TopicCode}`;
  const codes = { ...chapter, topicCode: topic.TopicCode };

  const save = () => {
    onMessage(null);
    if (!name.trim()) return onMessage({ tone: 'error', text: s.topicRequired });
    update.mutate(
      { ...codes, topicName: name.trim(), updatedBy: user.UserType || user.EmailID },
      {
        onSuccess: () => {
          setEditing(false);
          onMessage({ tone: 'success', text: s.topicUpdated });
        },
        onError: (error) => {
          if (!isUnauthorized(error)) onMessage({ tone: 'error', text: s.topicUpdateFailed });
        },
      },
    );
  };

  return (
    <li className={classes.topic} data-selected={selected || undefined}>
      <div className={classes.topicHead}>
        <span className={classes.serial}>{topic.TopicSLNo}.</span>
        <WrappingField
          aria-label={fmt(s.topicName, { n: topic.TopicSLNo })}
          size="xs"
          value={name}
          disabled={!editing}
          maxLength={200}
          className={`${classes.topicName} ${editing ? '' : classes.quiet}`}
          onChange={setName}
          onEnter={save}
        />
        <Button
          size="compact-sm"
          variant={selected ? 'filled' : 'light'}
          className={classes.openTopic}
          aria-expanded={selected}
          aria-controls={panelId}
          aria-label={fmt(s.openTopic, { name: topic.TopicName })}
          onClick={onToggle}
          rightSection={<ChevronIcon open={selected} />}
        >
          {topic.ContentCount === 1 ? s.contentOfOne : fmt(s.contentOf, { n: topic.ContentCount })}
        </Button>
        {canManage && (
          <RowActions
            className={classes.topicActions}
            editLabel={fmt(s.editTopic, { name: topic.TopicName })}
            deleteLabel={fmt(s.deleteTopic, { name: topic.TopicName })}
            onEdit={() => setEditing(true)}
            onDelete={onDelete}
            inlineEdit={
              editing
                ? {
                    saving: update.isPending,
                    onSave: save,
                    onCancel: () => {
                      setEditing(false);
                      setName(topic.TopicName);
                    },
                  }
                : null
            }
            name={topic.TopicName}
            index={index}
            count={count}
            busy={busy}
            onMove={onMove}
          />
        )}
      </div>
      {selected && (
        <div id={panelId}>
          <ContentPanel topic={codes} topicName={topic.TopicName} canManage={canManage} />
        </div>
      )}
    </li>
  );
}
