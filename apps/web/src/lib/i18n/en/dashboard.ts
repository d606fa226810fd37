/** The dashboard's trends (decision 095), in English (`tDashboard`); they load with the trends' chunk. */
export const dashboard = {
  trends: {
    title: 'Trends',
    intro: 'The last twelve months, and attendance over the last twelve weeks.',
    loading: 'Loading the trends…',
    failed: 'The trends could not be loaded: {message}',
    chartLoading: 'Loading the chart…',
    csv: 'Download CSV',
    csvOf: 'Download {what} as CSV',
    month: 'Month',
    week: 'Week from',
    collections: {
      title: 'Collections against dues',
      collected: 'Collected',
      due: 'Fell due',
      chartLabel: 'Collected against fell due by month: {values}',
      chartValue: '{month} collected {collected} of {due}',
    },
    enquiries: {
      title: 'Enquiries and admissions',
      received: 'Enquiries',
      admitted: 'Of them admitted',
      admissions: 'Admissions',
      chartLabel: 'Enquiries and admissions by month: {values}',
      chartValue: '{month} {received} enquiries, {admissions} admissions',
    },
    attendance: {
      title: 'Attendance by week',
      marks: 'Marks',
      present: 'Present',
      percent: 'Attendance',
      noMarks: '—',
      chartLabel: 'Attendance by week: {values}',
      chartValue: 'week from {week} {percent}',
    },
  },
};
