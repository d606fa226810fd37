import { Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import type { StudentReport } from '@kaksha/contracts';
import { DrawerSection, RecordDrawer } from '../../../components/RecordDrawer.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { reportCsv, useStudentReport, type ReportSpan } from '../api/attendance.ts';
import { Counted, CsvLink, monthName, percentOf, tallyOf } from './shared.tsx';
import classes from './StudentReport.module.css';

const s = tAttendance.reports;

/** The month as weeks of seven days from Monday, each day with its codes (blank before the 1st). */
function MonthCalendar({ report }: { report: StudentReport }) {
  const first = new Date(`${report.month}-01T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const codes = new Map(report.calendar.map((d) => [d.day, d.codes.join('/')]));
  const cells = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <Table className={classes.calendar} withTableBorder withColumnBorders captionSide="top">
      <Table.Caption>{monthName(report.month)}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {s.weekdays.map((d) => (
            <Table.Th key={d}>{d}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week, w) => (
          <Table.Tr key={w}>
            {Array.from({ length: 7 }, (_, i) => week[i] ?? null).map((n, i) => {
              if (n === null) return <Table.Td key={i} />;
              const code = codes.get(`${report.month}-${String(n).padStart(2, '0')}`);
              return (
                <Table.Td key={i} aria-label={`${n} ${monthName(report.month)}: ${code ?? s.noMark}`}>
                  <span className={classes.date}>{n}</span>
                  <span className={classes.code}>{code ?? ''}</span>
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One student's attendance beside the reports: % overall and by subject, a month of codes, the CSV. */
export function StudentReportDrawer({
  studentId,
  span,
  month,
  onClose,
}: {
  studentId: number | null;
  span: ReportSpan;
  month: string;
  onClose: () => void;
}) {
  const report = useStudentReport(studentId, span, month);
  const name = report.data?.student.name ?? '';
  return (
    <RecordDrawer
      opened={studentId !== null}
      onClose={onClose}
      title={fmt(s.studentTitle, { name })}
      record={report}
      loadFailed={s.studentFailed}
      showErrorDetail
    >
      {(r) => (
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Text size="xl" fw={700}>
              {percentOf(r.overall)}
            </Text>
            <Text size="sm">{tallyOf(r.overall)}</Text>
          </Group>
          {r.overall.percent !== null && r.overall.percent < r.threshold && (
            <Text size="sm" c="red.9" fw={600}>
              {fmt(s.belowLine, { threshold: r.threshold })}
            </Text>
          )}
          <DrawerSection title={s.bySubject}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{s.subject}</Table.Th>
                  <Table.Th>{s.present}</Table.Th>
                  <Table.Th>{s.attendance}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.bySubject.map((t) => (
                  <Table.Tr key={t.subject ?? ''}>
                    <Table.Th scope="row" fw={400}>
                      {t.subject ?? s.wholeDay}
                    </Table.Th>
                    <Table.Td>{tallyOf(t)}</Table.Td>
                    <Table.Td>{percentOf(t)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </DrawerSection>
          <DrawerSection title={s.calendar}>
            <MonthCalendar report={r} />
          </DrawerSection>
          <Counted text={r.counted} />
          <div>
            <CsvLink href={reportCsv(`students/${r.student.id}`, { ...span })} what={r.student.name} />
          </div>
        </Stack>
      )}
    </RecordDrawer>
  );
}
