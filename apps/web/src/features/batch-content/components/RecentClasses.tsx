import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ClassSession } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { isApiClientError } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';
import { useBatchClasses } from '../api/batchContent.ts';
import { MarkCoveredForm } from './MarkCoveredForm.tsx';
import { addDays, dayName } from './words.ts';
import classes from './batchContent.module.css';
import { SectionCard } from '../../../components/SectionCard.tsx';

const s = tBatchContent.classes;
/** Two weeks back, today included: the classes a coordinator still catches up on. */
const WINDOW_DAYS = 14;
/** A busy batch has dozens of classes a fortnight: the latest few first, the rest on asking. */
const FIRST_SHOWN = 5;

/** The form open for a class; kept while the modal fades out, so its title does not change. */
type Marking = { session: ClassSession; open: boolean; opening: number };

/** The batch's held (scheduled) classes of the last two weeks, newest first, each to mark what it covered. */
export function RecentClasses({ batchId }: { batchId: number }) {
  const formats = useFormats();
  const today = formats.dayOf(new Date());
  const sessions = useBatchClasses(batchId, addDays(today, -(WINDOW_DAYS - 1)), today);
  const [marking, setMarking] = useState<Marking | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [showAll, setShowAll] = useState(false);
  const rows = (sessions.data?.data ?? [])
    .filter((x) => x.status === 'scheduled')
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  // Judged when the list was fetched; the server has the last word when the form is saved.
  const fetchedAt = sessions.dataUpdatedAt;
  const subjectOf = (x: ClassSession) => x.subjectName ?? s.noSubject;
  const timeOf = (x: ClassSession) => `${formats.time(x.startsAt)}–${formats.time(x.endsAt)}`;
  const open = (session: ClassSession) => {
    setNotice(null);
    setMarking((m) => ({ session, open: true, opening: (m?.opening ?? 0) + 1 }));
  };
  const close = () => setMarking((m) => m && { ...m, open: false });
  // Whoever may not list the batch's classes (the server says so) simply does not get this part.
  if (isApiClientError(sessions.error) && sessions.error.status === 403)
    return (
      <Text size="sm" c="dimmed">
        {s.hidden}
      </Text>
    );

  return (
    <SectionCard id="bc-classes" title={s.heading} intro={s.intro}>
      <Stack gap="sm">
        <FormNotice message={notice} />
        {sessions.isPending && (
          <Text size="sm" role="status">
            {s.loading}
          </Text>
        )}
        {sessions.isError && <FormNotice message={failure(s.loadFailed, sessions.error)} />}
        {sessions.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {s.empty}
          </Text>
        )}
        {rows.length > 0 && (
          <ul className={classes.classList} aria-label={s.list} id="bc-class-list">
            {(showAll ? rows : rows.slice(0, FIRST_SHOWN)).map((x) => (
              <li key={x.id} className={classes.classItem}>
                <div className={classes.classText}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      <span className={classes.nowrap}>{dayName(x.day)},</span>{' '}
                      <span className={classes.nowrap}>{timeOf(x)}</span>
                    </Text>
                    {Date.parse(x.startsAt) > fetchedAt && (
                      <StatusPill active pending>
                        {s.notBegun}
                      </StatusPill>
                    )}
                  </Group>
                  <Text size="sm">
                    {subjectOf(x)} · {x.teacherName}
                  </Text>
                </div>
                <Button
                  variant="light"
                  size="sm"
                  aria-label={fmt(s.markFor, { subject: subjectOf(x), day: dayName(x.day), time: timeOf(x) })}
                  onClick={() => open(x)}
                >
                  {s.mark}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {rows.length > FIRST_SHOWN && (
          <Button
            variant="subtle"
            w="fit-content"
            aria-expanded={showAll}
            aria-controls="bc-class-list"
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll ? fmt(s.showLatest, { n: FIRST_SHOWN }) : fmt(s.showAll, { n: rows.length })}
          </Button>
        )}
      </Stack>
      <FormModal
        opened={Boolean(marking?.open)}
        onClose={close}
        title={
          marking &&
          fmt(s.title, {
            subject: subjectOf(marking.session),
            day: dayName(marking.session.day),
            time: formats.time(marking.session.startsAt),
          })
        }
      >
        {marking && (
          <MarkCoveredForm
            key={marking.opening}
            batchId={batchId}
            sessionId={marking.session.id}
            onCancel={close}
            onSaved={(topics) => {
              close();
              setNotice({
                tone: 'success',
                text: fmt(s.saved, {
                  subject: subjectOf(marking.session),
                  day: dayName(marking.session.day),
                  topics,
                }),
              });
            }}
          />
        )}
      </FormModal>
    </SectionCard>
  );
}
