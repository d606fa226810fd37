/** The shared kit's strings in English (`tComponents`): the editable grid, filter bar, row actions and drawer. */
export const components = {
  grid: {
    notANumber: 'Enter a number.',
    notWhole: 'Enter a whole number.',
    atLeast: 'At least {min}.',
    atMost: 'At most {max}.',
    notACode: 'Use one of: {codes}.',
    required: 'Fill this in.',
    tooLong: 'At most {max} characters.',
    changed: 'changed',
    /** Said after a paste. */
    pasted: { one: '1 cell pasted.', many: '{n} cells pasted.' },
    /** Added when the pasted text had more lines than the rows below the cell. */
    pastedCut: { one: '1 line did not fit below.', many: '{n} lines did not fit below.' },
    /** Said when the cell with the focus has a problem. */
    cellProblem: '{column}, {row}: {problem}',
    /** How to use the grid, read with its label. */
    help: 'Arrow keys move, typing edits, Enter moves down, Escape cancels, Space changes a code. Paste a spreadsheet column to fill down.',
  },
  filters: {
    clear: 'Clear filters',
    region: 'Filters',
  },
  rowActions: {
    /** The phone's menu button of a row, with {name}. */
    menuFor: 'Actions for {name}',
  },
  drawer: {
    loading: 'Loading...',
    close: 'Close',
  },
};
