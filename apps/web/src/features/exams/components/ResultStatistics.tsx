import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ExamResults } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';

// The chart library loads only when the statistics are shown.
const GradeChart = lazy(() => import('./GradeChart.tsx'));

const s = tExams.results;
const num = (n: number | null) => (n === null ? s.none : String(n));

/** A table that may scroll sideways on a phone: a labelled region a keyboard can reach and scroll. */
function Scrolls({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}

/** The results' figures: mean and median per batch, each subject's statistics and grades. */
export function ResultStatistics({ results }: { results: ExamResults }) {
  const [paperId, setPaperId] = useState(results.papers[0]?.id ?? 0);
  const paper = results.papers.find((p) => p.id === paperId) ?? results.papers[0];
  const rows = [{ name: s.everyone, ...results.summary }, ...results.batches];
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {s.summaryTitle}
      </Title>
      <Scrolls label={fmt(s.summaryTable, { name: results.exam.name })}>
        <Table aria-label={fmt(s.summaryTable, { name: results.exam.name })}>
          <Table.Thead>
            <Table.Tr>
              {[s.batch, s.students, s.mean, s.median, s.passed, s.failed].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.name}>
                <Table.Th scope="row">{r.name}</Table.Th>
                <Table.Td>{r.students}</Table.Td>
                <Table.Td>{num(r.mean)}</Table.Td>
                <Table.Td>{num(r.median)}</Table.Td>
                <Table.Td>{r.passed}</Table.Td>
                <Table.Td>{r.failed}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Scrolls>
      <Title order={3} size="h5">
        {s.subjectsTitle}
      </Title>
      <Scrolls label={s.subjectsTable}>
        <Table aria-label={s.subjectsTable} miw={640}>
          <Table.Thead>
            <Table.Tr>
              {[
                s.subject,
                s.average,
                s.highest,
                s.present,
                s.absentCount,
                s.exemptCount,
                s.unmarked,
                s.passed,
                s.failed,
              ].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.papers.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Th scope="row">{`${p.subjectName} (${p.maxMarks})`}</Table.Th>
                <Table.Td>{num(p.average)}</Table.Td>
                <Table.Td>{num(p.highest)}</Table.Td>
                <Table.Td>{p.present}</Table.Td>
                <Table.Td>{p.absent}</Table.Td>
                <Table.Td>{p.exempt}</Table.Td>
                <Table.Td>{p.unmarked}</Table.Td>
                <Table.Td>{p.passed}</Table.Td>
                <Table.Td>{p.failed}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Scrolls>
      {paper && (
        <>
          <NativeSelect
            label={s.distributionSubject}
            value={String(paper.id)}
            onChange={(e) => setPaperId(Number(e.currentTarget.value))}
            data={results.papers.map((p) => ({ value: String(p.id), label: p.subjectName }))}
            maw={280}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <figure aria-labelledby="exam-grade-chart" style={{ margin: 0 }}>
              <Text component="figcaption" size="sm" fw={600} mb="xs" id="exam-grade-chart">
                {fmt(s.distributionTitle, { subject: paper.subjectName })}
              </Text>
              <Suspense
                fallback={
                  <Text size="sm" c="dimmed" role="status">
                    {s.chartLoading}
                  </Text>
                }
              >
                <GradeChart paper={paper} />
              </Suspense>
            </figure>
            <Table aria-label={fmt(s.distributionTable, { subject: paper.subjectName })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{s.gradeCol}</Table.Th>
                  <Table.Th>{s.studentsCol}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {paper.distribution.map((d) => (
                  <Table.Tr key={d.grade}>
                    <Table.Th scope="row">{d.grade}</Table.Th>
                    <Table.Td>{d.students}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
