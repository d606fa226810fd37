import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Rows read per statement while a CSV export streams: memory stays flat however long the list. */
export const CSV_BATCH = 500;

/**
 * One CSV cell: always quoted (quotes doubled), and a value a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rupees with two decimals and no grouping (a spreadsheet reads the same number), from whole paise. */
export const csvRupees = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.trunc(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

export const csvRow = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV file as it streams: a byte-order mark (so spreadsheets read UTF-8), the header, then the rows
 * `read` gives, CSV_BATCH at a time, each read after the last row of the batch before (keyset paging).
 */
export async function* csvLines<R>(
  header: string[],
  read: (after: R | undefined) => Promise<R[]>,
  cells: (row: R) => unknown[],
): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(header)}`;
  let last: R | undefined;
  for (;;) {
    const rows = await read(last);
    if (rows.length === 0) return;
    yield rows.map((row) => csvRow(cells(row))).join('');
    if (rows.length < CSV_BATCH) return;
    last = rows[rows.length - 1];
  }
}

/** Sends the lines as an attachment named `<name>-<today>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(Readable.from(lines));
}
