import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ExamResults } from '@kaksha/contracts';
import { ResponsiveTable, type Column } from '../../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';
import { useResults } from '../api/exams.ts';
import { ResultStatistics } from './ResultStatistics.tsx';

const s = tExams.results;
type Row = ExamResults['students'][number];
type Cell = Row['papers'][number];

/** A paper's cell: the marks (or AB, EX) and the grade. */
const paperText = (cell: Cell | undefined) => {
  if (!cell || cell.status === null) return s.none;
  if (cell.status === 'absent') return s.absent;
  if (cell.status === 'exempt') return s.exempt;
  return `${cell.marks} (${cell.grade})`;
};

/** The exam's results: each student's marks per paper, total, %, grade and pass or fail. */
export function ResultsTable({ examId }: { examId: number }) {
  const results = useResults(examId);
  const data = results.data;
  const outcome = (r: Row) =>
    r.percent === null ? (
      <StatusPill active={false} pending>
        {s.exempt_all}
      </StatusPill>
    ) : (
      <StatusPill active={r.passed}>{r.passed ? s.pass : s.fail}</StatusPill>
    );
  const paperColumns: Column<Row>[] = (data?.papers ?? []).map((p, i) => ({
    header: `${p.subjectName} (${p.maxMarks})`,
    cell: (r) => paperText(r.papers[i]),
    onCard: true,
  }));
  return (
    <Stack gap="sm">
      {data && (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{fmt(s.scale, { scale: data.exam.scaleName })}</Text>
          <Button component="a" variant="light" href={`/api/v1/exams/${examId}/results.csv`} download>
            {s.export}
          </Button>
        </Group>
      )}
      <ResponsiveTable<Row>
        label={fmt(s.table, { name: data?.exam.name ?? '' })}
        data={data && { data: data.students, total: data.students.length }}
        loading={results.isPending}
        failed={results.isError}
        emptyText={s.noStudents}
        rowKey={(r) => r.studentId}
        columns={[
          { header: s.student, cell: (r) => r.name, rowHeader: true },
          { header: s.batch, cell: (r) => r.batchName, onCard: true },
          ...paperColumns,
          { header: s.total, cell: (r) => `${r.total} / ${r.outOf}`, onCard: true },
          {
            header: s.percent,
            cell: (r) => (r.percent === null ? s.none : r.percent.toFixed(2)),
            onCard: true,
          },
          { header: s.grade, cell: (r) => r.grade ?? s.none, onCard: true },
          { header: s.rank, cell: (r) => (r.rank === null ? s.none : String(r.rank)), onCard: true },
          { header: s.result, cell: outcome },
          {
            header: s.reportCard,
            cell: (r) => (
              <Anchor
                href={`/api/v1/exams/${examId}/report-cards/${r.studentId}`}
                target="_blank"
                rel="noopener"
                aria-label={fmt(s.reportCardOf, { name: r.name })}
                size="sm"
              >
                {s.reportCard}
              </Anchor>
            ),
            onCard: true,
          },
        ]}
        card={{ title: (r) => r.name, badge: outcome }}
        page={1}
        pageSize={Math.max(data?.students.length ?? 0, 1)}
        onPageChange={() => undefined}
        strings={{ ...tExams.list, loadFailed: s.loadFailed }}
        scrollRegion
      />
      {data && data.students.length > 0 && <ResultStatistics results={data} />}
    </Stack>
  );
}
