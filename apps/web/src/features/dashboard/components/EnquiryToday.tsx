import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { enquirySummary } from '@kaksha/contracts';
import type { EnquirySummary } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { useMenuAccess } from '../../../lib/access.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useScreenNav } from '../../../lib/screenNav.ts';

const d = t.dashboard.enquiries;

/** The front desk's day on the dashboard: follow-ups due today and overdue, for those who see enquiries. */
export function EnquiryToday() {
  const allowed = useMenuAccess('ManageEnquiry').canView;
  const { screenHref } = useScreenNav();
  const formats = useFormats();
  const summary = useQuery({
    // Shares the enquiries screen's cache key, so either refreshes the other.
    queryKey: ['enquiries', 'summary'],
    queryFn: ({ signal }) => apiRequest('/api/v1/enquiries/summary', { schema: enquirySummary, signal }),
    enabled: allowed,
  }).data;
  if (!allowed || !summary) return null;
  const count = (key: keyof EnquirySummary['capped']) => formats.count(summary[key], summary.capped[key]);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text>
          {fmt(d.line, {
            dueToday: count('dueToday'),
            overdue: count('overdue'),
            open: count('open'),
          })}
        </Text>
        <Anchor href={screenHref('ManageEnquiry')}>{d.open}</Anchor>
      </Group>
    </Paper>
  );
}
