import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Receipt } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { useFeeStatement } from '../api/pending.ts';
import { receiptHref } from '../api/receipts.ts';
import { CollectForm } from './CollectForm.tsx';
import { StudentPicker } from './StudentPicker.tsx';
import '../mantine-styles.ts';

const s = tCollections.collect;

/** Whom the money is from: enough to title the form (a statement's student, a picked one). */
export interface CollectFrom {
  studentId: number;
  name: string;
}

/**
 * The collect dialog, from the day book (the student picked in it) or from a student's statement
 * (`from` given). Done, it opens the receipt with what was received said on it, unless the opener
 * handles the receipt itself (`onCollected`).
 */
export function CollectFeeModal({
  opened,
  onClose,
  from = null,
  onCollected,
}: {
  opened: boolean;
  onClose: () => void;
  from?: CollectFrom | null;
  onCollected?: (receipt: Receipt) => void;
}) {
  const [picked, setPicked] = useState<CollectFrom | null>(null);
  const student = from ?? picked;
  const navigate = useNavigate();
  const formats = useFormats();
  const close = () => {
    setPicked(null);
    onClose();
  };
  const done = (receipt: Receipt) => {
    setPicked(null);
    if (onCollected) return onCollected(receipt);
    const notice = fmt(s.saved, {
      number: receipt.number,
      amount: formats.money(receipt.amount),
      payer: receipt.payerName,
      name: receipt.studentName,
    });
    void navigate(receiptHref(receipt.id), { state: { notice } });
  };
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={student ? fmt(s.titleFor, { name: student.name }) : s.title}
    >
      {opened && (
        <Stack gap="md">
          {!from && !picked && <StudentPicker onPick={(x) => setPicked({ studentId: x.id, name: x.name })} />}
          {student && (
            <StudentDues
              key={student.studentId}
              studentId={student.studentId}
              onCancel={close}
              onDone={done}
            />
          )}
          {!student && (
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {tCollections.cancel}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </FormModal>
  );
}

/** The student's statement, then the form over it (its open dues and totals are what the form starts from). */
function StudentDues({
  studentId,
  onCancel,
  onDone,
}: {
  studentId: number;
  onCancel: () => void;
  onDone: (receipt: Receipt) => void;
}) {
  const statement = useFeeStatement(studentId);
  const today = useFormats().dayOf(new Date());
  if (statement.isPending) return <Text role="status">{s.loadingStatement}</Text>;
  if (statement.isError)
    return (
      <Notice tone="error">
        {s.statementFailed}
        <div>{errorMessage(statement.error)}</div>
      </Notice>
    );
  return <CollectForm statement={statement.data} today={today} onCancel={onCancel} onDone={onDone} />;
}
