/** The quick search's strings in English (`tSearch`); the button in the top bar is the shell's (`t.shell`). */
export const search = {
  title: 'Search',
  label: 'Search students, enquiries, teachers and receipts',
  placeholder: 'A name, a mobile or a number',
  hint: 'Use ↑ and ↓ to move, Enter to open, Esc to close.',
  results: 'Results',
  searching: 'Searching…',
  nothingFound: 'Nothing found for “{q}”.',
  nothingSearchable: 'Your menus open none of the records this box finds.',
  failed: 'The search failed: {message}',
  recent: 'Recent searches',
  clearRecent: 'Clear recent searches',
  noRecent: 'Type at least two letters or digits.',
  kinds: {
    students: 'Students',
    enquiries: 'Enquiries',
    teachers: 'Teachers',
    receipts: 'Receipts',
  },
  // Students' statuses, enquiries' stages and receipts' statuses are their areas' own strings.
  student: {
    admission: 'Adm. no. {number}',
    balance: '{amount} due',
    nothingDue: 'Nothing due',
  },
  enquiry: {
    number: 'Enquiry no. {number}',
    followUp: 'Follow up {day}',
  },
  teacher: { inactive: 'Inactive' },
};
