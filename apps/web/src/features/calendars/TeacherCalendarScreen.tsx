import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { SectionCard } from '../../components/SectionCard.tsx';
import { DateField } from '../../components/DateField.tsx';
import { DayAgenda } from '../../components/calendar/DayAgenda.tsx';
import { wallClock } from '../../components/calendar/wallClock.ts';
import { useInstituteZone } from '../../lib/brand.ts';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { fmt } from '../../lib/i18n/index.ts';
import { tCalendars } from '../../lib/i18n/calendars.ts';
import { SessionCalendar } from '../../components/calendar/SessionCalendar.tsx';
import { SubscribePanel } from './components/SubscribePanel.tsx';
import { TeacherPicker, useTeacherLabel } from './components/TeacherPicker.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { useUrlId } from './components/useUrlId.ts';
import './mantine-styles.ts';

const s = tCalendars.teacher;

/**
 * TeacherCalender: pick a teacher (`&teacher=`); their day in order ("my day"), their calendar of every
 * kind of booking in every batch, and their calendar address.
 */
export default function TeacherCalendarScreen() {
  const [teacherId, setTeacherId] = useUrlId('teacher');
  const name = useTeacherLabel(teacherId);
  const { denied, canManage } = useMenuAccess('TeacherCalender');
  // Moving a class is Time Allocation's to manage.
  const canMove = useMenuAccess('TimeAllocation').canManage;
  if (denied) return <NoAccess />;
  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      <TeacherPicker
        value={teacherId}
        onChange={setTeacherId}
        label={s.teacher}
        placeholder={s.pickTeacher}
      />
      {teacherId ? (
        <>
          <TeacherDay key={`day-${teacherId}`} teacherId={teacherId} name={name} />
          <SessionCalendar
            key={teacherId}
            owner={{ kind: 'teacher', id: teacherId }}
            label={fmt(s.calendarOf, { name })}
            canManage={canMove}
          />
          <SubscribePanel key={`feed-${teacherId}`} teacherId={teacherId} canManage={canManage} />
        </>
      ) : (
        <Text c="dimmed">{s.pickFirst}</Text>
      )}
    </Stack>
  );
}

/** The teacher's day, today unless another day is chosen: everything of theirs on it, in order. */
function TeacherDay({ teacherId, name }: { teacherId: number; name: string }) {
  const zone = useInstituteZone();
  const [day, setDay] = useState(() => wallClock(Date.now(), zone).slice(0, 10));
  const heading = fmt(s.myDay, { name });
  return (
    <SectionCard id="teacher-day" title={heading} intro={s.myDayIntro}>
      <Stack gap="sm">
        <DateField label={s.day} value={day} onChange={(value) => value && setDay(value)} maw={240} />
        <DayAgenda owner={{ kind: 'teacher', id: teacherId }} day={day} label={heading} />
      </Stack>
    </SectionCard>
  );
}
