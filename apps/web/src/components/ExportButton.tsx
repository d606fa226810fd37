import { Button } from '@mantine/core';
import { queryString } from '../lib/queryString.ts';

/** A list's "Export" link: the area's CSV export (`/api/v1/{area}/export.csv`) of the rows the filters match. */
export function ExportButton({ area, filters, label }: { area: string; filters: object; label: string }) {
  return (
    <Button
      component="a"
      variant="light"
      href={`/api/v1/${area}/export.csv?${queryString(filters)}`}
      download
    >
      {label}
    </Button>
  );
}
