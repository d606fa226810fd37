import { useState } from 'react';
import { Button, Group, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import type { MonthGrid } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { PageCount } from '../../../components/PageCount.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { reportCsv, useMonthGrid } from '../api/attendance.ts';
import { Counted, CsvLink, monthName, percentOf } from './shared.tsx';
import classes from './MonthGrid.module.css';

const s = tAttendance.reports;

function Cell({ value, absent }: { value: string; absent: Set<string> }) {
  if (!value) return <Table.Td className={classes.unmarked}>·</Table.Td>;
  const anyAbsent = value.split('/').some((c) => absent.has(c));
  return <Table.Td className={anyAbsent ? classes.absent : undefined}>{value}</Table.Td>;
}

/** The month's register: the batch's students × the month's days, each student's % at the end; prints. */
export function MonthGridSection({
  batchId,
  month,
  onStudent,
}: {
  batchId: number;
  month: string;
  onStudent: (studentId: number) => void;
}) {
  const [page, setPage] = useState(1);
  const grid = useMonthGrid(batchId, month, page);
  const data: MonthGrid | undefined = grid.data;
  const absent = new Set(data?.absentCodes);
  return (
    <SectionCard id="attendance-month-grid" title={s.grid} intro={s.gridIntro}>
      {grid.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {s.loading}
        </Text>
      )}
      {grid.isError && (
        <Notice tone="error">
          {s.failed} {errorMessage(grid.error)}
        </Notice>
      )}
      {data && (
        <div className={classes.printable}>
          <Group className={classes.noPrint} gap="xs" mb="xs">
            <Button size="xs" variant="default" onClick={() => window.print()}>
              {s.print}
            </Button>
            <CsvLink
              href={reportCsv(`batches/${batchId}/grid`, { month: data.month })}
              what={fmt(s.gridCaption, { batch: data.batch.name, month: monthName(data.month) })}
            />
          </Group>
          {data.students.total === 0 ? (
            <Text size="sm">{s.noStudents}</Text>
          ) : (
            <div
              className={classes.scroll}
              tabIndex={0}
              role="region"
              aria-label={fmt(s.gridCaption, { batch: data.batch.name, month: monthName(data.month) })}
            >
              <Table className={classes.grid} withTableBorder withColumnBorders captionSide="top">
                <Table.Caption>
                  {fmt(s.gridCaption, { batch: data.batch.name, month: monthName(data.month) })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th className={classes.name}>{s.student}</Table.Th>
                    {data.days.map((d) => (
                      <Table.Th key={d.day} className={d.marked ? undefined : classes.unmarked}>
                        {Number(d.day.slice(8))}
                      </Table.Th>
                    ))}
                    <Table.Th>{s.total}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.students.data.map((row) => (
                    <Table.Tr key={row.studentId}>
                      <Table.Th scope="row" className={classes.name} fw={400}>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={() => onStudent(row.studentId)}
                          aria-label={fmt(s.openStudent, { name: row.name })}
                        >
                          {row.name}
                        </Button>
                      </Table.Th>
                      {row.cells.map((value, i) => (
                        <Cell key={data.days[i]!.day} value={value} absent={absent} />
                      ))}
                      <Table.Td>{percentOf(row.tally)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
          <Counted text={data.counted} />
          <div className={classes.noPrint}>
            <PageCount
              page={page}
              pageSize={50}
              total={data.students.total}
              onPageChange={setPage}
              showing={s.showing}
              pagesLabel={s.gridPages}
            />
          </div>
        </div>
      )}
    </SectionCard>
  );
}
