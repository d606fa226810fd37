import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMenuAccess } from '../../../lib/access.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { screenHref } from '../../../lib/screenNav.ts';
import { useStudentFees } from '../api/students.ts';
import { Section } from './ProfileSections.tsx';
import classes from './students.module.css';

const s = tStudents.profile;
const TOTALS = ['billed', 'concession', 'fine', 'paid', 'balance', 'overdue'] as const;

/**
 * What the student has been billed and owes (the statement's totals, which always add up), and the
 * next due; shown to those who may read fees (Pending Fees, Batch Fees or Manage Students).
 */
export function FeesSection({ studentId }: { studentId: number }) {
  const mayRead = useMenuAccess(['PendingFees', 'BatchFees', 'ManageStudents']).canView;
  const canOpenPending = useMenuAccess('PendingFees').canView;
  const fees = useStudentFees(studentId, mayRead);
  const formats = useFormats();
  if (!mayRead) return null;
  const statement = fees.data;
  const next = statement?.dues.find((d) => d.balance > 0);
  return (
    <Section
      title={s.fees}
      action={
        canOpenPending && (
          <Anchor href={screenHref('PendingFees')} size="sm">
            {s.openPending}
          </Anchor>
        )
      }
    >
      {fees.isError && <Text c="red.8">{`${s.feesFailed} ${errorMessage(fees.error)}`}</Text>}
      {statement && statement.dues.length === 0 && <Text className={classes.notYet}>{s.notBilled}</Text>}
      {statement && statement.dues.length > 0 && (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" component="dl" className={classes.figures}>
            {TOTALS.map((key) => (
              <div key={key}>
                <Text component="dt" size="xs" c="dimmed">
                  {s.feeTotals[key]}
                </Text>
                <Text component="dd" fw={key === 'balance' ? 700 : 500}>
                  {formats.money(statement.totals[key])}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Text size="sm">
            {next
              ? fmt(s.nextDue, {
                  amount: formats.money(next.balance),
                  date: formats.calendarDate(next.dueOn),
                  what: `${next.label}, ${next.headName}`,
                })
              : s.allPaid}
          </Text>
        </Stack>
      )}
    </Section>
  );
}
