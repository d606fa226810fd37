import { useState } from 'react';
import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { payMonth, type PayRunItem } from '@kaksha/contracts';
import { failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { warningColour } from '../../../lib/form.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tPayroll } from '../../../lib/i18n/payroll.ts';
import { useCreateRun, usePayRuns } from '../api/runs.ts';
import { SectionFrame } from './SectionFrame.tsx';

const s = tPayroll.runs;

/** A month's run made (a draft), and the runs so far; one opens below. */
export function RunsSection({ canManage, onOpen }: { canManage: boolean; onOpen: (id: number) => void }) {
  const list = usePayRuns(1);
  const create = useCreateRun();
  const formats = useFormats();
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const run = () => {
    setNotice(null);
    const parsed = payMonth.safeParse(month);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? s.createFailed);
    setProblem(null);
    create.mutate(
      { month: parsed.data },
      {
        onSuccess: (made) => {
          setNotice({ tone: 'success', text: s.created });
          onOpen(made.id);
        },
        onError: (error) => setNotice(failure(s.createFailed, error)),
      },
    );
  };
  const stage = (r: PayRunItem) =>
    r.kind === 'reversal'
      ? s.reversal
      : r.reversed
        ? `${s.statuses[r.status]} · ${s.reversed}`
        : s.statuses[r.status];
  return (
    <SectionFrame
      title={s.title}
      intro={s.intro}
      notice={notice}
      list={list}
      loadFailed={s.loadFailed}
      empty={s.empty}
      table={s.table}
      actions={
        canManage && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              run();
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                type="month"
                label={s.month}
                value={month}
                onChange={(e) => setMonth(e.currentTarget.value)}
                error={problem}
              />
              <Button type="submit" loading={create.isPending}>
                {s.run}
              </Button>
            </Group>
          </form>
        )
      }
      head={
        <>
          <Table.Th>{s.month}</Table.Th>
          <Table.Th>{s.status}</Table.Th>
          <Table.Th ta="right">{s.net}</Table.Th>
          <Table.Th aria-label={s.open} />
        </>
      }
    >
      {(rows) =>
        rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Th scope="row" fw={500}>
              {r.month}
            </Table.Th>
            <Table.Td>
              <StatusPill active={r.status !== 'draft'} pending={r.status === 'draft'}>
                {stage(r)}
              </StatusPill>
              {r.flagged > 0 && (
                <Text size="xs" c={warningColour}>
                  {s.flagged}: {r.flagged}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{formats.money(r.netPaise)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                aria-label={fmt(s.openFor, { month: r.month })}
                onClick={() => onOpen(r.id)}
              >
                {s.open}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))
      }
    </SectionFrame>
  );
}
