import { Table, Text, Title } from '@mantine/core';
import { gstIncluded, rupeesInWords, type Receipt } from '@kaksha/contracts';
import { useInstituteBrand } from '../../../lib/brand.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { receivedBy } from './receivedBy.ts';
import classes from './receipt.module.css';

const s = tCollections.receipt;

/** How it was paid, with the details that mode carries (a reference, a cheque's number and bank). */
export function paymentLine(receipt: Receipt): string {
  const details = [
    receipt.chequeNumber && fmt(s.cheque, { number: receipt.chequeNumber, bank: receipt.chequeBank }),
    receipt.reference && fmt(s.reference, { reference: receipt.reference }),
  ].filter(Boolean);
  return [tFees.receipts.modes[receipt.mode], ...details].join(' · ');
}

/**
 * What was owed after the receipt, as kept on it when it was made: the balance, what of it was due
 * then and what fell due next, and when (issue 65, bug 7). Null on receipts that kept none.
 */
export function owedWords(
  receipt: Receipt,
  formats: Pick<ReturnType<typeof useFormats>, 'money' | 'calendarDate'>,
): { balance: string; due: string | null } | null {
  if (receipt.balanceAfter === null) return null;
  if (receipt.balanceAfter === 0) return { balance: s.owedNothing, due: null };
  const balance = fmt(s.balanceAfter, { balance: formats.money(receipt.balanceAfter) });
  if (receipt.dueNowAfter === null) return { balance, due: null };
  const now = receipt.dueNowAfter
    ? fmt(s.dueNow, { amount: formats.money(receipt.dueNowAfter) })
    : s.nothingDueNow;
  const next =
    receipt.nextDueOn && receipt.nextDueAmount
      ? fmt(s.nextDue, {
          amount: formats.money(receipt.nextDueAmount),
          date: formats.calendarDate(receipt.nextDueOn),
        })
      : '';
  return { balance, due: [now, next].filter(Boolean).join(' ') };
}

/**
 * The receipt as staff hand it over (and print it): the institute's name at the head, number and
 * date, who paid, what it paid, how, and who took it. A cancelled one (or a bounced cheque) keeps
 * everything, struck through under a stamp and its reason, as it stays on record.
 */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const brand = useInstituteBrand().data;
  const formats = useFormats();
  // Cancelled or bounced, it no longer counts: everything stays, marked and struck through.
  const stopped = receipt.status !== 'valid';
  const money = (paise: number) => <span className={classes.money}>{formats.money(paise)}</span>;
  // Receipts made before an institute's GSTIN was kept (null) show GST as they always did; an
  // unregistered institute's (empty) charge none (decision 075).
  const registered = receipt.gstin !== '';
  const owed = owedWords(receipt, formats);
  const facts: [string, string][] = [
    [s.payer, receipt.payerName],
    [s.student, receipt.studentName],
    [s.admission, receipt.admissionNumber],
    [s.centre, receipt.centreName],
    [s.mode, paymentLine(receipt)],
    [s.cashier, receivedBy(receipt)],
    ...(receipt.note ? [[s.note, receipt.note] as [string, string]] : []),
  ];
  return (
    <article
      className={classes.document}
      aria-labelledby="receipt-heading"
      data-stopped={stopped || undefined}
    >
      <header className={classes.head}>
        <div className={classes.institute}>
          {brand?.logoUrl && <img src={brand.logoUrl} alt="" className={classes.logo} />}
          <Text fw={700} size="lg">
            {brand?.name}
          </Text>
        </div>
        <div className={classes.number}>
          <Title order={3} id="receipt-heading" size="h4">
            {s.heading}
          </Title>
          <dl className={classes.pairs}>
            <dt>{s.number}</dt>
            <dd>{receipt.number}</dd>
            <dt>{s.date}</dt>
            <dd>{formats.calendarDate(receipt.receivedOn)}</dd>
          </dl>
        </div>
      </header>
      {stopped && (
        <p className={classes.stopped} role="note">
          <strong className={classes.stamp}>{tCollections.statuses[receipt.status]}</strong>
          {fmt(s.stoppedOn, {
            date: receipt.cancelledAt ? formats.dateTime(receipt.cancelledAt) : '',
            reason: receipt.cancelReason,
          })}
        </p>
      )}
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {receipt.items.length === 0 && <Text size="sm">{s.noItems}</Text>}
      <Table aria-label={s.items} className={classes.items}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{s.head}</Table.Th>
            <Table.Th scope="col" className={classes.amountCell}>
              {s.amount}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.items.map((item) => (
            <Table.Tr key={item.dueId}>
              <Table.Th scope="row" fw={400}>
                <div className={classes.itemHead}>{item.headName}</div>
                <Text size="xs" c="dimmed">
                  {[
                    item.batchName,
                    item.label,
                    registered && item.sacCode ? fmt(s.sac, { code: item.sacCode }) : '',
                    registered && item.gstRate
                      ? fmt(s.gst, {
                          rate: item.gstRate,
                          tax: formats.money(gstIncluded(item.amount, item.gstRate).tax),
                        })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Th>
              <Table.Td className={classes.amountCell}>{money(item.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{s.applied}</Table.Th>
            <Table.Td className={classes.amountCell}>{money(receipt.applied)}</Table.Td>
          </Table.Tr>
          {receipt.amount > receipt.applied && (
            <Table.Tr>
              <Table.Th scope="row">{s.credit}</Table.Th>
              <Table.Td className={classes.amountCell}>{money(receipt.amount - receipt.applied)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr className={classes.total}>
            <Table.Th scope="row">{s.total}</Table.Th>
            <Table.Td className={classes.amountCell}>{money(receipt.amount)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="sm" fs="italic">
        {fmt(s.inWords, { words: rupeesInWords(receipt.amount) })}
      </Text>
      {receipt.gstin && <Text size="xs">{fmt(s.gstin, { gstin: receipt.gstin })}</Text>}
      {owed && (
        <div>
          <Text size="sm" fw={700}>
            {owed.balance}
          </Text>
          {owed.due && <Text size="sm">{owed.due}</Text>}
        </div>
      )}
    </article>
  );
}
