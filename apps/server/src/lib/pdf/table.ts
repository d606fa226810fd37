import type { PdfWriter } from './document.ts';
import { drawText, textHeight } from './text.ts';

export interface TableColumn {
  title: string;
  /** A share of the page's width, against the other columns' shares. */
  share: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  bold?: boolean;
  /** A line above the row (before a total). */
  ruleAbove?: boolean;
}

export interface TableOptions {
  /** Points; 9.5 unless given. */
  size?: number;
}

const GUTTER = 6;
const PADDING = 3;

/**
 * A table across the page in the flow. A row that does not fit goes to the next page whole, under
 * the header row drawn again, so every page of a long list says what its columns are.
 */
export function drawTable(
  writer: PdfWriter,
  columns: TableColumn[],
  rows: TableRow[],
  { size = 9.5 }: TableOptions = {},
) {
  const shares = columns.reduce((sum, column) => sum + column.share, 0);
  const free = writer.width - GUTTER * (columns.length - 1);
  let x = writer.left;
  const boxes = columns.map((column) => {
    const width = (free * column.share) / shares;
    const box = { x, width, align: column.align ?? 'left', size };
    x += width + GUTTER;
    return box;
  });
  const heightOf = (row: TableRow) =>
    Math.max(...row.cells.map((cell, i) => textHeight(writer.doc, cell, { ...boxes[i]!, bold: row.bold }))) +
    2 * PADDING;
  const draw = (row: TableRow, height: number) => {
    if (row.ruleAbove) writer.rule('#ccc');
    row.cells.forEach((cell, i) =>
      drawText(writer.doc, cell, boxes[i]!.x, writer.y + PADDING, { ...boxes[i]!, bold: row.bold }),
    );
    writer.y += height;
  };
  const header: TableRow = { cells: columns.map((column) => column.title), bold: true };
  const headerHeight = heightOf(header);
  const drawHeader = () => {
    draw(header, headerHeight);
    writer.rule('#ccc');
  };

  // The header stays with the first row: never alone at the foot of a page.
  writer.makeRoom(headerHeight + (rows[0] ? heightOf(rows[0]) : 0));
  drawHeader();
  for (const row of rows) {
    const height = heightOf(row);
    if (writer.makeRoom(height)) drawHeader();
    draw(row, height);
  }
}
