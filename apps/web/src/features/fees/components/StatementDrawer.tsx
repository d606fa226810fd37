import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { FeeStatement } from '@kaksha/contracts';
import { RecordDrawer } from '../../../components/RecordDrawer.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useFeeStatement } from '../api/pending.ts';
import { CollectFeeModal } from '../collect/CollectFeeModal.tsx';
import { Figures } from './Figures.tsx';
import { StatementConcessions } from './StatementConcessions.tsx';
import { StatementDues } from './StatementDues.tsx';
import { StatementPayOnline } from './StatementPayOnline.tsx';
import { StatementReceipts } from './StatementReceipts.tsx';

const s = tFees.statement;

/** The student whose statement the drawer shows; kept while it closes, so its title does not blank mid-fade. */
export interface StatementOf {
  studentId: number;
  name: string;
  admissionNumber: string;
}

/** A student's fee statement beside the list: totals, the dues by batch and instalment, concessions, receipts. */
export function StatementDrawer({
  student,
  opened,
  canManage,
  onClose,
}: {
  student: StatementOf | null;
  opened: boolean;
  /** PendingFees at manage level: concessions given and withdrawn, coupons applied, fines waived here. */
  canManage: boolean;
  onClose: () => void;
}) {
  const statement = useFeeStatement(student?.studentId ?? null);
  return (
    <RecordDrawer
      opened={opened}
      onClose={onClose}
      width="56rem"
      title={student ? fmt(s.title, { name: student.name, admission: student.admissionNumber }) : ''}
      closeLabel={s.close}
      record={statement}
      loadingText={s.loading}
      loadFailed={s.loadFailed}
      showErrorDetail
    >
      {(data) => student && <Statement statement={data} student={student} canManage={canManage} />}
    </RecordDrawer>
  );
}

/**
 * Totals first (what staff are asked about), then concessions (where the balance is changed),
 * receipts, and the dues in detail. A manager collects from here too (the receipt opens after).
 */
function Statement({
  statement,
  student,
  canManage,
}: {
  statement: FeeStatement;
  student: StatementOf;
  canManage: boolean;
}) {
  const formats = useFormats();
  const [collecting, setCollecting] = useState(false);
  const { totals } = statement;
  return (
    <Stack gap="lg">
      {canManage && (
        <>
          <Button w="fit-content" onClick={() => setCollecting(true)}>
            {s.collect}
          </Button>
          {/* Made when asked for: the form reads the statement and the router only then. */}
          {collecting && (
            <CollectFeeModal
              opened
              onClose={() => setCollecting(false)}
              from={{ studentId: student.studentId, name: student.name }}
            />
          )}
        </>
      )}
      <Figures
        label={s.totals}
        items={[
          { label: s.billed, value: formats.money(totals.billed) },
          { label: s.concession, value: formats.money(totals.concession) },
          { label: s.fine, value: formats.money(totals.fine) },
          { label: s.paid, value: formats.money(totals.paid) },
          { label: s.balance, value: formats.money(totals.balance) },
          { label: s.overdue, value: formats.money(totals.overdue) },
          // Paid ahead of what is billed: only when there is some.
          ...(totals.credit > 0 ? [{ label: s.credit, value: formats.money(totals.credit) }] : []),
        ]}
      />
      {statement.dues.length === 0 && <Text>{s.empty}</Text>}
      <StatementConcessions statement={statement} canManage={canManage} />
      <StatementPayOnline statement={statement} canManage={canManage} />
      <StatementReceipts receipts={statement.receipts} />
      <StatementDues dues={statement.dues} canManage={canManage} />
    </Stack>
  );
}
