/** The shared kit's strings in English (`tComponents`): the editable grid, filter bar, row actions and drawer. */
export const components = {
  /** A read that failed (`LoadFailed`): its button asks again. */
  loadFailed: { retry: 'Try again' },
  /** A mobile number shown anywhere (`MobileNumber`): tap to call, or chat on WhatsApp. */
  mobile: { call: 'Call {number}', whatsapp: 'WhatsApp', chat: 'Chat on WhatsApp with {number}' },
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
  /** The class calendar (components/calendar): any screen that shows a batch's or teacher's classes. */
  calendar: {
    /** Monday first, as the contracts number weekdays. */
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    toolbar: 'Calendar navigation',
    previous: { month: 'Previous month', week: 'Previous week', day: 'Previous day' },
    next: { month: 'Next month', week: 'Next week', day: 'Next day' },
    today: 'Today',
    view: 'View',
    views: { month: 'Month', week: 'Week', day: 'Day', list: 'List' },
    loading: 'Loading the calendar…',
    loadFailed: 'Failed to fetch the calendar.',
    retry: 'Try again',
    noClasses: 'Nothing booked in this period.',
    allDay: 'All day',
    goTo: 'Go to {date}',
    more: 'Show {n} more',
    /** A page of the institute's or a centre's calendar (decision 078). */
    page: {
      heldBack:
        'Showing the first {shown} bookings of this period by start time, with {more} more after them. Choose a centre or a room to see fewer.',
      showNext: 'Show the next {n}',
    },
    dragHint: 'Drag a class to another time to move it, or open it and use Move.',
    moveHint: 'Open a class and use Move to change its day or time.',
    dismiss: 'Dismiss the message',
    session: {
      scheduled: 'Scheduled',
      cancelled: 'Cancelled',
      cancelledBecause: 'Cancelled: {reason}',
      moved: 'Moved',
      /** A substitute teaching: "Sana Sheikh for Ravi Iyer". */
      substitute: '{teacher} for {regular}',
      noSubject: 'Class',
      online: 'Online',
      toCover: 'To cover: {topic}',
    },
    details: {
      close: 'Close',
      day: 'Day',
      time: 'Time',
      batch: 'Batch',
      subject: 'Subject',
      teacher: 'Teacher',
      place: 'Room',
      noRoom: 'No room',
      meeting: 'Online class',
      status: 'Status',
      reason: 'Reason',
      toCover: 'To cover',
      cannotMove: 'This class has ended, so it cannot be moved.',
    },
    /** Every kind of booking, each in its own colour; the word is always shown as well. */
    kinds: {
      class: 'Class',
      demo: 'Demo class',
      exam: 'Exam',
      event: 'Event',
      leave: 'Leave',
      holiday: 'Holiday',
    },
    legend: 'What the colours mean',
    booking: {
      /** A booking's teacher is on leave then. */
      toCover: 'To cover',
      cancelled: 'Cancelled',
      /** "Exam: Unit test 3". */
      titled: '{kind}: {title}',
      /** A holiday of one centre or batch: "Diwali (Pune Kothrud)". */
      holidayOf: '{name} ({whose})',
      seats: '{n} seats',
      wholeDays: 'All day',
      /** "Mon 4 Jan 2027 – Wed 6 Jan 2027". */
      days: '{from} – {to}',
    },
    /** A day's entries in order (a teacher's day). */
    agenda: {
      loading: 'Loading the day…',
      failed: 'Failed to fetch the day.',
      empty: 'Nothing booked on this day.',
    },
    bookingDetails: {
      kind: 'Kind',
      when: 'When',
      teacher: 'Teacher',
      room: 'Room',
      batch: 'Batch',
      subject: 'Subject',
      seats: 'Seats',
      status: 'Status',
      active: 'Booked',
      toCoverNote: 'The teacher is on leave: Time Allocation’s To cover offers a substitute.',
      holidayFor: 'For',
      wholeInstitute: 'The whole institute',
    },
    move: {
      heading: 'Move',
      day: 'Day',
      startTime: 'Starts at',
      endTime: 'Ends at',
      save: 'Move class',
      inPast: 'Choose a time that has not passed.',
      moved: 'Moved to {day}, {time}.',
      failed: 'The class could not be moved.',
    },
  },
};
