import { lazy, type ReactNode } from 'react';
import { Button, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { formatMoney } from '@kaksha/contracts';
import type { DashboardTrendName, DashboardTrends } from '@kaksha/contracts';
import { ChartFigure } from '../../../components/ChartFigure.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { compactMoney, dayAndMonth, monthName, useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tDashboard } from '../../../lib/i18n/dashboard.ts';
import { trendCsvHref, useDashboardTrends } from '../api/dashboard.ts';
import type { TrendChartProps } from './TrendChart.tsx';
import classes from './Trends.module.css';

const TrendChart = lazy(() => import('./TrendChart.tsx'));
const s = tDashboard.trends;

/** 'YYYY-MM' → 'Jun 2026'; 'YYYY-MM-DD' → '8 Jun', in the page's language. */
const shortMonth = (month: string) => monthName(month);
const shortDay = dayAndMonth;

interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

/** A trend: its chart, the same figures in a table beside it, and its CSV. */
function TrendPanel<R>({
  id,
  title,
  chart,
  rows,
  rowKey,
  columns,
  csv,
}: {
  id: string;
  title: string;
  chart: TrendChartProps;
  rows: R[];
  rowKey: (row: R) => string;
  columns: Column<R>[];
  csv: { href: string; what: string }[];
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={4} size="h5" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartFigure id={`${id}-chart`} title={title} loading={s.chartLoading}>
          <TrendChart {...chart} />
        </ChartFigure>
        <div className={classes.scroll} tabIndex={0} role="region" aria-label={title}>
          <Table striped stickyHeader aria-label={title} className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.header}>{c.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {/* Latest first: this month's row is the first one sees. */}
              {[...rows].reverse().map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <Table.Th scope="row" fw={400} key={c.header}>
                        {c.cell(row)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </SimpleGrid>
      <div>
        {csv.map((c) => (
          <Button
            key={c.href}
            component="a"
            href={c.href}
            download
            variant="light"
            size="xs"
            mr="xs"
            aria-label={fmt(s.csvOf, { what: c.what })}
          >
            {csv.length > 1 ? `${s.csv}: ${c.what}` : s.csv}
          </Button>
        ))}
      </div>
    </Stack>
  );
}

type Rows<K extends DashboardTrendName> = NonNullable<DashboardTrends[K]>;

/**
 * The dashboard's trends (decision 095), those the user's menus allow: collections against dues and
 * enquiries and admissions by month, attendance by week — each a chart with its table and CSV.
 * Loaded on its own, after today's figures.
 */
export default function Trends({ centreId }: { centreId: number | null }) {
  const trends = useDashboardTrends(centreId);
  const { money, count } = useFormats();
  const csvOf = (trend: DashboardTrendName, what: string) => ({ href: trendCsvHref(trend, centreId), what });
  const panels: ReactNode[] = [];
  const data = trends.data;
  if (data?.collections) {
    const c = s.collections;
    const rows = data.collections;
    panels.push(
      <TrendPanel<Rows<'collections'>[number]>
        key="collections"
        id="trend-collections"
        title={c.title}
        rows={rows}
        rowKey={(r) => r.month}
        columns={[
          { header: s.month, cell: (r) => shortMonth(r.month) },
          { header: c.collected, cell: (r) => money(r.collected) },
          { header: c.due, cell: (r) => money(r.due) },
        ]}
        chart={{
          kind: 'bar',
          data: rows.map((r) => ({ month: shortMonth(r.month), collected: r.collected, due: r.due })),
          dataKey: 'month',
          series: [
            { name: 'collected', label: c.collected, color: 'kaksha.7' },
            { name: 'due', label: c.due, color: 'gray.5' },
          ],
          valueFormatter: compactMoney,
          label: fmt(c.chartLabel, {
            values: rows
              .map((r) =>
                fmt(c.chartValue, {
                  month: shortMonth(r.month),
                  collected: formatMoney(r.collected),
                  due: formatMoney(r.due),
                }),
              )
              .join(', '),
          }),
        }}
        csv={[csvOf('collections', c.title)]}
      />,
    );
  }
  if (data?.enquiries || data?.admissions) {
    const e = s.enquiries;
    const months = (data.enquiries ?? data.admissions ?? []).map((r) => r.month);
    const rows = months.map((month, i) => ({
      month,
      received: data.enquiries?.[i]?.received,
      admitted: data.enquiries?.[i]?.admitted,
      admissions: data.admissions?.[i]?.admitted,
    }));
    type Row = (typeof rows)[number];
    const columns: Column<Row>[] = [{ header: s.month, cell: (r) => shortMonth(r.month) }];
    const series: TrendChartProps['series'] = [];
    const csv = [];
    if (data.enquiries) {
      columns.push(
        { header: e.received, cell: (r) => count(r.received ?? 0) },
        { header: e.admitted, cell: (r) => count(r.admitted ?? 0) },
      );
      series.push({ name: 'received', label: e.received, color: 'kaksha.7' });
      csv.push(csvOf('enquiries', e.received));
    }
    if (data.admissions) {
      columns.push({ header: e.admissions, cell: (r) => count(r.admissions ?? 0) });
      series.push({ name: 'admissions', label: e.admissions, color: 'teal.6' });
      csv.push(csvOf('admissions', e.admissions));
    }
    panels.push(
      <TrendPanel<Row>
        key="enquiries"
        id="trend-enquiries"
        title={e.title}
        rows={rows}
        rowKey={(r) => r.month}
        columns={columns}
        chart={{
          kind: 'bar',
          data: rows.map((r) => ({
            month: shortMonth(r.month),
            received: r.received ?? 0,
            admissions: r.admissions ?? 0,
          })),
          dataKey: 'month',
          series,
          label: fmt(e.chartLabel, {
            values: rows
              .map((r) =>
                fmt(e.chartValue, {
                  month: shortMonth(r.month),
                  received: r.received ?? 0,
                  admissions: r.admissions ?? 0,
                }),
              )
              .join(', '),
          }),
        }}
        csv={csv}
      />,
    );
  }
  if (data?.attendance) {
    const a = s.attendance;
    const rows = data.attendance;
    const percent = (p: number | null) => (p === null ? a.noMarks : `${p}%`);
    panels.push(
      <TrendPanel<Rows<'attendance'>[number]>
        key="attendance"
        id="trend-attendance"
        title={a.title}
        rows={rows}
        rowKey={(r) => r.week}
        columns={[
          { header: s.week, cell: (r) => shortDay(r.week) },
          { header: a.marks, cell: (r) => count(r.marks) },
          { header: a.present, cell: (r) => count(r.present) },
          { header: a.percent, cell: (r) => percent(r.percent) },
        ]}
        chart={{
          kind: 'line',
          data: rows.map((r) => ({ week: shortDay(r.week), percent: r.percent ?? 0 })),
          dataKey: 'week',
          series: [{ name: 'percent', label: a.percent, color: 'kaksha.7' }],
          valueFormatter: (v) => `${v}%`,
          domain: [0, 100],
          label: fmt(a.chartLabel, {
            values: rows
              .map((r) => fmt(a.chartValue, { week: shortDay(r.week), percent: percent(r.percent) }))
              .join(', '),
          }),
        }}
        csv={[csvOf('attendance', a.title)]}
      />,
    );
  }
  if (data && panels.length === 0) return null;
  return (
    <SectionCard id="dashboard-trends" title={s.title} intro={s.intro}>
      {trends.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {s.loading}
        </Text>
      )}
      {trends.isError && (
        <Notice tone="error">{fmt(s.failed, { message: errorMessage(trends.error) })}</Notice>
      )}
      <Stack gap="lg">{panels}</Stack>
    </SectionCard>
  );
}
