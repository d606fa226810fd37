import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReceiptLinkList } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { useReceiptLinks, useRevokeReceiptLinks } from '../api/receipts.ts';

const s = tCollections.receipt.links;
type Link = ReceiptLinkList['data'][number];

/**
 * The receipt's links sent to the family (decision 069): open until they expire, revoked, or retired
 * by a new sending; those who collect can stop the open ones at once.
 */
export function ReceiptLinks({
  receiptId,
  canRevoke,
  onNotice,
}: {
  receiptId: number;
  canRevoke: boolean;
  onNotice: (notice: FormMessage) => void;
}) {
  const links = useReceiptLinks(receiptId);
  const revoke = useRevokeReceiptLinks();
  const f = useFormats();
  const describe = (link: Link) =>
    link.state === 'open'
      ? fmt(s.open, { date: f.dateTime(link.expiresAt) })
      : link.state === 'expired'
        ? fmt(s.expired, { date: f.dateTime(link.expiresAt) })
        : link.revokedBy
          ? fmt(s.revokedBy, { date: f.dateTime(link.revokedAt!), name: link.revokedBy })
          : fmt(s.revoked, { date: f.dateTime(link.revokedAt!) });
  const rows = links.data?.data ?? [];
  const anyOpen = rows.some((l) => l.state === 'open');
  const stop = () =>
    revoke.mutate(receiptId, {
      onSuccess: ({ revoked }) =>
        onNotice({
          tone: 'success',
          text: revoked === 1 ? s.revokedDone : fmt(s.revokedMany, { count: revoked }),
        }),
      onError: (error) => onNotice(failure(s.revokeFailed, error)),
    });
  return (
    <section aria-labelledby="receipt-links">
      <Group justify="space-between" align="flex-start" mb="xs" gap="sm">
        <div>
          <Title order={3} size="h4" id="receipt-links">
            {s.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {s.intro}
          </Text>
        </div>
        {canRevoke && anyOpen && (
          <DangerButton variant="outline" title={s.revokeHint} loading={revoke.isPending} onClick={stop}>
            {s.revoke}
          </DangerButton>
        )}
      </Group>
      {links.isError && <Notice tone="error">{s.loadFailed}</Notice>}
      {links.isSuccess && rows.length === 0 && <Text size="sm">{s.none}</Text>}
      {rows.length > 0 && (
        <Stack
          gap={6}
          component="ul"
          aria-label={s.heading}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((link) => (
            <Group component="li" key={link.createdAt} gap="sm" wrap="wrap">
              <StatusPill active={link.state === 'open'}>{describe(link)}</StatusPill>
              <Text size="sm" c="dimmed">
                {fmt(s.sent, { date: f.dateTime(link.createdAt) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </section>
  );
}
