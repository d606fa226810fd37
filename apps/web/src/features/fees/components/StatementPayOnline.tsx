import { useState } from 'react';
import { Anchor, Button, Checkbox, CopyButton, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { FeeStatement, PaymentLink } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import {
  useCancelPaymentLink,
  useMakePaymentLink,
  useOnlineSettings,
  usePaymentLinks,
} from '../api/online.ts';
import { receiptHref } from '../api/receipts.ts';
import classes from './fees.module.css';

const s = tFees.payOnline;

/**
 * Paying online from the statement: a manager makes a Razorpay payment link for what has fallen due
 * (or everything owed) and Kaksha sends it to the family; the links made, and what became of them,
 * are listed below (a paid one names its receipt). Off until the institute's keys are saved.
 */
export function StatementPayOnline({
  statement,
  canManage,
}: {
  statement: FeeStatement;
  canManage: boolean;
}) {
  const settings = useOnlineSettings();
  const links = usePaymentLinks(statement.studentId);
  const ready = settings.data?.ready ?? false;
  // No gateway and no link ever made: nothing to show a cashier but the way to switch it on.
  if (!ready && !links.data?.data.length)
    return canManage && settings.data ? (
      <section aria-labelledby="fees-pay-online">
        <Title order={3} size="h5" id="fees-pay-online" mb="xs">
          {s.heading}
        </Title>
        <Text c="dimmed" size="sm">
          {s.off}
        </Text>
      </section>
    ) : null;
  return (
    <section aria-labelledby="fees-pay-online">
      <Title order={3} size="h5" id="fees-pay-online" mb="xs">
        {s.heading}
      </Title>
      <Stack gap="md">
        {canManage && ready && <MakeLink statement={statement} />}
        <LinkList studentId={statement.studentId} links={links} canManage={canManage} />
      </Stack>
    </section>
  );
}

function MakeLink({ statement }: { statement: FeeStatement }) {
  const formats = useFormats();
  const today = formats.dayOf(new Date());
  const make = useMakePaymentLink(statement.studentId);
  const owing = statement.dues.filter((d) => d.balance > 0);
  const fallen = owing.filter((d) => d.dueOn <= today);
  const sum = (dues: typeof owing) => dues.reduce((total, d) => total + d.balance, 0);
  const [what, setWhat] = useState<'fallen' | 'all'>(fallen.length ? 'fallen' : 'all');
  const [send, setSend] = useState(true);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  if (!owing.length) return <Text size="sm">{s.nothingOwed}</Text>;

  const submit = () => {
    setNotice(null);
    const dues = what === 'fallen' ? fallen : owing;
    make.mutate(
      { dueIds: dues.map((d) => d.id), send },
      {
        onSuccess: (link) =>
          setNotice({
            tone: 'success',
            text: fmt(link.sent ? s.madeSent : s.made, {
              amount: formats.money(link.amount),
              messages: link.sent,
            }),
          }),
        onError: (error) => setNotice(failure(s.failed, error)),
      },
    );
  };
  return (
    <Stack gap="sm" className={classes.panel}>
      <Radio.Group label={s.what} value={what} onChange={(v) => setWhat(v as typeof what)}>
        <Group gap="md" mt={6}>
          {fallen.length > 0 && (
            <Radio value="fallen" label={fmt(s.fallenDue, { amount: formats.money(sum(fallen)) })} />
          )}
          <Radio value="all" label={fmt(s.everything, { amount: formats.money(sum(owing)) })} />
        </Group>
      </Radio.Group>
      <Checkbox label={s.send} checked={send} onChange={(e) => setSend(e.currentTarget.checked)} />
      <FormNotice message={notice} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={make.isPending}>
          {s.make}
        </Button>
      </Group>
    </Stack>
  );
}

function LinkList({
  studentId,
  links,
  canManage,
}: {
  studentId: number;
  links: ReturnType<typeof usePaymentLinks>;
  canManage: boolean;
}) {
  const formats = useFormats();
  const cancel = useCancelPaymentLink(studentId);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const stop = (link: PaymentLink) => {
    setNotice(null);
    cancel.mutate(link.id, {
      onSuccess: () => setNotice({ tone: 'success', text: s.cancelled }),
      onError: (error) => setNotice(failure(s.cancelFailed, error)),
    });
  };
  const status = (link: PaymentLink) => (
    <StatusPill active={link.status === 'created' || link.status === 'paid'}>
      {s.statuses[link.status]}
    </StatusPill>
  );
  const action = (link: PaymentLink) =>
    link.receiptId ? (
      <Anchor href={receiptHref(link.receiptId)}>
        {s.receipt} {link.receiptNumber}
      </Anchor>
    ) : link.status === 'created' ? (
      <Group gap="xs" wrap="nowrap">
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="default" onClick={copy}>
              {copied ? tFees.online.copied : s.copyLink}
            </Button>
          )}
        </CopyButton>
        {canManage && (
          <DangerButton
            size="compact-sm"
            aria-label={fmt(s.cancelFor, { amount: formats.money(link.amount) })}
            loading={cancel.isPending && cancel.variables === link.id}
            onClick={() => stop(link)}
          >
            {s.cancelLink}
          </DangerButton>
        )}
      </Group>
    ) : link.status === 'mismatch' ? (
      <Text size="sm">
        {fmt(s.mismatch, { received: formats.money(link.received ?? 0), amount: formats.money(link.amount) })}
      </Text>
    ) : (
      tFees.none
    );
  return (
    <Stack gap="xs">
      <FormNotice message={notice} />
      <ResponsiveTable
        label={s.links}
        data={links.data ? { data: links.data.data, total: links.data.data.length } : undefined}
        loading={links.isPending}
        failed={links.isError}
        emptyText={s.empty}
        rowKey={(link) => link.id}
        columns={[
          { header: s.amount, cell: (link) => formats.money(link.amount), rowHeader: true },
          { header: s.status, cell: status },
          { header: s.made_on, cell: (link) => formats.date(link.createdAt), onCard: true },
          { header: s.expires, cell: (link) => formats.date(link.expiresAt), onCard: true },
          { header: s.link, cell: action, onCard: true },
        ]}
        card={{ title: (link) => formats.money(link.amount), badge: status }}
        page={1}
        pageSize={Math.max(links.data?.data.length ?? 0, 1)}
        onPageChange={() => {}}
        strings={s}
      />
    </Stack>
  );
}
