import { useState } from 'react';
import { Stack } from '@mantine/core';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_EVENT_KEYS,
  MESSAGE_STATUSES,
  type MessageListQuery,
  type MessageRecord,
} from '@kaksha/contracts';

import { FilterBar, useFilters } from '../../../components/FilterBar.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { RowActions } from '../../../components/RowActions.tsx';
import { usePaging } from '../../../components/useListPage.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { useMessageLog } from '../api/messages.ts';
import { addressOf } from './address.ts';
import { MessageDetail } from './MessageDetail.tsx';
import { MessageStatusPill } from './MessageStatusPill.tsx';

import { ExportButton } from '../../../components/ExportButton.tsx';
import { MobileNumber } from '../../../components/MobileNumber.tsx';

const s = tMessages.log;
type LogFilters = {
  q: string;
  event: string | null;
  channel: string | null;
  status: string | null;
  from: string;
  to: string;
};
const PAGE_SIZE = 20;

/**
 * The delivery log: filters, search, pages, CSV; a row opens the message, its resend and the person's
 * wishes. With `about` (an announcement's report), only the messages about it, without the filters.
 */
export function DeliveryLog({ canManage, about }: { canManage: boolean; about?: string }) {
  const bar = useFilters<LogFilters>(
    { q: '', event: null, channel: null, status: null, from: '', to: '' },
    'q',
  );
  const { q, event, channel, status, from, to } = bar.values;
  const [open, setOpen] = useState<MessageRecord | null>(null);
  const filters = {
    q: q || undefined,
    event: (event ?? undefined) as MessageListQuery['event'],
    channel: (channel ?? undefined) as MessageListQuery['channel'],
    status: (status ?? undefined) as MessageListQuery['status'],
    from: from || undefined,
    to: to || undefined,
    about,
  };
  const paging = usePaging(Object.values(filters), PAGE_SIZE);
  const log = useMessageLog({ ...filters, page: paging.page, pageSize: PAGE_SIZE });
  const formats = useFormats();

  const badge = (m: MessageRecord) => <MessageStatusPill status={m.status} />;
  // An SMS or WhatsApp not sent (no channel set up): the number still calls, and opens a WhatsApp chat
  // with the message filled in, from the desk's own phone (issue 65).
  const reachBy = (m: MessageRecord) =>
    m.status === 'not_sent' && m.channel !== 'email' && m.address.startsWith('+') ? (
      <MobileNumber e164={m.address} message={m.body} />
    ) : (
      addressOf(m) || s.none
    );
  const actions = (m: MessageRecord) => (
    <RowActions
      record={m.recipientName}
      actions={[
        { label: s.open, name: fmt(s.openFor, { name: m.recipientName }), onClick: () => setOpen(m) },
      ]}
    />
  );
  return (
    <Stack gap="md">
      {!about && (
        <FilterBar
          filters={bar}
          columns={3}
          fields={[
            { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
            {
              kind: 'select',
              key: 'event',
              label: s.event,
              placeholder: s.allEvents,
              data: MESSAGE_EVENT_KEYS.map((key) => ({ value: key, label: MESSAGE_EVENTS[key].label })),
            },
            {
              kind: 'select',
              key: 'channel',
              label: s.channel,
              placeholder: s.allChannels,
              data: MESSAGE_CHANNELS.map((c) => ({ value: c, label: tMessages.channels[c] })),
            },
            {
              kind: 'select',
              key: 'status',
              label: s.status,
              placeholder: s.allStatuses,
              data: MESSAGE_STATUSES.map((v) => ({ value: v, label: tMessages.statuses[v] })),
            },
            { kind: 'dates', from: 'from', to: 'to', fromLabel: s.from, toLabel: s.to },
          ]}
          actions={<ExportButton area="messages" filters={filters} label={s.export} />}
        />
      )}
      <ResponsiveTable
        label={s.table}
        list={log}
        emptyText={bar.filtered ? s.empty : s.emptyNone}
        rowKey={(m) => m.id}
        columns={[
          { header: s.when, cell: (m) => formats.dateTime(m.createdAt), onCard: true },
          { header: s.event, cell: (m) => MESSAGE_EVENTS[m.event].label, onCard: true },
          {
            header: s.recipient,
            cell: (m) => (
              <>
                <div>{m.recipientName}</div>
                <div>{reachBy(m)}</div>
              </>
            ),
            rowHeader: true,
          },
          { header: s.channel, cell: (m) => tMessages.channels[m.channel], onCard: true },
          { header: s.status, cell: badge },
          { header: s.reason, cell: (m) => m.reason ?? s.none, onCard: (m) => m.reason ?? s.none },
          { header: s.attempts, cell: (m) => m.attempts },
          { header: s.actions, cell: actions },
        ]}
        card={{ title: (m) => `${m.recipientName} · ${addressOf(m)}`, badge, actions }}
        {...paging}
        strings={s}
      />
      <MessageDetail message={open} canManage={canManage} onClose={() => setOpen(null)} />
    </Stack>
  );
}
