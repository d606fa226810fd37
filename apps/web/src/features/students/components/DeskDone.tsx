import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DeskAdmission } from '@kaksha/contracts';
import { Link } from 'react-router';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { screenHref } from '../../../lib/screenNav.ts';

const s = tStudents.desk;

/** What admit-seat-collect did, in words, with the receipt to print and the way on. */
export function DeskDone({
  done,
  batchName,
  onAnother,
}: {
  done: DeskAdmission;
  /** The batch chosen, as the form listed it. */
  batchName: string;
  onAnother: () => void;
}) {
  const formats = useFormats();
  const { student, seat, receipt, sent } = done;
  const seated = seat?.allotted[0];
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} role="status">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {fmt(s.doneTitle, { name: student.name })}
        </Title>
        <Text>{fmt(s.doneNumber, { number: student.admissionNumber })}</Text>
        {seat && seated && (
          <Text>
            {fmt(s.doneSeat, {
              batch: batchName,
              plan: seat.billedOn ? fmt(s.donePlan, { plan: seat.billedOn }) : '',
            })}
          </Text>
        )}
        {seat && seat.waitlisted.length > 0 && <Text>{fmt(s.doneWaitlisted, { name: student.name })}</Text>}
        {receipt && (
          <Text>{fmt(s.doneReceipt, { number: receipt.number, amount: formats.money(receipt.amount) })}</Text>
        )}
        {sent && <Text>{sent.told ? fmt(s.doneSent, { n: sent.messages }) : s.doneNotSent}</Text>}
        <Group gap="sm">
          {receipt && (
            <Button component="a" href={`/api/v1/receipts/${receipt.id}/pdf`} target="_blank" rel="noopener">
              {s.printReceipt}
            </Button>
          )}
          <Button
            component={Link}
            to={`${screenHref('StudentProfile')}&student=${student.id}`}
            variant="light"
          >
            {s.openProfile}
          </Button>
          <Anchor component="button" type="button" onClick={onAnother}>
            {s.another}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
