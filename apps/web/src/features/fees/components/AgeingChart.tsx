import { BarChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { AGEING_BUCKETS, formatMoney, type AgeingBucket } from '@kaksha/contracts';
// The axis in lakh and crore (₹1.5L, ₹2Cr): the figures beside the chart give every paisa.
import { compactMoney } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';

const s = tFees.ageing;
/** Room for one bar per bucket, and for the axis under them. */
const BAR_ROOM = 40;
const AXIS_ROOM = 40;

/**
 * What is owed in each age bucket, one horizontal bar each (the buckets' names fit on a phone). Loaded on its own, so the chart library stays out of
 * the screen's first load. Screen readers get one labelled image naming every amount.
 */
export default function AgeingChart({ ageing }: { ageing: Partial<Record<AgeingBucket, number>> }) {
  const data = AGEING_BUCKETS.map((bucket) => ({ bucket: s.buckets[bucket], paise: ageing[bucket] ?? 0 }));
  const values = data
    .map((x) => fmt(s.chartValue, { bucket: x.bucket, amount: formatMoney(x.paise) }))
    .join(', ');
  return (
    <BarChart
      h={AXIS_ROOM + BAR_ROOM * data.length}
      data={data}
      dataKey="bucket"
      orientation="vertical"
      series={[{ name: 'paise', label: s.chartSeries, color: 'kaksha.7' }]}
      valueFormatter={compactMoney}
      yAxisProps={{ width: 96 }}
      withTooltip={false}
      gridAxis="x"
      role="img"
      aria-label={fmt(s.chartLabel, { values })}
      // The image is one labelled whole: no focus stop inside it (recharts' keyboard layer).
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
