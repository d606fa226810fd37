import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_EVENT_KEYS,
  MESSAGE_STATUSES,
  type MessageListQuery,
  type MessageRecord,
} from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { useListPage } from '../../../components/useListPage.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { useMessageLog } from '../api/messages.ts';
import { addressOf } from './address.ts';
import { MessageDetail } from './MessageDetail.tsx';
import { MessageStatusPill } from './MessageStatusPill.tsx';
import { queryString } from '../../../lib/queryString.ts';

const s = tMessages.log;
const PAGE_SIZE = 20;

/** The delivery log: filters, search, pages, CSV; a row opens the message, its resend and the person's wishes. */
export function DeliveryLog({ canManage }: { canManage: boolean }) {
  const [q, setQ] = useState('');
  const [event, setEvent] = useState<string | null>(null);
  const [channel, setChannel] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<MessageRecord | null>(null);
  const [search] = useDebouncedValue(q.trim(), 300);
  const filters = {
    q: search || undefined,
    event: (event ?? undefined) as MessageListQuery['event'],
    channel: (channel ?? undefined) as MessageListQuery['channel'],
    status: (status ?? undefined) as MessageListQuery['status'],
    from: from || undefined,
    to: to || undefined,
  };
  const [page, setPage] = useListPage(Object.values(filters));
  const log = useMessageLog({ ...filters, page, pageSize: PAGE_SIZE });
  const formats = useFormats();
  const filtered = Object.values(filters).some(Boolean);

  const badge = (m: MessageRecord) => <MessageStatusPill status={m.status} />;
  const actions = (m: MessageRecord) => (
    <Button
      size="xs"
      variant="outline"
      onClick={() => setOpen(m)}
      aria-label={fmt(s.openFor, { name: m.recipientName })}
    >
      {s.open}
    </Button>
  );
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <TextInput
            label={s.search}
            placeholder={s.searchHint}
            type="search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <Select
            label={s.event}
            placeholder={s.allEvents}
            clearable
            value={event}
            onChange={setEvent}
            data={MESSAGE_EVENT_KEYS.map((key) => ({ value: key, label: MESSAGE_EVENTS[key].label }))}
          />
          <Select
            label={s.channel}
            placeholder={s.allChannels}
            clearable
            value={channel}
            onChange={setChannel}
            data={MESSAGE_CHANNELS.map((c) => ({ value: c, label: tMessages.channels[c] }))}
          />
          <Select
            label={s.status}
            placeholder={s.allStatuses}
            clearable
            value={status}
            onChange={setStatus}
            data={MESSAGE_STATUSES.map((v) => ({ value: v, label: tMessages.statuses[v] }))}
          />
          <DateField label={s.from} value={from} onChange={setFrom} />
          <DateField label={s.to} value={to} onChange={setTo} />
        </SimpleGrid>
        <Group mt="sm">
          <Button
            component="a"
            variant="light"
            href={`/api/v1/messages/export.csv?${queryString(filters)}`}
            download
          >
            {s.export}
          </Button>
        </Group>
      </Paper>
      <ResponsiveTable
        label={s.table}
        data={log.data}
        loading={log.isPending}
        failed={log.isError}
        emptyText={filtered ? s.empty : s.emptyNone}
        rowKey={(m) => m.id}
        columns={[
          { header: s.when, cell: (m) => formats.dateTime(m.createdAt), onCard: true },
          { header: s.event, cell: (m) => MESSAGE_EVENTS[m.event].label, onCard: true },
          {
            header: s.recipient,
            cell: (m) => (
              <>
                <div>{m.recipientName}</div>
                <div>{addressOf(m) || s.none}</div>
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
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        strings={s}
      />
      <MessageDetail message={open} canManage={canManage} onClose={() => setOpen(null)} />
    </Stack>
  );
}
