import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import type { Receipt, SentResult } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { NoAccess } from '../../../components/NoAccess.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { isApiClientError } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { screenHref } from '../../../lib/screenNav.ts';
import { deliveryLines } from '../components/reminders.ts';
import { receiptPdfHref, useReceipt, useSendReceipt } from '../api/receipts.ts';
import { StopReceiptDialog, type Stop } from './StopReceiptDialog.tsx';
import { ReceiptDocument } from './ReceiptDocument.tsx';
import { ReceiptLinks } from './ReceiptLinks.tsx';
import { useCollectionAccess } from './useCollectionAccess.ts';
import '../mantine-styles.ts';

const s = tCollections.receipt;

/** ReceiptPopup (?receipt=<id>): one receipt as it is printed, its PDF, printing, and cancelling it. */
export default function ReceiptScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('receipt')) || null;
  const access = useCollectionAccess();
  const receipt = useReceipt(id);
  // The collect form says what it recorded here, where the cashier lands.
  const arrived = (useLocation().state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<FormMessage | null>(
    arrived ? { tone: 'success', text: arrived } : null,
  );

  if (access.receiptsDenied) return <NoAccess />;
  if (id === null)
    return (
      <Stack gap="lg">
        <PageHeader title={s.title} intro={s.pickHint} />
        <Button component="a" href={screenHref('PaidFees')} w="fit-content">
          {s.openPaidFees}
        </Button>
      </Stack>
    );
  if (receipt.isPending) return <Text role="status">{s.loading}</Text>;
  if (receipt.isError) {
    const missing = isApiClientError(receipt.error) && receipt.error.status === 404;
    return (
      <Stack gap="lg">
        <PageHeader title={s.title} intro={s.pickHint} />
        <Notice tone="error">{missing ? s.notFound : s.loadFailed}</Notice>
      </Stack>
    );
  }
  return (
    <Shown
      receipt={receipt.data}
      canStop={access.cancel}
      canSend={access.collect}
      notice={notice}
      setNotice={setNotice}
    />
  );
}

/** What "Send to family" did, as the delivery log says it: never "sent" for messages that were not (issue 65). */
function sentNotice(sent: SentResult): FormMessage {
  if (sent.told === 0) return { tone: 'error', text: s.send.noGuardian };
  if (sent.messages === 0) return { tone: 'success', text: s.send.already };
  const { reached, notSent } = deliveryLines(sent);
  const detail = notSent.join(' ') || undefined;
  return reached
    ? { tone: 'success', text: fmt(s.send.done, { channels: reached }), detail }
    : { tone: 'error', text: s.send.nothingSent, detail };
}

function Shown({
  receipt,
  canStop,
  canSend,
  notice,
  setNotice,
}: {
  receipt: Receipt;
  /** Collecting users send receipts to families (the server's rule for the send route). */
  canSend: boolean;
  /** Paid Fees at manage level: the receipt can be cancelled, or its cheque marked bounced. */
  canStop: boolean;
  notice: FormMessage | null;
  setNotice: (notice: FormMessage) => void;
}) {
  const [stopping, setStopping] = useState<Stop | null>(null);
  const stoppable = canStop && receipt.status === 'valid';
  const send = useSendReceipt();
  const [chatLink, setChatLink] = useState<string | null>(null);
  const sendToFamily = () =>
    send.mutate(receipt.id, {
      onSuccess: (sent) => {
        setChatLink(sent.chatLink);
        setNotice(sentNotice(sent));
      },
      onError: (error) =>
        setNotice({ tone: 'error', text: isApiClientError(error) ? error.message : s.send.failed }),
    });
  return (
    <Stack gap="lg">
      <PageHeader
        title={fmt(s.titleOf, { number: receipt.number })}
        intro={`${receipt.studentName} · ${receipt.admissionNumber}`}
        action={
          <Group gap="xs" role="group" aria-label={s.actions}>
            <Button
              component="a"
              href={receiptPdfHref(receipt.id)}
              target="_blank"
              rel="noopener"
              variant="light"
            >
              {s.pdf}
            </Button>
            <Button variant="default" onClick={() => window.print()}>
              {s.print}
            </Button>
            {canSend && receipt.status === 'valid' && (
              <Button variant="default" title={s.send.hint} loading={send.isPending} onClick={sendToFamily}>
                {s.send.button}
              </Button>
            )}
            {stoppable && receipt.mode === 'cheque' && (
              <DangerButton variant="outline" onClick={() => setStopping('bounce')}>
                {s.bounce.button}
              </DangerButton>
            )}
            {stoppable && (
              <DangerButton variant="outline" onClick={() => setStopping('cancel')}>
                {s.cancel.button}
              </DangerButton>
            )}
          </Group>
        }
      />
      <FormNotice message={notice} />
      {chatLink && (
        <Button
          component="a"
          href={chatLink}
          target="_blank"
          rel="noopener"
          title={s.send.chatHint}
          w="fit-content"
        >
          {s.send.chat}
        </Button>
      )}
      <ReceiptDocument receipt={receipt} />
      <ReceiptLinks receiptId={receipt.id} canRevoke={canSend} onNotice={setNotice} />
      <StopReceiptDialog
        receipt={receipt}
        stop={stopping}
        onClose={() => setStopping(null)}
        onDone={(text) => {
          setStopping(null);
          setNotice({ tone: 'success', text });
        }}
      />
    </Stack>
  );
}
