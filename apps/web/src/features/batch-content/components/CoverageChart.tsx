import { BarChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import type { SubjectCoverage } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';

const s = tBatchContent.coverage;
/** Room for one bar per subject, and for the axis under them. */
const BAR_ROOM = 44;
const AXIS_ROOM = 56;

/**
 * Per cent of each subject's plan covered, one horizontal bar each (long subject names fit on a phone).
 * Loaded on its own, so the chart library stays out of the screen's first load. Screen readers get
 * the chart as one labelled image naming every value; the list beside it says the same in words.
 */
export default function CoverageChart({ subjects }: { subjects: readonly SubjectCoverage[] }) {
  const data = subjects.map((x) => ({ subject: x.subjectName, percent: x.percent }));
  const values = data.map((x) => fmt(s.chartValue, x)).join(', ');
  return (
    <BarChart
      h={AXIS_ROOM + BAR_ROOM * data.length}
      data={data}
      dataKey="subject"
      orientation="vertical"
      series={[{ name: 'percent', label: s.chartSeries, color: 'kaksha.6' }]}
      valueFormatter={(value) => `${value}%`}
      xAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
      yAxisProps={{ width: 110 }}
      withBarValueLabel
      withTooltip={false}
      gridAxis="x"
      role="img"
      aria-label={fmt(s.chartLabel, { values })}
      // The image is one labelled whole: no focus stop inside it (recharts' keyboard layer).
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
