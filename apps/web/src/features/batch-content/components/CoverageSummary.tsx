import { lazy } from 'react';
import { Progress, Text } from '@mantine/core';
import type { SubjectCoverage } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';
import classes from './batchContent.module.css';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ChartFigure } from '../../../components/ChartFigure.tsx';

// The chart library loads only once a batch with subjects is shown.
const CoverageChart = lazy(() => import('./CoverageChart.tsx'));

const s = tBatchContent.coverage;

/** Each subject's coverage in words with a bar, and the same numbers as a chart. */
export function CoverageSummary({ subjects }: { subjects: readonly SubjectCoverage[] }) {
  return (
    <SectionCard id="bc-coverage" title={s.heading}>
      <div className={classes.glance}>
        <ul className={classes.coverageList}>
          {subjects.map((x) => (
            <li key={x.subjectId}>
              <Text size="sm" fw={500} mb={4}>
                {x.planned > 0
                  ? fmt(s.line, {
                      subject: x.subjectName,
                      covered: x.covered,
                      planned: x.planned,
                      percent: x.percent,
                    })
                  : fmt(s.noPlan, { subject: x.subjectName })}
              </Text>
              <Progress
                value={x.percent}
                size="lg"
                radius="xl"
                aria-label={fmt(s.progress, { subject: x.subjectName, percent: x.percent })}
              />
            </li>
          ))}
        </ul>
        <ChartFigure
          id="bc-chart-title"
          title={s.chartTitle}
          loading={s.chartLoading}
          className={classes.chart}
        >
          <CoverageChart subjects={subjects} />
        </ChartFigure>
      </div>
    </SectionCard>
  );
}
