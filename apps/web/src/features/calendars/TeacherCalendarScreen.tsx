import { Stack, Text } from '@mantine/core';
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

/** TeacherCalender: pick a teacher (`&teacher=`); their classes in every batch, and their calendar address. */
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
