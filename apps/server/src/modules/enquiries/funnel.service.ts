import { sourceLabel } from '@kaksha/contracts';
import type { EnquiryFunnel, EnquirySource, funnelQuery } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { csvRow } from '../../lib/csv.ts';
import { invalid } from '../../lib/errors.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';
import { instituteFacts } from '../institute/service.ts';
import * as repo from './lists.repository.ts';

// The funnel: how the enquiries of a period moved, by source.

/** Enquiries received in the period (default: the last 90 days) by source, and in all. */
export async function funnel(
  db: Executor,
  caller: Caller,
  query: z.output<typeof funnelQuery>,
): Promise<EnquiryFunnel> {
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const today = dayIn(new Date(), timeZone);
  const to = query.to ?? today;
  const from = query.from ?? dayIn(startOfDay(to, timeZone, -89), timeZone);
  if (from > to)
    throw invalid('The period must start before it ends.', { from: 'The period must start before it ends.' });
  const rows = await repo.funnel(
    db,
    caller.organisationId,
    startOfDay(from, timeZone),
    startOfDay(to, timeZone, 1),
  );
  const counts = (r: Omit<(typeof rows)[number], 'source'>) => ({
    total: r.total,
    contacted: r.contacted,
    demoScheduled: r.demoScheduled,
    demoAttended: r.demoAttended,
    admitted: r.admitted,
    lost: r.lost,
    conversionRate: r.total ? r.admitted / r.total : 0,
    daysToConvert: r.admitted ? Math.round((r.daysToConvertSum / r.admitted) * 10) / 10 : null,
  });
  const sum = (key: keyof Omit<(typeof rows)[number], 'source'>) => rows.reduce((n, r) => n + r[key], 0);
  const totals = counts({
    total: sum('total'),
    contacted: sum('contacted'),
    demoScheduled: sum('demoScheduled'),
    demoAttended: sum('demoAttended'),
    admitted: sum('admitted'),
    lost: sum('lost'),
    daysToConvertSum: sum('daysToConvertSum'),
  });
  return {
    from,
    to,
    sources: rows
      .map((r) => ({ source: r.source as EnquirySource, ...counts(r) }))
      .sort((a, b) => b.total - a.total),
    totals,
  };
}

const FUNNEL_HEADER = [
  'Source',
  'Enquiries',
  'Contacted',
  'Demo scheduled',
  'Demo attended',
  'Admitted',
  'Lost',
  'Conversion %',
  'Days to admit',
];

export async function* funnelCsv(db: Executor, caller: Caller, query: z.output<typeof funnelQuery>) {
  const report = await funnel(db, caller, query);
  const line = (name: string, r: EnquiryFunnel['totals']) => [
    name,
    r.total,
    r.contacted,
    r.demoScheduled,
    r.demoAttended,
    r.admitted,
    r.lost,
    (r.conversionRate * 100).toFixed(1),
    r.daysToConvert ?? '',
  ];
  yield `\uFEFF${csvRow(FUNNEL_HEADER)}`;
  for (const r of report.sources) yield csvRow(line(sourceLabel(r.source), r));
  yield csvRow(line('All sources', report.totals));
}
