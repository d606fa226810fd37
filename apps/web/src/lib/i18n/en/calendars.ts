import { screenTitles } from './screens/calendars.ts';

/**
 * The calendars' strings in English (`tCalendars`): Batch Calendar, Teacher Calendar
 * and Upcoming Classes.
 */
export const calendars = {
  batch: {
    title: screenTitles.BatchCalender,
    intro:
      'A batch’s classes, exams and events by month, week or day, and its holidays; open one for its details.',
    batch: 'Batch',
    pickBatch: 'Choose a batch',
    noBatchFound: 'No planned or active batch matches.',
    pickFirst: 'Choose a batch to see its classes.',
    /** A batch opened by its link that is not among the planned and active ones. */
    otherBatch: 'Batch {id}',
    batchesFailed: 'Failed to fetch batches.',
    calendarOf: 'Calendar of {name}',
  },
  teacher: {
    title: screenTitles.TeacherCalender,
    intro:
      'A teacher’s classes across batches, demo classes, exams, events and leave, the holidays, and an address to follow them in a calendar app.',
    teacher: 'Teacher',
    pickTeacher: 'Choose a teacher',
    searchHint: 'Type a name to search',
    noTeacherFound: 'No active teacher matches.',
    moreTeachers: 'Showing the first hundred; type more of a name to find others.',
    pickFirst: 'Choose a teacher to see their classes.',
    otherTeacher: 'Teacher {id}',
    teachersFailed: 'Failed to fetch teachers.',
    calendarOf: 'Calendar of {name}',
    myDay: 'Day of {name}',
    myDayIntro:
      'Everything of the teacher’s on one day, in order: classes, demo classes, exams to invigilate, events and leave.',
    day: 'Day',
  },
  feed: {
    heading: 'Subscribe',
    intro:
      'Follow this timetable in Google Calendar, Outlook or Apple Calendar: copy the address, then choose “Add calendar → From URL” (Apple: File → New Calendar Subscription). The app checks for changes every few hours.',
    secret:
      'Anyone with the address can see these classes. If it was shared by mistake, make a new one: the old address stops working.',
    address: 'Calendar address',
    copy: 'Copy',
    copied: 'Copied',
    copyAddress: 'Copy the calendar address',
    off: 'The calendar address is off.',
    make: 'Make an address',
    remake: 'Make a new address',
    turnOff: 'Turn off',
    remakeTitle: 'Make a new address?',
    remakeQuestion: 'The old address will stop working.',
    remakeDetails: 'Calendars that use it stop updating until they are given the new address.',
    turnOffTitle: 'Turn the address off?',
    turnOffQuestion: 'Calendars that use the address stop updating.',
    cancel: 'Cancel',
    made: 'A new calendar address is ready.',
    turnedOff: 'The calendar address is off.',
    loadFailed: 'Failed to fetch the calendar address.',
    failed: 'The calendar address could not be changed.',
  },
  upcoming: {
    title: screenTitles.UpcomingClasses,
    intro:
      'Today’s classes and the next seven days’, for the whole institute or one centre, teacher or batch.',
    filters: 'Filters',
    centre: 'Centre',
    allCentres: 'All centres',
    teacher: 'Teacher',
    allTeachers: 'All teachers',
    batch: 'Batch',
    allBatches: 'All batches',
    loading: 'Loading classes…',
    loadFailed: 'Failed to fetch the classes.',
    empty: 'No classes in the next 7 days.',
    today: 'Today',
    tomorrow: 'Tomorrow',
    dayClasses: 'Classes on {day}',
    more: 'Show more classes',
    allShown: 'That is every class of the next 7 days.',
    now: 'On now',
    join: 'Join',
    joinFor: 'Join {batch} at {time} (opens another site)',
    refreshed: 'Updated {time}; refreshes every minute.',
  },
};
