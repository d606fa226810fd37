import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Chapter } from '@kaksha/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LoadFailed, Notice } from '../../../components/Notice.tsx';
import { PageCount } from '../../../components/PageCount.tsx';
import { errorMessage, isUnauthorized } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/auth/session.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import { useAddChapter, useChapterDetails, useDeleteChapter, useReorder } from '../api/chapters.ts';
import type { ChapterCodes, SubjectCodes } from '../api/keys.ts';
import { ChapterEditModal } from './ChapterEditModal.tsx';
import { ChevronIcon } from './icons.tsx';
import { moved, reorderReplies } from './ReorderButtons.tsx';
import { RowActions } from './RowActions.tsx';
import { TopicPanel } from './TopicPanel.tsx';
import classes from './learning.module.css';
import type { FormMessage } from '../../../components/FormNotice.tsx';

const s = tLearning.manager;
const PAGE_SIZE = 20;

/** The numbered chapters, one open at a time with its topics; add, edit, delete and reorder. */
export function ChapterList({ subject, canManage }: { subject: SubjectCodes; canManage: boolean }) {
  const user = useCurrentUser();
  const chapters = useChapterDetails(subject);
  const add = useAddChapter(subject);
  const remove = useDeleteChapter();
  const reorder = useReorder();
  const [open, setOpen] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [editing, setEditing] = useState<Chapter | null>(null);
  const [deleting, setDeleting] = useState<Chapter | null>(null);
  const codesOf = (chapter: Chapter): ChapterCodes => ({ ...subject, chapterCode: chapter.ChapterCode });

  const list = chapters.data?.chapters ?? [];
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const shown = list.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAddError(null);
    setMessage(null);
    if (!newName.trim()) return setAddError(s.chapterNameRequired);
    add.mutate(
      { ...subject, chapterName: newName.trim(), createdBy: user.UserType || user.EmailID },
      {
        onSuccess: (reply) => {
          setNewName('');
          setMessage({ tone: 'success', text: reply.message });
          // Show the page the new chapter is on.
          setPage(Math.ceil(reply.ChapterSlNo / PAGE_SIZE));
        },
        onError: (error) => {
          if (!isUnauthorized(error)) setAddError(`${s.addChapterFailed}: ${errorMessage(error)}`);
        },
      },
    );
  };

  const confirmDelete = (chapter: Chapter) => {
    remove.mutate(codesOf(chapter), {
      onSuccess: (reply) => {
        if (open === chapter.ChapterCode) setOpen(null);
        setMessage({ tone: 'success', text: reply.message });
      },
      onError: (error) => {
        if (!isUnauthorized(error))
          setMessage({ tone: 'error', text: `${s.deleteChapterFailed}: ${errorMessage(error)}` });
      },
      onSettled: () => setDeleting(null),
    });
  };

  const move = (from: number, to: number) => {
    setMessage(null);
    const offset = (shownPage - 1) * PAGE_SIZE;
    reorder.mutate(
      {
        what: 'chapters',
        ...subject,
        chapterCodes: moved(list, offset + from, offset + to).map((c) => c.ChapterCode),
      },
      reorderReplies(setMessage),
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={3} size="h4">
            {s.chapters}{' '}
            <Text span c="dimmed" size="sm" fw={400}>
              {subject.boardCode} · {subject.classCode} · {subject.subjectCode}
            </Text>
          </Title>
          {chapters.data && (
            <Text size="sm" c="dimmed">
              {list.length === 1 ? s.chapterCountOne : fmt(s.chapterCount, { n: list.length })}
            </Text>
          )}
        </Group>

        {canManage && (
          <form onSubmit={onAdd} noValidate>
            <Group align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                label={s.newChapter}
                value={newName}
                maxLength={200}
                error={addError}
                onChange={(e) => {
                  setNewName(e.currentTarget.value);
                  setAddError(null);
                }}
                style={{ flex: '1 1 16rem' }}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} loading={add.isPending}>
                {s.addChapter}
              </Button>
            </Group>
          </form>
        )}

        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        {chapters.isPending && <Text role="status">{tLearning.common.loading}</Text>}
        {chapters.isError && (
          <LoadFailed onRetry={() => void chapters.refetch()}>
            {s.fetchChaptersFailed}: {errorMessage(chapters.error)}
          </LoadFailed>
        )}
        {chapters.data && list.length === 0 && (
          <Text role="status">{canManage ? s.noChapters : s.noChaptersReadOnly}</Text>
        )}

        {shown.length > 0 && (
          <ol
            className={classes.list}
            aria-label={s.chaptersList}
            aria-busy={chapters.isFetching || reorder.isPending}
          >
            {shown.map((chapter, index) => {
              const isOpen = open === chapter.ChapterCode;
              const panelId = `chapter-topics-${chapter.ChapterCode}`;
              return (
                <li key={chapter.ChapterCode} className={classes.chapter} data-open={isOpen || undefined}>
                  <div className={classes.chapterHead}>
                    <button
                      type="button"
                      className={classes.toggle}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => {
                        setMessage(null);
                        setOpen(isOpen ? null : chapter.ChapterCode);
                      }}
                    >
                      <ChevronIcon open={isOpen} />
                      <span className={classes.serial}>{chapter.ChapterSlNo}.</span>
                      <span className={classes.name}>{chapter.ChapterName}</span>
                      {chapter.ChapterDefault === 'Y' && (
                        // The name gives way on a phone, never the badge ("D…" says nothing).
                        <Badge size="sm" variant="filled" color="teal.9" style={{ flexShrink: 0 }}>
                          {s.default}
                        </Badge>
                      )}
                      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {chapter.TopicCount === 1
                          ? s.topicsOfOne
                          : fmt(s.topicsOf, { n: chapter.TopicCount })}
                      </Text>
                    </button>
                    {canManage && (
                      <RowActions
                        editLabel={fmt(s.editChapter, { name: chapter.ChapterName })}
                        deleteLabel={fmt(s.deleteChapter, { name: chapter.ChapterName })}
                        onEdit={() => {
                          setMessage(null);
                          setEditing(chapter);
                        }}
                        onDelete={() => {
                          setMessage(null);
                          setDeleting(chapter);
                        }}
                        name={chapter.ChapterName}
                        index={index}
                        count={shown.length}
                        busy={reorder.isPending}
                        onMove={move}
                      />
                    )}
                  </div>
                  {isOpen && (
                    <div id={panelId} className={classes.body}>
                      <TopicPanel
                        chapter={codesOf(chapter)}
                        chapterName={chapter.ChapterName}
                        canManage={canManage}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {pages > 1 && (
          <PageCount
            page={shownPage}
            pageSize={PAGE_SIZE}
            total={list.length}
            onPageChange={setPage}
            showing={tLearning.common.showing}
            pagesLabel={fmt(tLearning.common.pages, { what: s.chapters.toLowerCase() })}
          />
        )}
      </Stack>

      <ChapterEditModal
        chapter={editing}
        codes={editing ? codesOf(editing) : null}
        onClose={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          setMessage({ tone: 'success', text });
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={s.confirmTitle}
        confirmLabel={tLearning.common.delete}
        cancelLabel={tLearning.common.cancel}
        question={s.confirmDeleteChapter}
        details={
          deleting ? `${deleting.ChapterSlNo}. ${deleting.ChapterName}. ${s.deleteDetails}` : undefined
        }
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
