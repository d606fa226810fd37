import { Anchor, List, Text } from '@mantine/core';
import { toE164 } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import { screenHref } from '../../../lib/screenNav.ts';
import { useDuplicates } from '../api/enquiries.ts';

const s = tEnquiries.form;
export const enquiryHref = (id: number) => `${screenHref('ManageEnquiry')}&enquiry=${id}`;

/** Open enquiries with the mobile or email just typed, each with a link, before a second one is saved. */
export function DuplicateNotice({ mobile, email }: { mobile: string; email: string }) {
  const e164 = toE164(mobile) ?? '';
  const address = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? email.trim() : '';
  const matches = useDuplicates(e164, address).data?.data ?? [];
  const formats = useFormats();
  if (matches.length === 0) return null;
  return (
    <Notice tone="info">
      <Text fw={600}>{s.duplicateTitle}</Text>
      <List size="sm" mt={4}>
        {matches.map((m) => (
          <List.Item key={m.id}>
            <Anchor href={enquiryHref(m.id)} target="_blank">
              {fmt(s.duplicateLine, {
                name: m.studentName,
                stage: tEnquiries.stages[m.stage],
                date: formats.date(m.createdAt),
                field: s.fields[m.matchedOn],
              })}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={4}>
        {s.duplicateHint}
      </Text>
    </Notice>
  );
}
