import { Group, Pagination, Text } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';
import { fmt } from '../lib/i18n/index.ts';

/**
 * "Showing x–y of n" with page buttons when there is more than one page: the footer of the lists
 * that are not a ResponsiveTable (curriculum, chapters). Page buttons are named by their number.
 */
export function PageCount({
  page,
  pageSize,
  total,
  onPageChange,
  showing,
  pagesLabel,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** With {from}, {to} and {total}. */
  showing: string;
  /** Names the navigation landmark around the page buttons. */
  pagesLabel: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        {fmt(showing, { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total), total })}
      </Text>
      {pages > 1 && (
        <nav aria-label={pagesLabel}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': control })}
            getItemProps={(n) => ({ 'aria-label': `${n}` })}
          />
        </nav>
      )}
    </Group>
  );
}
