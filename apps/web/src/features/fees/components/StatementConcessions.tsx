import { useState } from 'react';
import { Button, Group, Text, Title } from '@mantine/core';
import type { Concession, FeeStatement } from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { ApplyCoupon } from './ApplyCoupon.tsx';
import { ConcessionForm } from './ConcessionForm.tsx';
import { WithdrawConcession } from './WithdrawConcession.tsx';
import classes from './fees.module.css';

const s = tFees.statement;

/**
 * The concessions a statement shows: what each took off, why, who approved it; a withdrawn one says
 * so. At manage level: give one (on a batch the student is billed for) and withdraw one with a reason.
 */
export function StatementConcessions({
  statement,
  canManage,
}: {
  statement: FeeStatement;
  canManage: boolean;
}) {
  const formats = useFormats();
  // One form at a time under the heading: a concession given by hand, or a coupon's code.
  const [adding, setAdding] = useState<'concession' | 'coupon' | null>(null);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const { concessions } = statement;
  const billed = statement.dues.some((due) => due.batchId !== null);
  const nameOf = (c: Concession) =>
    fmt(s.concessionName, { category: s.categories[c.category], batch: c.batchName });
  const add = (form: 'concession' | 'coupon') => {
    setNotice(null);
    setAdding(form);
  };
  const done = (text: string) => {
    setAdding(null);
    setWithdrawing(null);
    setNotice({ tone: 'success', text });
  };

  return (
    <section aria-labelledby="fees-concessions">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h5" id="fees-concessions">
          {s.concessions}
        </Title>
        {canManage && billed && !adding && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => add('coupon')}>
              {s.applyCoupon}
            </Button>
            <Button size="xs" variant="light" onClick={() => add('concession')}>
              {s.give}
            </Button>
          </Group>
        )}
      </Group>
      <FormNotice message={notice} />
      {adding === 'concession' && (
        <ConcessionForm statement={statement} onCancel={() => setAdding(null)} onDone={done} />
      )}
      {adding === 'coupon' && (
        <ApplyCoupon statement={statement} onCancel={() => setAdding(null)} onDone={done} />
      )}
      {concessions.length === 0 ? (
        <Text size="sm">{s.noConcessions}</Text>
      ) : (
        <ul className={classes.rows} aria-label={s.concessions}>
          {concessions.map((c) => (
            <li key={c.id} className={classes.concession} data-withdrawn={c.withdrawnAt ? true : undefined}>
              <Text size="sm" fw={600}>
                {fmt(s.concessionLine, {
                  category: s.categories[c.category],
                  value: c.kind === 'percent' ? fmt(s.percent, { n: c.value / 100 }) : formats.money(c.value),
                  amount: formats.money(c.amount),
                  batch: c.batchName,
                })}
              </Text>
              <Text size="sm">{c.reason}</Text>
              <Text size="xs" c="dimmed">
                {fmt(c.approvedBy ? s.approvedBy : s.approved, {
                  name: c.approvedBy ?? '',
                  date: formats.date(c.createdAt),
                })}
              </Text>
              {c.withdrawnAt && (
                <Text size="xs" fw={600}>
                  {fmt(s.withdrawn, { date: formats.date(c.withdrawnAt), reason: c.withdrawReason })}
                </Text>
              )}
              {canManage && !c.withdrawnAt && withdrawing !== c.id && (
                <Button
                  size="xs"
                  variant="outline"
                  mt="xs"
                  onClick={() => {
                    setNotice(null);
                    setWithdrawing(c.id);
                  }}
                  aria-label={fmt(s.withdrawFor, { name: nameOf(c) })}
                >
                  {s.withdraw}
                </Button>
              )}
              {withdrawing === c.id && (
                <WithdrawConcession
                  concession={c}
                  name={nameOf(c)}
                  onCancel={() => setWithdrawing(null)}
                  onDone={done}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
