import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '@mantine/core';
import { fmt } from '../../lib/i18n/index.ts';
import { tComponents } from '../../lib/i18n/components.ts';
import { plural } from '../../lib/i18n/plural.ts';
import { GridCell, type EditorKey } from './GridCell.tsx';
import {
  cellProblem,
  cellValue,
  codeForLetter,
  cycleCode,
  moveFrom,
  pasteChanges,
  type CellChange,
  type GridColumn,
  type GridValues,
  type Move,
} from './gridModel.ts';
import classes from './EditableGrid.module.css';

const s = tComponents.grid;

const NAV_KEYS: Record<string, Move> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'home',
  End: 'end',
};

export interface EditableGridProps<R> {
  /** Names the grid for assistive technology. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The first column, which names each row and stays in view when the grid scrolls sideways. */
  rowHeader: { header: string; cell: (row: R) => ReactNode; name: (row: R) => string };
  columns: readonly GridColumn[];
  values: GridValues;
  /** The cells a keystroke, a code change or a paste changed; the screen keeps the values. */
  onChange: (changes: CellChange[]) => void;
  /** The values as last saved: a cell that differs is marked as changed. */
  saved?: GridValues;
  /** Problems the server found, by row key then column key, shown where the grid's own are. */
  problems?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** How tall the grid may grow before it scrolls under its sticky header (default 70vh). */
  maxHeight?: string;
}

interface Place {
  row: number;
  column: number;
}

/**
 * A spreadsheet-like grid of rows × typed columns (text, number, choice of codes), for registers and
 * marks: keyboard first (arrows, Tab, Enter moves down, typing edits, Escape cancels, Space or a
 * letter changes a code), a pasted spreadsheet column fills down from the focused cell, each cell
 * shows and announces its problem, changed cells are marked; the header row and the first column
 * stay in view. One cell is in the Tab order at a time (a roving tabindex), as the ARIA grid pattern asks.
 */
