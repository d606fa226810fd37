import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { BelowThreshold } from '@kaksha/contracts';
import { ResponsiveTable, type Column } from '../../../components/ResponsiveTable.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { reportCsv, useBelowThreshold, type ReportSpan } from '../api/attendance.ts';
import { Counted, CsvLink, percentOf, tallyOf } from './shared.tsx';

const s = tAttendance.reports;
type Row = BelowThreshold['students']['data'][number];

/** The students under the low-attendance line (of one batch, or every batch), lowest first, a page at a time. */
export function BelowSection({
  batchId,
  span,
  onStudent,
}: {
  batchId: number | null;
  span: ReportSpan;
  onStudent: (studentId: number) => void;
}) {
  const [page, setPage] = useState(1);
  const below = useBelowThreshold(batchId, span, page);
  const threshold = below.data?.threshold ?? 75;
  const title = fmt(s.below, { threshold });
  const columns: Column<Row>[] = [
    {
      header: s.student,
      rowHeader: true,
      cell: (r) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onStudent(r.studentId)}
          aria-label={fmt(s.openStudent, { name: r.name })}
        >
          {r.name}
        </Button>
      ),
    },
    { header: s.batch, cell: (r) => r.batchName, onCard: true },
    { header: s.present, cell: (r) => tallyOf(r), onCard: true },
    { header: s.attendance, cell: (r) => percentOf(r), onCard: true },
  ];
  return (
    <SectionCard id="attendance-below" title={title} intro={s.belowIntro}>
      <ResponsiveTable
        label={title}
        columns={columns}
        rowKey={(r) => `${r.studentId}-${r.batchId}`}
        list={{ data: below.data?.students, isPending: below.isPending, isError: below.isError }}
        page={page}
        pageSize={20}
        onPageChange={setPage}
        card={{
          title: (r) => r.name,
          actions: (r) => (
            <Button size="xs" variant="light" onClick={() => onStudent(r.studentId)}>
              {fmt(s.openStudent, { name: r.name })}
            </Button>
          ),
        }}
        emptyText={fmt(s.noneBelow, { threshold })}
        strings={s.list}
      />
      {below.data && (
        <Group justify="space-between" align="end" mt="xs">
          <Counted text={below.data.counted} />
          <CsvLink href={reportCsv('below', { ...span, batchId: batchId ?? undefined })} what={title} />
        </Group>
      )}
    </SectionCard>
  );
}
