import { useState } from 'react';
import { ActionIcon, Group, Menu, Stack, Text, Title } from '@mantine/core';
import type { BatchTimetable, ClassSession } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { errorMessage, isUnauthorized } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tTimetable } from '../../../lib/i18n/timetable.ts';
import { useBatchSessions, useChangeSession } from '../api/timetable.ts';
import { CancelForm, MoveForm, SubstituteForm } from './SessionForms.tsx';
import { addDays, dayName, timeRange } from './words.ts';
import classes from './timetable.module.css';

const s = tTimetable.sessions;
/** Four weeks: two views of the same weekday fit, well within the server's 62-day window. */
const WINDOW_DAYS = 28;

/** The form open for a class; kept while the modal fades out, so its title does not change. */
type Action = { kind: 'move' | 'substitute' | 'cancel'; session: ClassSession; open: boolean };

/** The batch's classes of the next four weeks; each one to come can be moved, cancelled, restored or given a substitute. */
export function SessionList({
  timetable,
  today,
  canManage,
}: {
  timetable: BatchTimetable;
  today: string;
  canManage: boolean;
}) {
  const formats = useFormats();
  const sessions = useBatchSessions(timetable.batch.id, today, addDays(today, WINDOW_DAYS - 1));
  const restore = useChangeSession();
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const rows = sessions.data?.data;
  const time = (x: ClassSession) => timeRange(formats.time(x.startsAt), formats.time(x.endsAt));
  const day = (x: ClassSession) => dayName(x.day);
  const close = () => setAction((a) => a && { ...a, open: false });
  const start = (kind: Action['kind'], session: ClassSession) => setAction({ kind, session, open: true });
  const done = (text: string) => {
    close();
    setNotice({ tone: 'success', text });
  };
  const onRestore = (session: ClassSession) => {
    setNotice(null);
    restore.mutate(
      { kind: 'restore', id: session.id },
      {
        onSuccess: (x) => done(fmt(s.restored, { day: day(x) })),
        onError: (error) => {
          if (!isUnauthorized(error)) setNotice(failure(s.failed, error));
        },
      },
    );
  };

  const status = (x: ClassSession) => (
    <Stack gap={2} align="flex-start">
      <Group gap={4}>
        {x.status === 'cancelled' ? (
          <StatusPill active={false}>{s.cancelled}</StatusPill>
        ) : (
          <StatusPill active>{s.scheduled}</StatusPill>
        )}
        {x.moved && (
          <StatusPill active pending>
            {s.moved}
          </StatusPill>
        )}
      </Group>
      {x.status === 'cancelled' && x.cancelReason && <Text size="xs">{x.cancelReason}</Text>}
    </Stack>
  );
  const teacher = (x: ClassSession) => (
    <>
      {x.teacherName}
      {x.regularTeacherName && <Text size="xs">{fmt(s.substituteFor, { name: x.regularTeacherName })}</Text>}
    </>
  );
  // Judged when the list was fetched: a class that has ended since is refused by the server anyway.
  const now = sessions.dataUpdatedAt;
  const actions = (x: ClassSession) =>
    canManage &&
    Date.parse(x.endsAt) > now && (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={fmt(s.menuFor, { day: day(x), time: formats.time(x.startsAt) })}
          >
            <span aria-hidden="true" className={classes.more}>
              ⋯
            </span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {x.status === 'scheduled' ? (
            <>
              <Menu.Item onClick={() => start('move', x)}>{s.move}</Menu.Item>
              <Menu.Item onClick={() => start('substitute', x)}>{s.substitute}</Menu.Item>
              <Menu.Item onClick={() => start('cancel', x)}>{s.cancel}</Menu.Item>
            </>
          ) : (
            <Menu.Item onClick={() => onRestore(x)}>{s.restore}</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );

  const titles = { move: s.moveTitle, substitute: s.substituteTitle, cancel: s.cancelTitle };
  const shown = action?.open ? action : null;
  return (
    <section aria-labelledby="timetable-sessions">
      <Title order={3} size="h4" id="timetable-sessions" mb="sm">
        {s.heading}
      </Title>
      <Stack gap="sm">
        <FormNotice message={notice} />
        <ResponsiveTable
          label={s.table}
          data={rows && { data: rows, total: rows.length }}
          loading={sessions.isPending}
          failed={sessions.isError}
          errorDetail={sessions.isError ? errorMessage(sessions.error) : undefined}
          emptyText={s.empty}
          rowKey={(x) => x.id}
          columns={[
            { header: s.day, cell: day, rowHeader: true, className: classes.nowrap },
            { header: s.time, cell: time, className: classes.nowrap },
            { header: s.subject, cell: (x) => x.subjectName ?? tTimetable.slots.noSubject, onCard: true },
            { header: s.teacher, cell: teacher, onCard: true },
            { header: s.room, cell: (x) => x.roomName ?? tTimetable.slots.noRoom, onCard: true },
            { header: s.status, cell: status },
            ...(canManage ? [{ header: tTimetable.list.actions, cell: actions }] : []),
          ]}
          // The menu beside the title: a card's row of actions would stay, empty, under a class that has ended.
          card={{ title: (x) => `${day(x)}, ${time(x)}`, badge: actions, intro: status }}
          page={1}
          pageSize={Math.max(rows?.length ?? 0, 1)}
          onPageChange={() => undefined}
          strings={{ ...tTimetable.list, loadFailed: s.loadFailed, pages: s.table }}
        />
      </Stack>
      <FormModal
        opened={Boolean(action?.open)}
        onClose={close}
        title={action && fmt(titles[action.kind], { day: `${day(action.session)}, ${time(action.session)}` })}
      >
        {shown?.kind === 'move' && (
          <MoveForm
            session={shown.session}
            choices={timetable}
            onCancel={close}
            onDone={(x) => done(fmt(s.movedTo, { day: day(x), time: time(x) }))}
          />
        )}
        {shown?.kind === 'substitute' && (
          <SubstituteForm
            session={shown.session}
            choices={timetable}
            onCancel={close}
            onDone={(x) => done(fmt(s.substituted, { teacher: x.teacherName, day: day(x) }))}
          />
        )}
        {shown?.kind === 'cancel' && (
          <CancelForm
            session={shown.session}
            onCancel={close}
            onDone={(x) => done(fmt(s.cancelledDone, { day: day(x) }))}
          />
        )}
      </FormModal>
    </section>
  );
}
