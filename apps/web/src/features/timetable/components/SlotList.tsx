import { Button, Group, Text, Title } from '@mantine/core';
import type { Slot } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import records from '../../../components/records.module.css';
import { fmt } from '../../../lib/i18n/index.ts';
import { tTimetable } from '../../../lib/i18n/timetable.ts';
import { plural } from '../../../lib/i18n/plural.ts';
import { dayRange, slotName, timeRange } from './words.ts';
import classes from './timetable.module.css';

const s = tTimetable.slots;

/** A batch's weekly slots, grouped by weekday (Monday first), each with its edit and end buttons. */
export function SlotList({
  slots,
  today,
  canManage,
  onEdit,
  onEnd,
}: {
  slots: Slot[];
  today: string;
  canManage: boolean;
  onEdit: (slot: Slot) => void;
  onEnd: (slot: Slot) => void;
}) {
  if (slots.length === 0) return <p className={records.empty}>{canManage ? s.empty : s.emptyView}</p>;
  const days = tTimetable.weekdays
    .map((name, i) => ({ name, slots: slots.filter((slot) => slot.weekday === i + 1) }))
    .filter((day) => day.slots.length > 0);
  return (
    <div className={classes.week}>
      {days.map((day) => (
        <section key={day.name} aria-label={fmt(s.weekdaySlots, { day: day.name })}>
          <Title order={4} size="h5" mb={6}>
            {day.name}
          </Title>
          <ul className={records.items}>
            {day.slots.map((slot) => {
              const ended = slot.toDate < today;
              return (
                <li key={slot.id} className={classes.slot}>
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Group gap="xs" wrap="wrap" className={classes.grow}>
                      <Text fw={700}>{timeRange(slot.startTime, slot.endTime)}</Text>
                      <Text fw={600}>{slot.subjectName ?? s.noSubject}</Text>
                      {ended && <StatusPill active={false}>{s.ended}</StatusPill>}
                    </Group>
                    {canManage && (
                      <Group gap={6}>
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => onEdit(slot)}
                          aria-label={fmt(s.editFor, { slot: slotName(slot) })}
                        >
                          {s.edit}
                        </Button>
                        {!ended && (
                          <DangerButton
                            size="xs"
                            onClick={() => onEnd(slot)}
                            aria-label={fmt(s.endFor, { slot: slotName(slot) })}
                          >
                            {s.end}
                          </DangerButton>
                        )}
                      </Group>
                    )}
                  </Group>
                  <dl className={records.fields}>
                    <dt>{s.teacher}</dt>
                    <dd>{slot.teacherName}</dd>
                    <dt>{s.room}</dt>
                    <dd>{slot.roomName ?? s.noRoom}</dd>
                    <dt>{s.days}</dt>
                    <dd>{dayRange(slot.fromDate, slot.toDate)}</dd>
                    <dt>{s.toCome}</dt>
                    <dd>{plural(slot.upcoming, s.upcoming)}</dd>
                  </dl>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
