import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DeskAdmission, SentResult } from '@kaksha/contracts';
import { Link } from 'react-router';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { screenHref } from '../../../lib/screenNav.ts';

const s = tStudents.desk;

/** What sending the receipt did, as the delivery log says it: never "sent" when nothing left. */
function sentLine(sent: SentResult) {
  if (!sent.told) return s.doneNotSent;
  if (!sent.reached.length) return s.doneNothingSent;
  return fmt(s.doneSent, { channels: sent.reached.map((c) => tMessages.channels[c]).join(', ') });
}

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
        {sent && <Text>{sentLine(sent)}</Text>}
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
          {sent?.chatLink && sent.reached.length === 0 && (
            <Button component="a" href={sent.chatLink} target="_blank" rel="noopener" variant="light">
              {s.chat}
            </Button>
          )}
          <Anchor component="button" type="button" onClick={onAnother}>
            {s.another}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
