import { Text } from '@mantine/core';
import type { Column } from '../../../components/ResponsiveTable.tsx';

/** A list's student column (the row's header): the name, the admission number under it. */
export function studentColumn<T extends { studentName: string; admissionNumber: string }>(
  header: string,
): Column<T> {
  return {
    header,
    rowHeader: true,
    cell: (row) => (
      <>
        {row.studentName}
        <Text component="span" size="xs" c="dimmed" display="block">
          {row.admissionNumber}
        </Text>
      </>
    ),
  };
}
