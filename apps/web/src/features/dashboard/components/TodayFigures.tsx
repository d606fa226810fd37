import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Anchor, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OVERDUE_BANDS } from '@kaksha/contracts';
import type { DashboardToday } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useDashboardToday } from '../api/dashboard.ts';

const d = t.dashboard.today;
// The trends (their strings, tables and charts) load after today's figures, in their own chunk.
const Trends = lazy(() => import('./Trends.tsx'));

/** A line of a figure: a link to the list behind it when the user may open it, else its text. */
function Line({ href, children }: { href: string | undefined; children: ReactNode }) {
  return (
    <Text size="sm">
      {href ? (
        <Anchor component={Link} to={href} inherit>
          {children}
        </Anchor>
      ) : (
        children
      )}
    </Text>
  );
}

function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Each figure the user may see, as cards of lines that open their lists. */
function Figures({ data }: { data: DashboardToday }) {
  const { money, count } = useFormats();
  const {
    collections,
    overdue,
    enquiries,
    admissions,
    attendance,
    classes,
    exams,
    payroll,
    stock,
    messages,
  } = data;
  const modeName = (mode: string) => d.modes[mode as keyof typeof d.modes] ?? mode;
  const cards: ReactNode[] = [];
  if (collections)
    cards.push(
      <Figure key="collections" title={d.collections.title}>
        <Line href={collections.links.today}>
          {collections.receipts
            ? `${fmt(d.collections.today, { amount: money(collections.today) })} · ${fmt(d.collections.receipts, { count: count(collections.receipts) })}`
            : d.collections.noneToday}
        </Line>
        {collections.byMode.map((m) => (
          <Text size="sm" c="dimmed" key={m.mode}>
            {fmt(d.collections.mode, { mode: modeName(m.mode), amount: money(m.amount) })}
          </Text>
        ))}
        <Line href={collections.links.month}>
          {fmt(d.collections.month, {
            collected: money(collections.monthCollected),
            due: money(collections.monthDue),
          })}
        </Line>
      </Figure>,
    );
  if (overdue)
    cards.push(
      <Figure key="overdue" title={d.overdue.title}>
        <Line href={overdue.links.all}>
          {fmt(d.overdue.total, { amount: money(overdue.total), students: count(overdue.students) })}
        </Line>
        {OVERDUE_BANDS.filter((b) => overdue.bands[b] > 0).map((b) => (
          <Line key={b} href={overdue.links[b]}>
            {fmt(d.overdue[b], { amount: money(overdue.bands[b]) })}
          </Line>
        ))}
      </Figure>,
    );
  if (enquiries)
    cards.push(
      <Figure key="enquiries" title={d.enquiries.title}>
        <Line href={enquiries.links.dueToday}>
          {fmt(d.enquiries.dueToday, { count: count(enquiries.dueToday) })}
        </Line>
        <Line href={enquiries.links.overdue}>
          {fmt(d.enquiries.overdue, { count: count(enquiries.overdue) })}
        </Line>
        <Line href={enquiries.links.newThisWeek}>
          {fmt(d.enquiries.newThisWeek, { count: count(enquiries.newThisWeek) })}
        </Line>
        <Line href={enquiries.links.month}>
          {enquiries.conversion === null
            ? d.enquiries.noConversion
            : fmt(d.enquiries.conversion, {
                admitted: count(enquiries.monthAdmitted),
                received: count(enquiries.monthReceived),
                percent: enquiries.conversion,
              })}
        </Line>
      </Figure>,
    );
  if (admissions)
    cards.push(
      <Figure key="admissions" title={d.admissions.title}>
        <Line href={admissions.links.month}>
          {fmt(d.admissions.month, { count: count(admissions.month) })}
        </Line>
      </Figure>,
    );
  if (attendance)
    cards.push(
      <Figure key="attendance" title={d.attendance.title}>
        <Line href={attendance.links.today}>
          {fmt(d.attendance.absent, { count: count(attendance.absent) })}
        </Line>
        <Line href={attendance.links.unmarked}>
          {fmt(d.attendance.unmarked, { count: count(attendance.unmarked) })}
        </Line>
        {attendance.batches.length === 0 ? (
          <Text size="sm" c="dimmed">
            {d.attendance.noMarks}
          </Text>
        ) : (
          attendance.batches.map((b) => (
            <Text size="sm" c="dimmed" key={b.batchId}>
              {fmt(d.attendance.batch, { name: b.name, percent: b.percent ?? 0 })}
            </Text>
          ))
        )}
      </Figure>,
    );
  if (classes)
    cards.push(
      <Figure key="classes" title={d.classes.title}>
        <Line href={classes.links.today}>
          {fmt(d.classes.scheduled, { count: count(classes.scheduled), held: count(classes.held) })}
        </Line>
        <Line href={classes.links.today}>
          {fmt(d.classes.cancelled, { count: count(classes.cancelled) })}
        </Line>
        <Line href={classes.links.toCover}>{fmt(d.classes.toCover, { count: count(classes.toCover) })}</Line>
      </Figure>,
    );
  if (exams)
    cards.push(
      <Figure key="exams" title={d.exams.title}>
        <Line href={exams.links.thisWeek}>{fmt(d.exams.thisWeek, { count: count(exams.thisWeek) })}</Line>
        <Line href={exams.links.toPublish}>{fmt(d.exams.toPublish, { count: count(exams.toPublish) })}</Line>
      </Figure>,
    );
  if (payroll)
    cards.push(
      <Figure key="payroll" title={d.payroll.title}>
        <Line href={payroll.links.runs}>
          {fmt(d.payroll.awaiting, { count: count(payroll.awaitingApproval) })}
        </Line>
      </Figure>,
    );
  if (stock)
    cards.push(
      <Figure key="stock" title={d.stock.title}>
        <Line href={stock.links.low}>{fmt(d.stock.low, { count: count(stock.low) })}</Line>
      </Figure>,
    );
  if (messages)
    cards.push(
      <Figure key="messages" title={d.messages.title}>
        <Line href={messages.links.failed}>{fmt(d.messages.failed, { count: count(messages.failed) })}</Line>
      </Figure>,
    );
  if (cards.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {d.none}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {cards}
    </SimpleGrid>
  );
}

/**
 * Today's figures above the spec's tiles (issue 69, decision 083): only those whose lists the user may
 * open, each line a link to its list already filtered; the institute's or one centre's.
 */
export function TodayFigures() {
  const [centreId, setCentreId] = useState<number | null>(null);
  const today = useDashboardToday(centreId);
  const { date } = useFormats();
  const centres = today.data?.centres ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {today.data ? `${d.title} · ${date(`${today.data.today}T12:00:00Z`)}` : d.title}
        </Title>
        {centres.length > 1 && (
          <NativeSelect
            label={d.centre}
            value={centreId === null ? '' : String(centreId)}
            onChange={(event) =>
              setCentreId(event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
            data={[
              { value: '', label: d.allCentres },
              ...centres.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        )}
      </Group>
      {today.isPending ? (
        <Text role="status">{d.loading}</Text>
      ) : today.isError ? (
        <Notice tone="error">{fmt(d.failed, { message: errorMessage(today.error) })}</Notice>
      ) : (
        <Figures data={today.data} />
      )}
      {today.data && (
        <Suspense fallback={null}>
          <Trends centreId={centreId} />
        </Suspense>
      )}
    </Stack>
  );
}
