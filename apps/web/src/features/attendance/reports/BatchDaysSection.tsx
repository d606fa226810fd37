import { lazy, Suspense } from 'react';
import { SimpleGrid, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { Notice } from '../../../components/Notice.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { reportCsv, useBatchReport, type ReportSpan } from '../api/attendance.ts';
import { Counted, CsvLink, percentOf, tallyOf } from './shared.tsx';
import classes from './MonthGrid.module.css';

const BatchDaysChart = lazy(() => import('./BatchDaysChart.tsx'));
const s = tAttendance.reports;

/** A batch's attendance by day over the span: a line chart with the figures in a table beside it. */
export function BatchDaysSection({ batchId, span }: { batchId: number; span: ReportSpan }) {
  const report = useBatchReport(batchId, span);
  const formats = useFormats();
  const loading = (
    <Text size="sm" c="dimmed" role="status">
      {s.loading}
    </Text>
  );
  const data = report.data;
  return (
    <SectionCard id="attendance-over-time" title={s.overTime} intro={s.overTimeIntro}>
      {report.isPending && loading}
      {report.isError && (
        <Notice tone="error">
          {s.failed} {errorMessage(report.error)}
        </Notice>
      )}
      {data && data.days.length === 0 && <Text size="sm">{s.noDays}</Text>}
      {data && data.days.length > 0 && (
        <>
          <Text size="sm" mb="xs">
            {fmt(s.overall, { ...data.overall, percent: data.overall.percent ?? 0 })}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Suspense fallback={loading}>
              <BatchDaysChart report={data} />
            </Suspense>
            <div className={classes.scroll} tabIndex={0} role="region" aria-label={s.overTime}>
              <Table striped stickyHeader aria-label={s.overTime}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{s.day}</Table.Th>
                    <Table.Th>{s.registers}</Table.Th>
                    <Table.Th>{s.present}</Table.Th>
                    <Table.Th>{s.attendance}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.days.map((d) => (
                    <Table.Tr key={d.day}>
                      <Table.Th scope="row" fw={400}>
                        {formats.calendarDate(d.day)}
                      </Table.Th>
                      <Table.Td>{d.registers}</Table.Td>
                      <Table.Td>{tallyOf(d)}</Table.Td>
                      <Table.Td>{percentOf(d)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          </SimpleGrid>
          <Counted text={data.counted} />
          <CsvLink href={reportCsv(`batches/${batchId}`, { ...span })} what={s.overTime} />
        </>
      )}
    </SectionCard>
  );
}
