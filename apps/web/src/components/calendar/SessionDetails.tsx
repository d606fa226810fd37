import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ClassSession } from '@kaksha/contracts';
import { DetailsDrawer } from './DetailsDrawer.tsx';
import { StatusPill } from '../StatusPill.tsx';
import records from '../records.module.css';
import { useFormats } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { tComponents } from '../../lib/i18n/components.ts';
import type { CalendarOwner } from '../../lib/queryKeys.ts';
import { MoveSessionForm } from './MoveSessionForm.tsx';
import { linesOf, longDayName, placeOf, subjectOf, teacherOf, timeRange } from './words.ts';

const d = tComponents.calendar.details;
const s = tComponents.calendar.session;

/** The class whose details are open; kept while the drawer slides out, so its text does not vanish. */
export interface OpenedSession {
  session: ClassSession;
  open: boolean;
  /** Whether it may still be moved (scheduled, not over, and the user manages the timetable). */
  canMove: boolean;
}

/** Only web addresses become links: a meeting link is typed by staff. */
const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

/**
 * One class's details in a drawer: day, time, batch, subject, teacher, room, online link, status and
 * why it was cancelled; and, for those who manage the timetable, a form to move it (the keyboard's
 * and the phone's way to do what dragging does).
 */
export function SessionDetails({
  opened,
  kind,
  canManage,
  onMoved,
  onClose,
}: {
  opened: OpenedSession | null;
  kind: CalendarOwner['kind'];
  canManage: boolean;
  onMoved: (session: ClassSession) => void;
  onClose: () => void;
}) {
  const formats = useFormats();
  const session = opened?.session;
  const [first, second] = session ? linesOf(session, kind) : ['', ''];
  const cancelled = session?.status === 'cancelled';
  return (
    <DetailsDrawer opened={Boolean(opened?.open)} onClose={onClose} title={`${first} · ${second}`}>
      {session && (
        <Stack gap="lg">
          <dl className={records.fields}>
            <dt>{d.day}</dt>
            <dd>{longDayName(session.day)}</dd>
            <dt>{d.time}</dt>
            <dd>{timeRange(formats.time(session.startsAt), formats.time(session.endsAt))}</dd>
            <dt>{d.batch}</dt>
            <dd>{`${session.batchName} (${session.batchCode})`}</dd>
            <dt>{d.subject}</dt>
            <dd>{subjectOf(session)}</dd>
            <dt>{d.teacher}</dt>
            <dd>{teacherOf(session)}</dd>
            <dt>{d.place}</dt>
            <dd>{placeOf(session)}</dd>
            {session.meetingLink && (
              <>
                <dt>{d.meeting}</dt>
                <dd>
                  {isWebAddress(session.meetingLink) ? (
                    <Anchor href={session.meetingLink} target="_blank" rel="noopener noreferrer">
                      {session.meetingLink}
                      <span className="visually-hidden"> {t.common.opensExternalSite}</span>
                    </Anchor>
                  ) : (
                    session.meetingLink
                  )}
                </dd>
              </>
            )}
            <dt>{d.status}</dt>
            <dd>
              <Group gap={4}>
                <StatusPill active={!cancelled}>{cancelled ? s.cancelled : s.scheduled}</StatusPill>
                {session.moved && (
                  <StatusPill active pending>
                    {s.moved}
                  </StatusPill>
                )}
              </Group>
            </dd>
            {cancelled && session.cancelReason && (
              <>
                <dt>{d.reason}</dt>
                <dd>{session.cancelReason}</dd>
              </>
            )}
            {session.toCover && (
              <>
                <dt>{d.toCover}</dt>
                <dd>{session.toCover}</dd>
              </>
            )}
          </dl>
          {opened.canMove ? (
            <MoveSessionForm key={session.id} session={session} onMoved={onMoved} />
          ) : (
            canManage &&
            !cancelled && (
              <Text size="sm" c="dimmed">
                {d.cannotMove}
              </Text>
            )
          )}
        </Stack>
      )}
    </DetailsDrawer>
  );
}
