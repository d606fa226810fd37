import { fmt } from '../../lib/i18n/index.ts';
import { tComponents } from '../../lib/i18n/components.ts';

const s = tComponents.grid;

/** A code a choice cell can hold: `value` is stored, `label` names it, typing its first letter picks it. */
export interface GridCode {
  value: string;
  label: string;
}

interface ColumnBase {
  /** The key of the cell's value in a row's values. */
  key: string;
  header: string;
  /** A problem of the whole cell beyond its kind's own checks, or null. */
  validate?: (value: string) => string | null;
  /** A cell that must not be left empty. */
  required?: boolean;
  /** The column's width in CSS units (default: as wide as its content). */
  width?: string;
}

export type GridColumn =
  | (ColumnBase & { kind: 'text'; maxLength?: number })
  | (ColumnBase & { kind: 'number'; min?: number; max?: number; whole?: boolean })
  | (ColumnBase & { kind: 'choice'; codes: readonly GridCode[] });

/** Every cell's text, by row key then column key; number and code cells hold their text too. */
export type GridValues = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** One cell changed: the grid hands a batch of these to onChange (a paste changes many at once). */
export interface CellChange {
  row: string;
  column: string;
  value: string;
}

export function cellValue(values: GridValues, row: string, column: string): string {
  return values[row]?.[column] ?? '';
}

export function applyChanges(values: GridValues, changes: readonly CellChange[]): GridValues {
  const next: Record<string, Record<string, string>> = { ...values };
  for (const { row, column, value } of changes) next[row] = { ...next[row], [column]: value };
  return next;
}

/** What is wrong with a cell's text for its column, or null. An empty cell is fine unless required. */
export function cellProblem(column: GridColumn, value: string): string | null {
  const text = value.trim();
  if (text === '') return column.required ? s.required : null;
  if (column.kind === 'number') {
    const n = Number(text);
    if (!Number.isFinite(n)) return s.notANumber;
    if (column.whole && !Number.isInteger(n)) return s.notWhole;
    if (column.min !== undefined && n < column.min) return fmt(s.atLeast, { min: column.min });
    if (column.max !== undefined && n > column.max) return fmt(s.atMost, { max: column.max });
  }
  if (column.kind === 'choice' && !column.codes.some((code) => code.value === text))
    return fmt(s.notACode, { codes: column.codes.map((code) => code.value).join(', ') });
  if (column.kind === 'text' && column.maxLength !== undefined && text.length > column.maxLength)
    return fmt(s.tooLong, { max: column.maxLength });
  return column.validate?.(text) ?? null;
}

/** Every problem in the grid, by row key then column key: what a screen checks before it saves. */
export function gridProblems(
  columns: readonly GridColumn[],
  rowKeys: readonly string[],
  values: GridValues,
): Record<string, Record<string, string>> {
  const problems: Record<string, Record<string, string>> = {};
  for (const row of rowKeys)
    for (const column of columns) {
      const problem = cellProblem(column, cellValue(values, row, column.key));
      if (problem) problems[row] = { ...problems[row], [column.key]: problem };
    }
  return problems;
}

/** The code after (or, with step -1, before) the current one, round the list; the first for an unknown one. */
export function cycleCode(codes: readonly GridCode[], current: string, step: 1 | -1 = 1): string {
  const at = codes.findIndex((code) => code.value === current);
  if (at < 0) return codes[0]?.value ?? '';
  return codes[(at + step + codes.length) % codes.length]!.value;
}

/**
 * The code a typed letter picks: the next one after the current whose value or label starts with
 * it (so pressing L twice goes Late → Leave), or null when none does.
 */
export function codeForLetter(codes: readonly GridCode[], current: string, letter: string): string | null {
  const wanted = letter.toLowerCase();
  const matches = (code: GridCode) =>
    code.value.toLowerCase().startsWith(wanted) || code.label.toLowerCase().startsWith(wanted);
  const at = codes.findIndex((code) => code.value === current);
  for (let i = 1; i <= codes.length; i++) {
    const code = codes[(at + i + codes.length) % codes.length]!;
    if (matches(code)) return code.value;
  }
  return null;
}

/** A pasted code: its value, or the code whose value or label matches it whatever the case; else the text. */
export function pastedCode(codes: readonly GridCode[], text: string): string {
  const wanted = text.trim().toLowerCase();
  const code = codes.find((c) => c.value.toLowerCase() === wanted || c.label.toLowerCase() === wanted);
  return code ? code.value : text.trim();
}

/** Spreadsheet text as lines of cells: lines by newline, cells by tab; the trailing newline dropped. */
export function parseClipboard(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/**
 * What a paste at (row, column) changes: line i fills the row i below, cell j the column j to the
 * right; what falls outside the grid is counted in `cut` (lines) and left out.
 */
export function pasteChanges(
  columns: readonly GridColumn[],
  rowKeys: readonly string[],
  at: { row: number; column: number },
  text: string,
): { changes: CellChange[]; cut: number } {
  const lines = parseClipboard(text);
  const changes: CellChange[] = [];
  lines.forEach((cells, i) => {
    const row = rowKeys[at.row + i];
    if (row === undefined) return;
    cells.forEach((cell, j) => {
      const column = columns[at.column + j];
      if (!column) return;
      const value = column.kind === 'choice' ? pastedCode(column.codes, cell) : cell.trim();
      changes.push({ row, column: column.key, value });
    });
  });
  return { changes, cut: Math.max(0, at.row + lines.length - rowKeys.length) };
}

export type Move = 'up' | 'down' | 'left' | 'right' | 'next' | 'previous' | 'home' | 'end';

/**
 * The cell a move lands on, kept inside the grid; `next`/`previous` (Tab) run along a row and on to
 * the next one, and return null past either end, so that Tab leaves the grid there.
 */
export function moveFrom(
  at: { row: number; column: number },
  move: Move,
  size: { rows: number; columns: number },
): { row: number; column: number } | null {
  const clampRow = (row: number) => Math.min(Math.max(row, 0), size.rows - 1);
  const clampColumn = (column: number) => Math.min(Math.max(column, 0), size.columns - 1);
  switch (move) {
    case 'up':
      return { row: clampRow(at.row - 1), column: at.column };
    case 'down':
      return { row: clampRow(at.row + 1), column: at.column };
    case 'left':
      return { row: at.row, column: clampColumn(at.column - 1) };
    case 'right':
      return { row: at.row, column: clampColumn(at.column + 1) };
    case 'home':
      return { row: at.row, column: 0 };
    case 'end':
      return { row: at.row, column: size.columns - 1 };
    case 'next':
    case 'previous': {
      const index = at.row * size.columns + at.column + (move === 'next' ? 1 : -1);
      if (index < 0 || index >= size.rows * size.columns) return null;
      return { row: Math.floor(index / size.columns), column: index % size.columns };
    }
  }
}
