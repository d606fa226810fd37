import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { tComponents } from '../../lib/i18n/components.ts';
import type { GridColumn } from './gridModel.ts';
import classes from './EditableGrid.module.css';

/** What an editing cell's input does with a key: the grid decides (commit and move, cancel). */
export type EditorKey = 'enter' | 'shiftEnter' | 'tab' | 'shiftTab' | 'escape' | 'up' | 'down';

const EDITOR_KEYS: Record<string, EditorKey> = {
  Enter: 'enter',
  Tab: 'tab',
  Escape: 'escape',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * One cell of the editable grid: its text (a code's label for a choice), the dirty mark, the problem
 * under it (which the cell names as its description), or an input while it is edited.
 */
export function GridCell({
  column,
  value,
  active,
  dirty,
  problem,
  problemId,
  draft,
  cellRef,
  onKeyDown,
  onClick,
  onDraft,
  onEditorKey,
  onEditorBlur,
}: {
  column: GridColumn;
  value: string;
  active: boolean;
  dirty: boolean;
  problem: string | null;
  problemId: string;
  /** The text being typed, or null when the cell is not being edited. */
  draft: string | null;
  cellRef: Ref<HTMLTableCellElement>;
  onKeyDown: (event: KeyboardEvent<HTMLTableCellElement>) => void;
  onClick: (event: MouseEvent<HTMLTableCellElement>) => void;
  onDraft: (text: string) => void;
  onEditorKey: (key: EditorKey) => void;
  onEditorBlur: () => void;
}) {
  const shown =
    column.kind === 'choice' ? (column.codes.find((code) => code.value === value)?.label ?? value) : value;
  const className = [
    classes.cell,
    column.kind === 'number' ? classes.number : '',
    column.kind === 'choice' ? classes.choice : '',
    dirty ? classes.dirty : '',
    problem ? classes.invalid : '',
  ].join(' ');
  return (
    <td
      ref={cellRef}
      role="gridcell"
      className={className}
      tabIndex={active && draft === null ? 0 : -1}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
      data-dirty={dirty || undefined}
      data-code={column.kind === 'choice' ? value : undefined}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {draft === null ? (
        <span className={classes.value}>{shown}</span>
      ) : (
        <input
          className={classes.editor}
          aria-label={column.header}
          value={draft}
          autoFocus
          // The caret after what is there (the typed first letter, or the value F2 opened).
          onFocus={(event) => {
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
          }}
          inputMode={column.kind === 'number' ? 'decimal' : undefined}
          onChange={(event) => onDraft(event.currentTarget.value)}
          onBlur={onEditorBlur}
          onKeyDown={(event) => {
            const key = EDITOR_KEYS[event.key];
            if (!key) return;
            event.preventDefault();
            event.stopPropagation();
            if (key === 'enter' && event.shiftKey) onEditorKey('shiftEnter');
            else if (key === 'tab' && event.shiftKey) onEditorKey('shiftTab');
            else onEditorKey(key);
          }}
        />
      )}
      {dirty && <VisuallyHidden>{` (${tComponents.grid.changed})`}</VisuallyHidden>}
      {problem && (
        <span id={problemId} className={classes.problem}>
          {problem}
        </span>
      )}
    </td>
  );
}
