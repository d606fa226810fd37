import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { Booking, ToCoverList } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { addDays, wallClock } from '../../../components/calendar/wallClock.ts';
import { dayName, timeRange } from '../../../components/calendar/words.ts';
import { errorMessage, isUnauthorized } from '../../../lib/api.ts';
import { useInstituteZone } from '../../../lib/brand.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tTimetable } from '../../../lib/i18n/timetable.ts';
import { useChangeSession, useToCover } from '../api/timetable.ts';
import { EventForm, LeaveForm } from './BookingForms.tsx';

const s = tTimetable.toCover;
type Item = ToCoverList['data'][number];
/** The classes to cover shown: today and the next four weeks. */
const DAYS = 28;

/**
 * To cover: the classes of the next four weeks whose teacher is on leave, each offering the teachers
 * of its subject who are free then (the server asks the clash rule); assigning one moves the class off
 * the list, or says in the timetable's words who took the slot meanwhile. Those who manage the
 * timetable record leave and add events here too.
 */
export function ToCoverPanel({ canManage }: { canManage: boolean }) {
  const zone = useInstituteZone();
  const formats = useFormats();
  const [today] = useState(() => wallClock(Date.now(), zone).slice(0, 10));
  const toCover = useToCover(today, addDays(today, DAYS - 1));
  const [form, setForm] = useState<'leave' | 'event' | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const whenOf = (item: Booking) =>
    `${dayName(wallClock(item.startsAt, zone).slice(0, 10))}, ${timeRange(formats.time(item.startsAt), formats.time(item.endsAt))}`;
  const booked = (text: string) => {
    setForm(null);
    setNotice({ tone: 'success', text });
  };
  return (
    <SectionCard id="to-cover" title={s.heading} intro={s.intro}>
      <Stack gap="md">
        {canManage && (
          <Group gap="sm">
            <Button onClick={() => setForm('leave')}>{s.addLeave}</Button>
            <Button variant="default" onClick={() => setForm('event')}>
              {s.addEvent}
            </Button>
          </Group>
        )}
        <FormNotice message={notice} />
        {toCover.isPending && <Text role="status">{s.loading}</Text>}
        {toCover.isError && (
          <FormNotice message={{ tone: 'error', text: s.failed, detail: errorMessage(toCover.error) }} />
        )}
        {toCover.data?.data.length === 0 && <Text c="dimmed">{s.none}</Text>}
        {toCover.data && toCover.data.data.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={s.heading}>
            {toCover.data.data.map((item) => (
              <ToCoverItem
                key={item.id}
                item={item}
                when={whenOf(item)}
                canManage={canManage}
                onAssigned={(text) => setNotice({ tone: 'success', text })}
                onFailed={setNotice}
              />
            ))}
          </Stack>
        )}
        <FormModal
          opened={form !== null}
          onClose={() => setForm(null)}
          title={form === 'event' ? tTimetable.eventForm.title : tTimetable.leaveForm.title}
        >
          {form === 'leave' && (
            <LeaveForm
              onDone={(b) => booked(fmt(tTimetable.leaveForm.done, { teacher: b.teacherName ?? '' }))}
              onCancel={() => setForm(null)}
            />
          )}
          {form === 'event' && (
            <EventForm
              onDone={(b) => booked(fmt(tTimetable.eventForm.done, { name: b.title }))}
              onCancel={() => setForm(null)}
            />
          )}
        </FormModal>
      </Stack>
    </SectionCard>
  );
}

/** One class to cover: what, when, whose leave, and a free teacher of its subject to assign. */
function ToCoverItem({
  item,
  when,
  canManage,
  onAssigned,
  onFailed,
}: {
  item: Item;
  when: string;
  canManage: boolean;
  onAssigned: (text: string) => void;
  onFailed: (message: FormMessage) => void;
}) {
  const change = useChangeSession();
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const label = fmt(s.substitute, { what: item.title });
  const assign = () => {
    const chosen = item.substitutes.find((t) => String(t.id) === teacherId);
    if (!chosen || !item.sessionId) return;
    change.mutate(
      { kind: 'substitute', id: item.sessionId, body: { teacherId: chosen.id } },
      {
        onSuccess: () => onAssigned(fmt(s.assigned, { teacher: chosen.name, what: item.title, when })),
        onError: (error) => {
          if (!isUnauthorized(error)) onFailed(failure(s.assignFailed, error));
        },
      },
    );
  };
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{item.title}</Text>
          <Text size="sm">{when}</Text>
          <Text size="sm" c="dimmed">
            {[item.teacherName, item.roomName].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {item.substitutes.length === 0 ? (
          <Text size="sm">{s.noneFree}</Text>
        ) : (
          canManage && (
            <Group gap="xs" align="flex-end">
              <Select
                label={label}
                placeholder={s.pick}
                data={item.substitutes.map((t) => ({ value: String(t.id), label: t.name }))}
                value={teacherId}
                onChange={setTeacherId}
                w={220}
              />
              <Button onClick={assign} disabled={!teacherId} loading={change.isPending}>
                {s.assign}
              </Button>
            </Group>
          )
        )}
      </Group>
    </Paper>
  );
}
