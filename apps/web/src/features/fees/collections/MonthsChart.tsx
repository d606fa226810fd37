import { BarChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { formatMoney, type CollectionMonths } from '@kaksha/contracts';
// The axis in lakh and crore (₹1.5L): the day book's figures give every paisa.
import { compactMoney, monthName } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';

const s = tCollections.dayBook;

/**
 * What valid receipts brought in each month, one bar each, oldest first. Loaded on its own, so the
 * chart library stays out of the screen's first load; screen readers get one labelled image.
 */
export default function MonthsChart({ months }: { months: CollectionMonths['data'] }) {
  const data = months.map((m) => ({ month: monthName(m.month), paise: m.amount }));
  const values = data
    .map((m) => fmt(s.chartValue, { month: m.month, amount: formatMoney(m.paise) }))
    .join(', ');
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="month"
      series={[{ name: 'paise', label: s.chartSeries, color: 'kaksha.7' }]}
      valueFormatter={compactMoney}
      yAxisProps={{ width: 72 }}
      withTooltip={false}
      gridAxis="x"
      role="img"
      aria-label={fmt(s.chartLabel, { values })}
      // One labelled whole: no focus stop inside it (recharts' keyboard layer).
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
