import { LineChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import type { BatchReport } from '@kaksha/contracts';
import { dayAndMonth } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';

const s = tAttendance.reports;

/**
 * The batch's attendance by day as a line, 0–100%. Loaded on its own so the chart library stays out
 * of the screen's first load; screen readers get one labelled image (the table beside has the figures).
 */
export default function BatchDaysChart({ report }: { report: BatchReport }) {
  const data = report.days.map((d) => ({ day: dayAndMonth(d.day), percent: d.percent ?? 0 }));
  const values = data.map((d) => fmt(s.chartValue, d)).join(', ');
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: 'percent', label: s.chartSeries, color: 'kaksha.7' }]}
      yAxisProps={{ domain: [0, 100], width: 44 }}
      valueFormatter={(v) => `${v}%`}
      withTooltip={false}
      curveType="linear"
      role="img"
      aria-label={fmt(s.chartLabel, { batch: report.batch.name, values })}
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
