/**
 * The Board, Class and Subject screens' strings (English), in the shape of lib/i18n's catalogue so
 * that they can move there or gain a translation.
 */
const kind = (one: string, many: string, example: string, intro: string) => ({
  title: many,
  intro,
  add: `Add ${one.toLowerCase()}`,
  addTitle: `Add a ${one.toLowerCase()}`,
  editTitle: `Edit ${one.toLowerCase()} {code}`,
  table: many,
  empty: `No ${many.toLowerCase()} yet. Add your first ${one.toLowerCase()} to get started.`,
  emptyReadOnly: `No ${many.toLowerCase()} yet.`,
  emptySearch: `No ${many.toLowerCase()} match “{q}”.`,
  codeHint: `A short code, unique in your institute, e.g. ${example}. Letters, digits, - and _.`,
  added: `${one} {code} added.`,
  updated: `${one} {code} updated.`,
  deleted: `${one} {code} deleted.`,
  confirmDelete: `Delete ${one.toLowerCase()} {code} ({name})?`,
  loadFailed: `Failed to fetch ${many.toLowerCase()}.`,
  editFor: `Edit ${one.toLowerCase()} {code}`,
  deleteFor: `Delete ${one.toLowerCase()} {code}`,
});

export const curriculumStrings = {
  board: kind('Board', 'Boards', 'CBSE', 'The examination boards your institute teaches for.'),
  class: kind('Class', 'Classes', 'C10', 'The classes (grades) your institute teaches.'),
  subject: kind('Subject', 'Subjects', 'MATH', 'The subjects your institute teaches.'),
  common: {
    search: 'Search',
    searchHint: 'Code or name',
    sort: 'Sort by',
    sortCode: 'Code (A–Z)',
    sortName: 'Name (A–Z)',
    sortNewest: 'Newest first',
    code: 'Code',
    name: 'Name',
    chapters: 'Chapters',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    cancel: 'Cancel',
    loading: 'Loading...',
    retry: 'Try again',
    showing: 'Showing {from}–{to} of {total}',
    pages: 'Pages',
    saveFailed: 'Could not save: {message}',
    deleteFailed: 'Could not delete: {message}',
    confirmTitle: 'Please confirm',
  },
} as const;
