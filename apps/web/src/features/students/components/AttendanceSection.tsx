import { Anchor, Text } from '@mantine/core';
import { useMenuAccess } from '../../../lib/access.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { screenHref } from '../../../lib/screenNav.ts';
import { useStudentAttendance } from '../api/students.ts';
import { Section } from './ProfileSections.tsx';
import classes from './students.module.css';

const s = tStudents.profile;

/**
 * The student's attendance over the Attendance report's default span (the last 90 days), with how it
 * was counted and a link to the whole report; shown to those who may open Attendance.
 */
export function AttendanceSection({ studentId }: { studentId: number }) {
  const mayRead = useMenuAccess('Attendance').canView;
  const report = useStudentAttendance(studentId, mayRead);
  const formats = useFormats();
  if (!mayRead) return null;
  const data = report.data;
  const span = data && { from: formats.calendarDate(data.from), to: formats.calendarDate(data.to) };
  return (
    <Section
      title={s.attendance}
      action={
        <Anchor href={`${screenHref('Attendance')}&view=reports&student=${studentId}`} size="sm">
          {s.openAttendance}
        </Anchor>
      }
    >
      {report.isError && <Text c="red.8">{`${s.attendanceFailed} ${errorMessage(report.error)}`}</Text>}
      {data && span && data.overall.percent === null && (
        <Text className={classes.notYet}>{fmt(s.attendanceNone, span)}</Text>
      )}
      {data && span && data.overall.percent !== null && (
        <>
          <Text fw={500}>
            {fmt(s.attendanceShare, {
              percent: data.overall.percent,
              present: data.overall.present,
              marks: data.overall.marks,
              ...span,
            })}
          </Text>
          {data.overall.percent < data.threshold && (
            <Text c="red.8" size="sm">
              {fmt(s.attendanceBelow, { threshold: data.threshold })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {data.counted}
          </Text>
        </>
      )}
    </Section>
  );
}
