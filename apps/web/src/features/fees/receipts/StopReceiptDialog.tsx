import { useState, type FormEvent } from 'react';
import { Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bounceChequeInput, cancelReceiptInput, type Receipt } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';

import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { useBounceCheque, useCancelReceipt } from '../api/receipts.ts';
import { showFailure } from '../../../components/formProblem.ts';
import { FormActions } from '../../../components/FormActions.tsx';

/** The two ways a receipt stops counting: cancelled (a mistake), or its cheque bounced. */
export type Stop = 'cancel' | 'bounce';

/**
 * "Are you sure?" before a receipt stops counting, with the reason it will carry (and, for a bounced
 * cheque, whether the plan's bounce charge is billed): what it does to the dues is said before the
 * red button.
 */
export function StopReceiptDialog({
  receipt,
  stop,
  onClose,
  onDone,
}: {
  receipt: Receipt;
  /** The dialog is open for this, or closed (null). */
  stop: Stop | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  // Kept while the dialog fades out, so its title does not change mid-fade.
  const [shown, setShown] = useState<Stop>('cancel');
  if (stop && stop !== shown) setShown(stop);
  const words = tCollections.receipt[shown];
  return (
    <FormModal
      opened={stop !== null}
      onClose={onClose}
      title={fmt(words.title, { number: receipt.number })}
      size="md"
    >
      {stop && <StopForm key={stop} receipt={receipt} stop={stop} onClose={onClose} onDone={onDone} />}
    </FormModal>
  );
}

function StopForm({
  receipt,
  stop,
  onClose,
  onDone,
}: {
  receipt: Receipt;
  stop: Stop;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const words = tCollections.receipt[stop];
  const cancel = useCancelReceipt();
  const bounce = useBounceCheque();
  const busy = cancel.isPending || bounce.isPending;
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: { reason: '', charge: true },
    validate: zodResolver(stop === 'cancel' ? cancelReceiptInput : bounceChequeInput),
  });
  const callbacks = {
    onSuccess: (stopped: Receipt) => onDone(fmt(words.done, { number: stopped.number })),
    onError: showFailure(form, setProblem, words.failed),
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit(({ reason, charge }) =>
      stop === 'cancel'
        ? cancel.mutate({ id: receipt.id, reason }, callbacks)
        : bounce.mutate({ id: receipt.id, reason, charge }, callbacks),
    )(event);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{words.question}</Text>
        <Textarea
          label={words.reason}
          required
          autosize
          minRows={2}
          maxLength={300}
          disabled={busy}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {stop === 'bounce' && (
          <Checkbox
            label={tCollections.receipt.bounce.charge}
            disabled={busy}
            {...form.getInputProps('charge', { type: 'checkbox' })}
          />
        )}
        <FormActions
          problem={problem}
          words={{ save: words.confirm, cancel: tCollections.receipt.keep }}
          busy={busy}
          onCancel={onClose}
          holdCancel
          danger
        />
      </Stack>
    </form>
  );
}
