import type { MessageStatus } from '@kaksha/contracts';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { tMessages } from '../../../lib/i18n/messages.ts';

/** Sent and delivered in green, waiting (queued, held, sending) in blue, failed and not sent in grey. */
export function MessageStatusPill({ status }: { status: MessageStatus }) {
  return (
    <StatusPill
      active={status === 'sent' || status === 'delivered'}
      pending={['queued', 'held', 'sending'].includes(status)}
    >
      {tMessages.statuses[status]}
    </StatusPill>
  );
}
