import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { sessionTopicsInput, type SessionCoverage } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';
import { useMarkCovered, useSessionTopics } from '../api/batchContent.ts';
import { plural } from '../../../lib/i18n/plural.ts';
import classes from './batchContent.module.css';

const s = tBatchContent.classes;
type PlannedTopic = SessionCoverage['plan'][number];

interface FormProps {
  batchId: number;
  onCancel: () => void;
  /** Called with how many topics the class now covers, in words ("2 topics"). */
  onSaved: (topics: string) => void;
}

/** What one class covered: its subject's plan as checkboxes, ticked as saved; fetched afresh each time it opens. */
export function MarkCoveredForm({ sessionId, ...props }: FormProps & { sessionId: number }) {
  const coverage = useSessionTopics(sessionId);
  if (coverage.isError) return <FormNotice message={failure(s.topicsFailed, coverage.error)} />;
  if (!coverage.isFetchedAfterMount || !coverage.data)
    return (
      <Text size="sm" role="status">
        {s.loadingTopics}
      </Text>
    );
  const data = coverage.data;
  if (data.subjectId === null || data.plan.length === 0)
    return (
      <Stack gap="md">
        <Text size="sm">{data.subjectId === null ? s.noSubjectPlan : s.noPlan}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t.common.close}
          </Button>
        </Group>
      </Stack>
    );
  return <TopicChecklist coverage={data} {...props} />;
}

function TopicChecklist({ coverage, batchId, onCancel, onSaved }: FormProps & { coverage: SessionCoverage }) {
  const formats = useFormats();
  const mark = useMarkCovered(batchId);
  const planned = new Set(coverage.plan.map((x) => x.topicId));
  // Only the plan's topics can be marked: one taken out of the plan since is not offered again.
  const [ticked, setTicked] = useState(() => coverage.covered.filter((id) => planned.has(id)).map(String));
  const offPlan = coverage.covered.filter((id) => !planned.has(id)).length;
  const [message, setMessage] = useState<FormMessage | null>(null);
  // What other classes covered is behind a button: the list opens on this class's topics and those to come.
  const [showEarlier, setShowEarlier] = useState(false);
  const mine = new Set(coverage.covered);
  const byOthers = (x: PlannedTopic) => x.coveredOn !== null && !mine.has(x.topicId);
  const earlier = coverage.plan.filter(byOthers).length;
  const shown = showEarlier
    ? coverage.plan
    : coverage.plan.filter((x) => !byOthers(x) || ticked.includes(String(x.topicId)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = sessionTopicsInput.safeParse({ topicIds: ticked.map(Number) });
    if (!parsed.success)
      return setMessage({ tone: 'error', text: s.failed, detail: parsed.error.issues[0]?.message });
    mark.mutate(
      { sessionId: coverage.sessionId, topicIds: parsed.data.topicIds },
      {
        onSuccess: (saved) => onSaved(plural(saved.covered.length, tBatchContent.topics)),
        onError: (error) => {
          if (!isUnauthorized(error)) setMessage(failure(s.failed, error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Checkbox.Group label={s.topics} description={s.tickIntro} value={ticked} onChange={setTicked}>
          <Stack gap="sm" mt="xs" id="bc-covered-topics">
            {shown.length === 0 && (
              <Text size="sm" c="dimmed">
                {s.allCoveredElsewhere}
              </Text>
            )}
            {shown.map((x) => (
              <Checkbox
                key={x.topicId}
                value={String(x.topicId)}
                label={x.topicName}
                description={
                  x.coveredOn
                    ? fmt(s.coveredOn, {
                        chapter: x.chapterName,
                        date: formats.calendarDate(x.coveredOn),
                        classes: plural(x.sessions, tBatchContent.classCount),
                      })
                    : fmt(s.notCovered, { chapter: x.chapterName })
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {earlier > 0 && (
          <Button
            variant="subtle"
            w="fit-content"
            aria-expanded={showEarlier}
            aria-controls="bc-covered-topics"
            onClick={() => setShowEarlier((x) => !x)}
          >
            {fmt(showEarlier ? s.hideEarlier : s.showEarlier, {
              topics: plural(earlier, tBatchContent.topics),
            })}
          </Button>
        )}
        {offPlan > 0 && (
          <Text size="sm" c="dimmed">
            {fmt(s.offPlan, { topics: plural(offPlan, tBatchContent.topics) })}
          </Text>
        )}
        <FormNotice message={message} />
        <Group justify="flex-end" gap="sm" className={classes.formActions}>
          <Button variant="default" onClick={onCancel}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={mark.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
