import { Group, NativeSelect, Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/DateField.tsx';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { useReportBatches, type ReportSpan } from '../api/attendance.ts';
import { BatchDaysSection } from './BatchDaysSection.tsx';
import { BelowSection } from './BelowSection.tsx';
import { MonthGridSection } from './MonthGridSection.tsx';
import { StudentReportDrawer } from './StudentReportDrawer.tsx';
import { lastMonths, monthName } from './shared.tsx';

const s = tAttendance.reports;

/**
 * The Attendance screen's reports: a batch (`?rbatch=`), a month (`?month=`) and a span (`?from=`,
 * `?to=`; left empty, the server's last 90 days), kept in the address so a report can be shared;
 * a student's report opens beside them (`?student=`).
 */
export function ReportsPanel() {
  const [params, setParams] = useSearchParams();
  const batches = useReportBatches();
  const months = lastMonths();
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      return next;
    });
  const batchId = Number(params.get('rbatch')) || null;
  const month = params.get('month') ?? months[0]!;
  const span: ReportSpan = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const student = Number(params.get('student')) || null;
  const openStudent = (id: number) => set({ student: String(id) });

  return (
    <Stack gap="md">
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label={s.batch}
          data={(batches.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={batchId ? String(batchId) : null}
          onChange={(value) => set({ rbatch: value })}
          searchable
          clearable
          maw={260}
        />
        <NativeSelect
          label={s.month}
          data={months.map((m) => ({ value: m, label: monthName(m) }))}
          value={month}
          onChange={(e) => set({ month: e.currentTarget.value })}
          maw={200}
        />
        <DateField
          label={s.from}
          value={span.from ?? ''}
          onChange={(v) => set({ from: v || null })}
          maw={180}
        />
        <DateField label={s.to} value={span.to ?? ''} onChange={(v) => set({ to: v || null })} maw={180} />
      </Group>
      <Text size="xs" c="dimmed">
        {s.spanHint}
      </Text>
      {batchId === null && <Text size="sm">{s.pickBatch}</Text>}
      {batchId !== null && (
        <>
          <MonthGridSection
            key={`${batchId}-${month}`}
            batchId={batchId}
            month={month}
            onStudent={openStudent}
          />
          <BatchDaysSection batchId={batchId} span={span} />
        </>
      )}
      <BelowSection
        key={`${batchId}-${span.from}-${span.to}`}
        batchId={batchId}
        span={span}
        onStudent={openStudent}
      />
      <StudentReportDrawer
        studentId={student}
        span={span}
        month={month}
        onClose={() => set({ student: null })}
      />
    </Stack>
  );
}