export function EditableGrid<R>(props: EditableGridProps<R>) {
  const { label, rows, rowKey, rowHeader, columns, values, onChange, saved, problems, maxHeight } = props;
  const id = useId();
  const [active, setActive] = useState<Place>({ row: 0, column: 0 });
  const [draft, setDraftState] = useState<string | null>(null);
  // Also kept in a ref: the input's blur after Enter or Escape must not commit a second time.
  const draftNow = useRef<string | null>(null);
  const setDraft = (text: string | null) => {
    draftNow.current = text;
    setDraftState(text);
  };
  const [announcement, setAnnouncement] = useState('');
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const focusNext = useRef(false);
  const keys = rows.map(rowKey);
  const size = { rows: rows.length, columns: columns.length };

  const placeKey = (place: Place) => `${place.row}:${place.column}`;
  useEffect(() => {
    if (!focusNext.current || draft !== null) return;
    focusNext.current = false;
    cells.current.get(placeKey(active))?.focus();
  }, [active, draft]);

  const problemAt = (place: Place, value: string) => {
    const column = columns[place.column]!;
    return cellProblem(column, value) ?? problems?.[keys[place.row]!]?.[column.key] ?? null;
  };
  const announceProblem = (place: Place, value: string) => {
    const problem = problemAt(place, value);
    setAnnouncement(
      problem
        ? fmt(s.cellProblem, {
            column: columns[place.column]!.header,
            row: rowHeader.name(rows[place.row]!),
            problem,
          })
        : '',
    );
  };
  const change = (place: Place, value: string) => {
    const column = columns[place.column]!;
    const row = keys[place.row]!;
    if (cellValue(values, row, column.key) !== value) onChange([{ row, column: column.key, value }]);
    announceProblem(place, value);
  };
  const goTo = (place: Place | null) => {
    if (!place) return false;
    focusNext.current = true;
    setActive(place);
    return true;
  };
  const startEditing = (place: Place, text: string) => {
    setActive(place);
    setDraft(text);
  };
  const commit = () => {
    const text = draftNow.current;
    if (text === null) return;
    setDraft(null);
    change(active, text.trim());
  };

  const onEditorKey = (key: EditorKey) => {
    if (key === 'escape') {
      setDraft(null);
      goTo(active);
      return;
    }
    commit();
    const moves: Record<Exclude<EditorKey, 'escape'>, Move> = {
      enter: 'down',
      shiftEnter: 'up',
      tab: 'next',
      shiftTab: 'previous',
      up: 'up',
      down: 'down',
    };
    if (!goTo(moveFrom(active, moves[key], size))) goTo(active);
  };

  const onCellKey = (place: Place, event: KeyboardEvent<HTMLTableCellElement>) => {
    const column = columns[place.column]!;
    const value = cellValue(values, keys[place.row]!, column.key);
    const nav = NAV_KEYS[event.key];
    const handled = () => event.preventDefault();
    // Keys typed in the cell's input bubble here: the input has them.
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    if (nav) {
      handled();
      goTo(moveFrom(place, nav, size));
    } else if (event.key === 'Tab') {
      // Past the last cell (or before the first) Tab leaves the grid as usual.
      if (goTo(moveFrom(place, event.shiftKey ? 'previous' : 'next', size))) handled();
    } else if (event.key === 'Enter') {
      handled();
      goTo(moveFrom(place, event.shiftKey ? 'up' : 'down', size));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      handled();
      change(place, '');
    } else if (event.key === 'F2' && column.kind !== 'choice') {
      handled();
      startEditing(place, value);
    } else if (column.kind === 'choice' && event.key === ' ') {
      handled();
      change(place, cycleCode(column.codes, value, event.shiftKey ? -1 : 1));
    } else if (column.kind === 'choice' && event.key.length === 1) {
      handled();
      const code = codeForLetter(column.codes, value, event.key);
      if (code !== null) change(place, code);
    } else if (event.key.length === 1) {
      // Typing replaces the cell's text, as in a spreadsheet; F2 or a click keeps it.
      handled();
      startEditing(place, event.key);
    }
  };

  const onCellClick = (place: Place) => {
    const column = columns[place.column]!;
    const value = cellValue(values, keys[place.row]!, column.key);
    if (draft !== null && place.row === active.row && place.column === active.column) return;
    if (column.kind === 'choice') {
      // A tap changes the code: what a teacher marking a register on a phone wants.
      goTo(place);
      change(place, cycleCode(column.codes, value));
    } else startEditing(place, value);
  };

  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // A single value pasted into a cell being edited goes into its input as usual.
    if (draft !== null && !/[\t\n\r]/.test(text)) return;
    event.preventDefault();
    setDraft(null);
    const { changes, cut } = pasteChanges(columns, keys, active, text);
    if (changes.length > 0) onChange(changes);
    const problem = changes
      .map((c) => ({
        c,
        problem: cellProblem(
          columns.find((col) => col.key === c.column)!,
          c.value,
        ),
      }))
      .find((x) => x.problem);
    const said = [plural(changes.length, s.pasted)];
    if (cut > 0) said.push(plural(cut, s.pastedCut));
    if (problem) {
      const row = rows[keys.indexOf(problem.c.row)]!;
      const header = columns.find((col) => col.key === problem.c.column)!.header;
      said.push(fmt(s.cellProblem, { column: header, row: rowHeader.name(row), problem: problem.problem! }));
    }
    setAnnouncement(said.join(' '));
    goTo(active);
  };

  return (
    <div className={classes.frame} style={{ maxHeight: maxHeight ?? '70vh' }}>
      <table
        role="grid"
        aria-label={label}
        aria-describedby={`${id}-help`}
        className={classes.grid}
        onPaste={onPaste}
      >
        <thead>
          <tr>
            <th scope="col" className={`${classes.header} ${classes.corner}`}>
              {rowHeader.header}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={classes.header} style={{ width: column.width }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={keys[r]}>
              <th scope="row" className={classes.rowHeader}>
                {rowHeader.cell(row)}
              </th>
              {columns.map((column, c) => {
                const place = { row: r, column: c };
                const value = cellValue(values, keys[r]!, column.key);
                const isActive = r === active.row && c === active.column;
                const savedValue = saved ? cellValue(saved, keys[r]!, column.key) : value;
                return (
                  <GridCell
                    key={column.key}
                    column={column}
                    value={value}
                    active={isActive}
                    dirty={savedValue !== value}
                    problem={problemAt(place, value)}
                    problemId={`${id}-${r}-${c}`}
                    draft={isActive ? draft : null}
                    cellRef={(node) => {
                      if (node) cells.current.set(placeKey(place), node);
                      else cells.current.delete(placeKey(place));
                    }}
                    onKeyDown={(event) => onCellKey(place, event)}
                    onClick={() => onCellClick(place)}
                    onDraft={setDraft}
                    onEditorKey={onEditorKey}
                    onEditorBlur={commit}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <VisuallyHidden id={`${id}-help`}>{s.help}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
