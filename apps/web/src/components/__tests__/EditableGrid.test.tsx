import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { EditableGrid } from '../grid/EditableGrid.tsx';
import { applyChanges, type GridColumn, type GridValues } from '../grid/gridModel.ts';

interface Student {
  id: string;
  name: string;
}

const students: Student[] = [
  { id: 's1', name: 'Asha Rao' },
  { id: 's2', name: 'Bilal Khan' },
  { id: 's3', name: 'Chitra Iyer' },
];

const columns: GridColumn[] = [
  {
    key: 'code',
    header: 'Attendance',
    kind: 'choice',
    codes: [
      { value: 'P', label: 'Present' },
      { value: 'A', label: 'Absent' },
      { value: 'L', label: 'Late' },
      { value: 'LV', label: 'Leave' },
    ],
  },
  { key: 'marks', header: 'Marks', kind: 'number', min: 0, max: 50 },
  { key: 'remark', header: 'Remark', kind: 'text', maxLength: 20 },
];

const saved: GridValues = {
  s1: { code: 'P', marks: '', remark: '' },
  s2: { code: 'P', marks: '', remark: '' },
  s3: { code: 'P', marks: '', remark: '' },
};

/** A screen's part: it keeps the values the grid changes, and shows them for the test to read. */
function Register() {
  const [values, setValues] = useState<GridValues>(saved);
  return (
    <MantineProvider env="test">
      <EditableGrid
        label="Register"
        rows={students}
        rowKey={(s) => s.id}
        rowHeader={{ header: 'Student', cell: (s) => s.name, name: (s) => s.name }}
        columns={columns}
        values={values}
        saved={saved}
        onChange={(changes) => setValues((v) => applyChanges(v, changes))}
      />
      <output aria-label="Values">{JSON.stringify(values)}</output>
    </MantineProvider>
  );
}

const grid = () => screen.getByRole('grid', { name: 'Register' });
const cell = (student: string, column: number) => {
  const row = within(grid()).getByRole('row', { name: new RegExp(student) });
  return within(row).getAllByRole('gridcell')[column]!;
};
const values = () => JSON.parse(screen.getByRole('status', { name: 'Values' }).textContent!) as GridValues;
const announced = () => screen.getAllByRole('status').find((el) => el.tagName !== 'OUTPUT')!.textContent;

describe('EditableGrid', () => {
  it('is one Tab stop; arrows, Tab, Enter and Home/End move the focus between cells', async () => {
    render(<Register />);
    await userEvent.tab();
    expect(document.activeElement).toBe(cell('Asha', 0));
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Asha', 1));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(cell('Chitra', 1));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(document.activeElement).toBe(cell('Chitra', 1));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(cell('Chitra', 0));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(cell('Chitra', 2));
    // Tab runs along the row and on to the next; Shift+Tab comes back.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(cell('Chitra', 1));
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{Tab}');
    expect(document.activeElement).toBe(cell('Chitra', 0));
    // The last cell's Tab leaves the grid.
    await userEvent.keyboard('{End}{Tab}');
    expect(grid().contains(document.activeElement)).toBe(false);
  });

  it('typing edits a cell, Enter keeps it and moves down, Escape cancels; changed cells are marked', async () => {
    render(<Register />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}42{Enter}');
    expect(values().s1!.marks).toBe('42');
    expect(document.activeElement).toBe(cell('Bilal', 1));
    expect(cell('Asha', 1).textContent).toContain('42');
    expect(cell('Asha', 1).dataset.dirty).toBe('true');
    expect(cell('Bilal', 1).dataset.dirty).toBeUndefined();

    await userEvent.keyboard('37{Escape}');
    expect(values().s2!.marks).toBe('');
    expect(document.activeElement).toBe(cell('Bilal', 1));

    // F2 edits what is there; the arrow down keeps it and moves on.
    await userEvent.keyboard('{ArrowUp}{F2}{Backspace}5{ArrowDown}');
    expect(values().s1!.marks).toBe('45');
    expect(document.activeElement).toBe(cell('Bilal', 1));
    // Clearing it back to the saved value takes the mark away.
    await userEvent.keyboard('{ArrowUp}{Delete}');
    expect(cell('Asha', 1).dataset.dirty).toBeUndefined();
  });

  it('Space cycles a code cell and a letter picks the code it starts', async () => {
    render(<Register />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(values().s1!.code).toBe('A');
    expect(cell('Asha', 0).textContent).toContain('Absent');
    await userEvent.keyboard('{Shift>} {/Shift}');
    expect(values().s1!.code).toBe('P');
    await userEvent.keyboard('{Enter}l');
    expect(values().s2!.code).toBe('L');
    await userEvent.keyboard('l');
    expect(values().s2!.code).toBe('LV');
    await userEvent.keyboard('{Enter}a');
    expect(values().s3!.code).toBe('A');
    // A tap changes the code too.
    await userEvent.click(cell('Asha', 0));
    expect(values().s1!.code).toBe('A');
    expect(cell('Asha', 0).dataset.dirty).toBe('true');
  });

  it('a pasted spreadsheet column fills down from the focused cell and says what it did', async () => {
    render(<Register />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.paste('40\r\n38.5\r\n12\r\n9\r\n');
    expect(values()).toMatchObject({ s1: { marks: '40' }, s2: { marks: '38.5' }, s3: { marks: '12' } });
    expect(announced()).toBe('3 cells pasted. 1 line did not fit below.');
    expect(document.activeElement).toBe(cell('Asha', 1));

    // Columns across by tab; codes by their labels, whatever the case.
    await userEvent.keyboard('{ArrowDown}{Home}');
    await userEvent.paste('absent\t25\tGood\nL\t30\tlate bus');
    expect(values()).toMatchObject({
      s2: { code: 'A', marks: '25', remark: 'Good' },
      s3: { code: 'L', marks: '30', remark: 'late bus' },
    });
  });

  it('shows each cell’s problem at the cell, names it as the cell’s description and announces it', async () => {
    render(<Register />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.paste('51\nabc\n-1');
    for (const [student, problem] of [
      ['Asha', 'At most 50.'],
      ['Bilal', 'Enter a number.'],
      ['Chitra', 'At least 0.'],
    ] as const) {
      const marks = cell(student, 1);
      expect(marks.getAttribute('aria-invalid')).toBe('true');
      expect(within(marks).getByText(problem)).toBeTruthy();
      expect(document.getElementById(marks.getAttribute('aria-describedby')!)!.textContent).toBe(problem);
    }
    expect(announced()).toBe('3 cells pasted. Marks, Asha Rao: At most 50.');

    // Putting it right takes the problem away; a typed one is announced.
    await userEvent.keyboard('50{Enter}');
    expect(cell('Asha', 1).getAttribute('aria-invalid')).toBeNull();
    await userEvent.keyboard('{ArrowRight}a very long remark indeed, too long{Enter}');
    expect(within(cell('Bilal', 2)).getByText('At most 20 characters.')).toBeTruthy();
    expect(announced()).toBe('Remark, Bilal Khan: At most 20 characters.');
    await userEvent.keyboard('{ArrowUp}x{Tab}');
    expect(announced()).toBe('');
    expect(document.activeElement).toBe(cell('Chitra', 0));
    expect(cell('Chitra', 0).getAttribute('aria-invalid')).toBeNull();
  });
});
