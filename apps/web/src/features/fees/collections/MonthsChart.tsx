import { BarChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { formatMoney, type CollectionMonths } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';

const s = tCollections.dayBook;
/** The axis in lakh and crore (₹1.5L): the day book's figures give every paisa. */
const compact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
/** 'YYYY-MM' → 'Jun 2026': the month as a calendar day's month, free of any time zone. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

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
      valueFormatter={(paise) => compact.format(paise / 100)}
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
