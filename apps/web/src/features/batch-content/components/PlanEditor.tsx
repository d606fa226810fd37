import { useState } from 'react';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { syllabusPlanInput, type BatchSyllabus, type SubjectCoverage } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';
import { useSavePlan } from '../api/batchContent.ts';
import { ChapterChecklist } from './ChapterChecklist.tsx';
import { NoChapters } from './NoChapters.tsx';
import { addChapter, toggleTopic, type DraftTopic } from './planDraft.ts';
import { TeachingOrder } from './TeachingOrder.tsx';
import { plural } from '../../../lib/i18n/plural.ts';
import classes from './batchContent.module.css';

const e = tBatchContent.editor;

/**
 * One subject's plan: tick topics chapter by chapter (or a whole chapter), put the chosen ones in
 * teaching order, save. Side by side where there is room; on a phone, where the chapters would push
 * the order screens away, one tab each. Topics planned before that no chapter offers now stay listed.
 */
export function PlanEditor({
  batchId,
  subject,
  chapters,
  onSaved,
  onCancel,
}: {
  batchId: number;
  subject: SubjectCoverage;
  chapters: BatchSyllabus['chapters'];
  onSaved: (message: FormMessage) => void;
  onCancel: () => void;
}) {
  const save = useSavePlan(batchId);
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [draft, setDraft] = useState<DraftTopic[]>(() =>
    subject.topics.map(({ topicId, topicName, chapterName }) => ({ topicId, topicName, chapterName })),
  );
  const [message, setMessage] = useState<FormMessage | null>(null);
  const chosen = new Set(draft.map((x) => x.topicId));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = syllabusPlanInput.safeParse({
      subjectId: subject.subjectId,
      topicIds: draft.map((x) => x.topicId),
    });
    if (!parsed.success)
      return setMessage({ tone: 'error', text: e.failed, detail: parsed.error.issues[0]?.message });
    save.mutate(parsed.data, {
      onSuccess: () =>
        onSaved({
          tone: 'success',
          text: fmt(e.saved, {
            subject: subject.subjectName,
            topics: plural(draft.length, tBatchContent.topics),
          }),
        }),
      onError: (error) => {
        if (!isUnauthorized(error)) setMessage(failure(e.failed, error));
      },
    });
  };

  const choose = chapters.length > 0 && (
    <ChapterChecklist
      chapters={chapters}
      chosen={chosen}
      onToggle={(topic) => setDraft((d) => toggleTopic(d, topic))}
      onAddChapter={(chapter) => setDraft((d) => addChapter(d, chapter))}
    />
  );
  const order = <TeachingOrder draft={draft} onChange={setDraft} />;
  const chooseTitle = fmt(e.chapters, { subject: subject.subjectName });
  const orderTitle = fmt(e.orderCount, { count: draft.length });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{e.intro}</Text>
        {chapters.length === 0 && <NoChapters subject={subject.subjectName} />}
        {wide || !choose ? (
          <div className={classes.editor}>
            {choose && (
              <section aria-labelledby="bc-editor-chapters">
                <Title order={3} size="h5" id="bc-editor-chapters" mb="xs">
                  {chooseTitle}
                </Title>
                {choose}
              </section>
            )}
            <section aria-labelledby="bc-editor-order">
              <Title order={3} size="h5" id="bc-editor-order" mb="xs">
                {orderTitle}
              </Title>
              {order}
            </section>
          </div>
        ) : (
          <Tabs defaultValue="choose">
            <Tabs.List grow>
              <Tabs.Tab value="choose">{e.chooseTab}</Tabs.Tab>
              <Tabs.Tab value="order">{orderTitle}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="choose" pt="sm">
              {choose}
            </Tabs.Panel>
            <Tabs.Panel value="order" pt="sm">
              {order}
            </Tabs.Panel>
          </Tabs>
        )}
        <FormNotice message={message} />
        <Group justify="flex-end" gap="sm" className={classes.formActions}>
          <Button variant="default" onClick={onCancel}>
            {e.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {e.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
