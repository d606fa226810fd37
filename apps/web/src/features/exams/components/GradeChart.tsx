import { BarChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import type { PaperStatistics } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';

const s = tExams.results;

/**
 * How many students had each grade in one subject, a bar per grade. Loaded on its own (the chart
 * library stays out of the screen's first load); screen readers get one labelled image with every count.
 */
export default function GradeChart({ paper }: { paper: PaperStatistics }) {
  const values = paper.distribution
    .map((d) => fmt(s.chartValue, { grade: d.grade, n: d.students }))
    .join(', ');
  return (
    <BarChart
      h={220}
      data={paper.distribution}
      dataKey="grade"
      series={[{ name: 'students', label: s.chartSeries, color: 'kaksha.7' }]}
      withTooltip={false}
      yAxisProps={{ allowDecimals: false }}
      gridAxis="y"
      role="img"
      aria-label={fmt(s.chartLabel, { subject: paper.subjectName, values })}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
