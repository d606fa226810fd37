import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';

export interface TrendChartProps {
  kind: 'bar' | 'line';
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  /** The axis' numbers (₹ in lakh, a percentage): the table beside the chart gives every figure. */
  valueFormatter?: (value: number) => string;
  /** The whole chart in words, for screen readers. */
  label: string;
  domain?: [number, number];
}

/**
 * A trend as bars (one group a month) or a line. Loaded on its own, so the chart library stays out of
 * the dashboard's first load; screen readers get one labelled image (the table beside it has the figures).
 */
export default function TrendChart({
  kind,
  data,
  dataKey,
  series,
  valueFormatter,
  label,
  domain,
}: TrendChartProps) {
  const common = {
    h: 240,
    data,
    dataKey,
    series,
    valueFormatter,
    withTooltip: false,
    withLegend: series.length > 1,
    gridAxis: 'y' as const,
    role: 'img',
    'aria-label': label,
    yAxisProps: { width: 64, ...(domain && { domain }) },
  };
  return kind === 'bar' ? (
    // One labelled whole: no focus stop inside it (recharts' keyboard layer).
    <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />
  ) : (
    <LineChart {...common} curveType="linear" lineChartProps={{ accessibilityLayer: false }} />
  );
}
