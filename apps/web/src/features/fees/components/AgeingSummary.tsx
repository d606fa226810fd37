import { lazy } from 'react';
import { AGEING_BUCKETS, type AgeingBucket } from '@kaksha/contracts';
import { useFormats } from '../../../lib/format.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { Figures } from './Figures.tsx';
import classes from './fees.module.css';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ChartFigure } from '../../../components/ChartFigure.tsx';

// The chart library loads only once there are dues to chart.
const AgeingChart = lazy(() => import('./AgeingChart.tsx'));

const s = tFees.ageing;

/** What every matching student owes by age: the figures, and the same as a bar chart. */
export function AgeingSummary({ ageing }: { ageing: Partial<Record<AgeingBucket, number>> }) {
  const formats = useFormats();
  const total = AGEING_BUCKETS.reduce((sum, bucket) => sum + (ageing[bucket] ?? 0), 0);
  return (
    <SectionCard id="fees-ageing" title={s.heading}>
      <Figures
        label={s.heading}
        items={[
          ...AGEING_BUCKETS.map((bucket) => ({
            label: s.buckets[bucket],
            value: formats.money(ageing[bucket] ?? 0),
          })),
          { label: s.total, value: formats.money(total) },
        ]}
      />
      {total > 0 && (
        <ChartFigure
          id="fees-ageing-chart"
          title={s.chartTitle}
          loading={s.chartLoading}
          className={classes.chart}
        >
          <AgeingChart ageing={ageing} />
        </ChartFigure>
      )}
    </SectionCard>
  );
}
