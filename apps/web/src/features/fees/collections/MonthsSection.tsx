import { lazy, Suspense } from 'react';
import { Text } from '@mantine/core';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { useCollectionMonths } from '../api/collections.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';

// The chart library loads only once there is something to chart.
const MonthsChart = lazy(() => import('./MonthsChart.tsx'));
const s = tCollections.dayBook;

/** The last twelve months' collections as bars (of the centre filtered on, if one is). */
export function MonthsSection({ centreId }: { centreId?: number }) {
  const months = useCollectionMonths({ months: 12, centreId });
  const any = months.data?.data.some((m) => m.amount > 0);
  const loading = (
    <Text size="sm" c="dimmed" role="status">
      {s.chartLoading}
    </Text>
  );
  return (
    <SectionCard id="day-book-months" title={s.chartTitle}>
      {months.isPending && loading}
      {months.isError && (
        <Notice tone="error">
          {s.chartFailed}
          <div>{errorMessage(months.error)}</div>
        </Notice>
      )}
      {months.data && !any && <Text size="sm">{s.chartEmpty}</Text>}
      {months.data && any && (
        <Suspense fallback={loading}>
          <MonthsChart months={months.data.data} />
        </Suspense>
      )}
    </SectionCard>
  );
}
