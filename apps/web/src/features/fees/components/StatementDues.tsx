import { Fragment } from 'react';
import { Paper, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Due } from '@kaksha/contracts';
import records from '../../../components/records.module.css';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { groupBy, instalmentName, showsFine } from './dues.ts';
import { InstalmentFine } from './InstalmentFine.tsx';
import classes from './fees.module.css';

const s = tFees.statement;
/** As ResponsiveTable: a table from here up, cards below. */
const WIDE = '(min-width: 62em)';

/**
 * A statement's dues, one section per batch (and plan) the student was billed for; under an
 * instalment, its waived fine, or (manage level) the way to waive it.
 */
export function StatementDues({ dues, canManage }: { dues: readonly Due[]; canManage: boolean }) {
  const batches = groupBy(dues, (due) => `${due.batchId ?? ''}|${due.planName ?? ''}`);
  return batches.map(([key, rows]) => {
    const { batchName, planName } = rows[0]!;
    const heading = batchName ?? planName ?? s.otherDues;
    return (
      <section key={key}>
        <Title order={3} size="h5">
          {heading}
        </Title>
        {batchName && planName && (
          <Text size="sm" c="dimmed">
            {fmt(s.plan, { plan: planName })}
          </Text>
        )}
        <Dues label={fmt(s.duesOf, { name: heading })} batch={heading} dues={rows} canManage={canManage} />
      </section>
    );
  });
}

/** One batch's dues: a table grouped by instalment on a wide screen, a card per instalment on a phone. */
function Dues({
  label,
  batch,
  dues,
  canManage,
}: {
  label: string;
  batch: string;
  dues: Due[];
  canManage: boolean;
}) {
  const formats = useFormats();
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false });
  // A charge billed on its own (instalment 0: a bounce charge, an item sold from the store) is a group
  // of its own, named by its label; a plan's instalment groups its heads.
  const instalments = groupBy(dues, (due) => (due.instalment === 0 ? `charge ${due.id}` : due.instalment));
  const fine = (rows: Due[]) => (
    <InstalmentFine
      dues={rows}
      name={fmt(s.instalmentOf, { instalment: instalmentName(rows[0]!), batch })}
      canManage={canManage}
    />
  );
  const money = (due: Due) => [
    { label: s.amount, value: formats.money(due.amount) },
    { label: s.concession, value: formats.money(due.concession) },
    { label: s.fine, value: formats.money(due.fine) },
    { label: s.paid, value: formats.money(due.paid) },
    { label: s.balance, value: formats.money(due.balance) },
  ];
  if (!wide)
    return (
      <ul className={`${classes.rows} ${classes.dues}`} aria-label={label}>
        {instalments.map(([n, rows]) => (
          <Paper key={n} component="li" withBorder radius="md" p="sm">
            <Title order={4} size="h6" mb={4}>
              {instalmentName(rows[0]!)}
            </Title>
            {rows.map((due) => (
              <div key={due.id} className={classes.due}>
                <Text size="sm" fw={600}>
                  {due.headName}
                </Text>
                <dl className={records.fields}>
                  <dt>{s.dueOn}</dt>
                  <dd>{formats.calendarDate(due.dueOn)}</dd>
                  {money(due).map((m) => (
                    <Fragment key={m.label}>
                      <dt>{m.label}</dt>
                      <dd>{m.value}</dd>
                    </Fragment>
                  ))}
                </dl>
              </div>
            ))}
            {showsFine(rows, canManage) && fine(rows)}
          </Paper>
        ))}
      </ul>
    );
  return (
    <Table aria-label={label} withTableBorder verticalSpacing="xs" mt="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{s.head}</Table.Th>
          <Table.Th scope="col">{s.dueOn}</Table.Th>
          {money(dues[0]!).map((m) => (
            <Table.Th key={m.label} scope="col" className={classes.money}>
              {m.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      {instalments.map(([n, rows]) => (
        <Table.Tbody key={n}>
          <Table.Tr>
            <Table.Th scope="rowgroup" colSpan={7} bg="gray.0">
              {instalmentName(rows[0]!)}
            </Table.Th>
          </Table.Tr>
          {rows.map((due) => (
            <Table.Tr key={due.id}>
              <Table.Td>{due.headName}</Table.Td>
              <Table.Td>{formats.calendarDate(due.dueOn)}</Table.Td>
              {money(due).map((m) => (
                <Table.Td key={m.label} className={classes.money}>
                  {m.value}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {showsFine(rows, canManage) && (
            <Table.Tr>
              <Table.Td colSpan={7}>{fine(rows)}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      ))}
    </Table>
  );
}
