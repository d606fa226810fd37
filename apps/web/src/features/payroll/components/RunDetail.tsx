import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PayRunDetail } from '@kaksha/contracts';
import { failure, FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { LoadFailed } from '../../../components/Notice.tsx';
import { warningColour } from '../../../lib/form.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { tPayroll } from '../../../lib/i18n/payroll.ts';
import {
  bankFileHref,
  payslipHref,
  useMoveRun,
  usePayRun,
  useSendPayslips,
  type RunMove,
} from '../api/runs.ts';
import { LineForm } from './LineForm.tsx';
import { ReverseForm } from './ReverseForm.tsx';

const s = tPayroll.run;

/** One run: its lines with last month's net and the flags, the moves its stage allows, payslips. */
export function RunDetail({
  id,
  canManage,
  onClose,
  onOpen,
}: {
  id: number;
  canManage: boolean;
  onClose: () => void;
  /** Opens another run (the reversal just made). */
  onOpen: (id: number) => void;
}) {
  const run = usePayRun(id);
  const move = useMoveRun();
  const send = useSendPayslips();
  const formats = useFormats();
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [reversing, setReversing] = useState(false);
  const doMove = (to: RunMove, done: string) => {
    setNotice(null);
    move.mutate(
      { id, move: to },
      {
        onSuccess: () => setNotice({ tone: 'success', text: done }),
        onError: (e) => setNotice(failure(s.moveFailed, e)),
      },
    );
  };
  if (run.isPending) return <Text role="status">{t.common.loading}</Text>;
  if (run.isError) return <LoadFailed onRetry={() => void run.refetch()}>{s.loadFailed}</LoadFailed>;
  const r: PayRunDetail = run.data;
  const approved = r.status !== 'draft' && r.kind === 'regular';
  const draft = r.status === 'draft';
  const editingLine = r.lines.find((l) => l.id === editing);
  /** The line's leave without pay (and what it took) and adjustments, in a few words. */
  const inputsOf = (line: PayRunDetail['lines'][number]) =>
    [
      line.lwpDays ? fmt(s.lwpShort, { days: line.lwpDays, amount: formats.money(-line.lwpPaise) }) : '',
      ...line.adjustments.map((a) => `${a.reason} ${formats.money(a.paise)}`),
    ]
      .filter(Boolean)
      .join(' · ') || '—';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>{fmt(s.title, { month: r.month })}</Title>
            <Text size="sm">
              {tPayroll.runs.statuses[r.status]} ·{' '}
              {fmt(s.totals, {
                people: r.people,
                gross: formats.money(r.grossPaise),
                net: formats.money(r.netPaise),
              })}
            </Text>
            {r.kind === 'reversal' && <Text size="sm">{fmt(s.reversalOf, { reason: r.reason })}</Text>}
            {r.reversed && <Text size="sm">{s.reversedNote}</Text>}
            {r.flagged > 0 && (
              <Text size="sm" c={warningColour}>
                {fmt(s.flaggedCount, { count: r.flagged, percent: r.flagPercent })}
              </Text>
            )}
          </div>
          <Anchor component="button" type="button" onClick={onClose} size="sm">
            {s.close}
          </Anchor>
        </Group>
        {canManage && (
          <Group gap="sm">
            {r.status === 'draft' && (
              <>
                <Button onClick={() => doMove('approve', s.approved)} loading={move.isPending}>
                  {s.approve}
                </Button>
                <Button
                  variant="default"
                  onClick={() => doMove('recompute', s.recompute)}
                  disabled={move.isPending}
                >
                  {s.recompute}
                </Button>
              </>
            )}
            {r.status === 'approved' && r.kind === 'regular' && (
              <Button onClick={() => doMove('paid', s.markedPaid)} loading={move.isPending}>
                {s.paid}
              </Button>
            )}
            {approved && (
              <>
                <Button
                  variant="default"
                  loading={send.isPending}
                  onClick={() =>
                    send.mutate(id, {
                      onSuccess: (sent) =>
                        setNotice({ tone: 'success', text: fmt(s.sent, { count: sent.queued }) }),
                      onError: (e) => setNotice(failure(s.moveFailed, e)),
                    })
                  }
                >
                  {s.send}
                </Button>
                <Button component="a" variant="default" href={bankFileHref(id)} download>
                  {s.bankFile}
                </Button>
                {!r.reversed && (
                  <Button variant="outline" color="red.9" onClick={() => setReversing(true)}>
                    {s.reverse}
                  </Button>
                )}
              </>
            )}
            {r.kind === 'reversal' && r.reversesRunId !== null && (
              <Button variant="default" onClick={() => onOpen(r.reversesRunId!)}>
                {s.openReversed}
              </Button>
            )}
          </Group>
        )}
        <FormNotice message={notice} />
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={s.lines} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{tPayroll.structures.person}</Table.Th>
                <Table.Th>{s.inputs}</Table.Th>
                <Table.Th ta="right">{s.gross}</Table.Th>
                <Table.Th ta="right">{s.deductions}</Table.Th>
                <Table.Th ta="right">{s.net}</Table.Th>
                <Table.Th ta="right">{s.lastMonth}</Table.Th>
                <Table.Th>{s.flag}</Table.Th>
                <Table.Th>{s.payslip}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Th scope="row" fw={500}>
                    {line.name}
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm">{inputsOf(line)}</Text>
                    {canManage && draft && (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => setEditing(line.id)}
                        aria-label={fmt(s.editFor, { name: line.name })}
                      >
                        {s.edit}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formats.money(line.grossPaise)}</Table.Td>
                  <Table.Td ta="right">{formats.money(line.deductionsPaise)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formats.money(line.netPaise)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.previousNetPaise === null ? '—' : formats.money(line.previousNetPaise)}
                  </Table.Td>
                  <Table.Td c={line.flag ? warningColour : undefined}>{line.flag || '—'}</Table.Td>
                  <Table.Td>
                    <Anchor
                      href={payslipHref(id, line.id)}
                      target="_blank"
                      aria-label={fmt(s.payslipFor, { name: line.name })}
                    >
                      {s.payslip}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      {editingLine && (
        <LineForm
          runId={id}
          line={editingLine}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice({ tone: 'success', text: fmt(s.lineSaved, { name: editingLine.name }) });
          }}
        />
      )}
      {reversing && (
        <ReverseForm
          run={r}
          onClose={(reversal) => {
            setReversing(false);
            if (reversal) onOpen(reversal.id);
          }}
        />
      )}
    </Paper>
  );
}
