import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { EnquiryFunnel } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { percent, useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import { queryString } from '../../../lib/queryString.ts';
import { useFunnel } from '../api/enquiries.ts';

const s = tEnquiries.funnel;
const STEPS = ['total', 'contacted', 'demoScheduled', 'demoAttended', 'admitted', 'lost'] as const;
const COLORS: Record<(typeof STEPS)[number], string> = {
  total: 'gray.6',
  contacted: 'blue.6',
  demoScheduled: 'cyan.7',
  demoAttended: 'teal.7',
  admitted: 'green.8',
  lost: 'red.7',
};

/** Enquiries of a period by source: how far they got (a chart and a table), conversion, days to admit; CSV. */
export default function FunnelReport() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = { from: from || undefined, to: to || undefined };
  const report = useFunnel(query);
  const data = report.data;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField
          label={s.from}
          clearable
          value={data && !from ? data.from : from}
          onChange={setFrom}
          w={170}
        />
        <DateField label={s.to} clearable value={data && !to ? data.to : to} onChange={setTo} w={170} />
        <Button
          component="a"
          variant="light"
          href={`/api/v1/enquiries/funnel.csv?${queryString(query)}`}
          download
        >
          {s.export}
        </Button>
      </Group>
      {report.isError && <Notice tone="error">{s.loadFailed}</Notice>}
      {data && data.totals.total === 0 && <Text c="dimmed">{s.empty}</Text>}
      {data && data.totals.total > 0 && <Report data={data} />}
    </Stack>
  );
}

function Report({ data }: { data: EnquiryFunnel }) {
  const formats = useFormats();
  const { totals } = data;
  const rows = data.sources.map((r) => ({ ...r, name: tEnquiries.sources[r.source] }));
  return (
    <>
      <Text>
        {totals.admitted > 0
          ? fmt(s.summary, {
              total: formats.count(totals.total),
              admitted: formats.count(totals.admitted),
              rate: percent(totals.conversionRate),
              days: String(totals.daysToConvert ?? 0),
            })
          : fmt(s.summaryNoAdmissions, { total: formats.count(totals.total) })}
      </Text>
      <Paper withBorder radius="lg" p="md">
        <Text fw={600} mb="sm" id="funnel-chart-title">
          {s.chart}
        </Text>
        <BarChart
          h={280}
          data={rows}
          dataKey="name"
          withLegend
          aria-labelledby="funnel-chart-title"
          series={STEPS.map((step) => ({ name: step, label: s[step], color: COLORS[step] }))}
        />
      </Paper>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={s.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{s.source}</Table.Th>
              {STEPS.map((step) => (
                <Table.Th key={step}>{s[step]}</Table.Th>
              ))}
              <Table.Th>{s.conversion}</Table.Th>
              <Table.Th>{s.days}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...rows, { ...totals, name: s.all, source: 'all' }].map((r) => (
              <Table.Tr key={r.source} fw={r.source === 'all' ? 700 : undefined}>
                <Table.Th scope="row">{r.name}</Table.Th>
                {STEPS.map((step) => (
                  <Table.Td key={step}>{formats.count(r[step])}</Table.Td>
                ))}
                <Table.Td>{percent(r.conversionRate)}</Table.Td>
                <Table.Td>{r.daysToConvert ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
