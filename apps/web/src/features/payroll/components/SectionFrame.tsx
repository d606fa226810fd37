import type { ReactNode } from 'react';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { LoadFailed } from '../../../components/Notice.tsx';
import { t } from '../../../lib/i18n/index.ts';

/**
 * A section of the Payroll screen: its title and a line on what it is, what a manager may do above
 * the list (a form, a button), a notice, then the list — loading, failed (with a retry), empty, or
 * its table of rows.
 */
export function SectionFrame<Row>({
  title,
  intro,
  actions,
  notice,
  list,
  loadFailed,
  empty,
  table,
  head,
  children,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  notice: FormMessage | null;
  list: UseQueryResult<{ data: Row[] }>;
  loadFailed: string;
  empty: string;
  /** The table's accessible name. */
  table: string;
  head: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <div>
          <Title order={3}>{title}</Title>
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        </div>
        {actions}
        <FormNotice message={notice} />
        {list.isPending ? (
          <Text role="status">{t.common.loading}</Text>
        ) : list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()}>{loadFailed}</LoadFailed>
        ) : list.data.data.length === 0 ? (
          <Text>{empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={table} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>{head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children(list.data.data)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
