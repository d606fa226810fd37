// Days as the institute (Asia/Kolkata, no summer time) counts them, and as the screens write them.

const DAY_MS = 86_400_000;
/** A day as the institute (Asia/Kolkata, no summer time) counts it, `offset` days from today. */
export const dayIn = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + offset * DAY_MS),
  );
/** "26/11/2026", as a person types a day. */
export const typed = (day: string) => day.split('-').reverse().join('/');
/** The months as the screens shorten them. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Thu 26 Nov 2026", as the calendars and the clash messages name a day. */
export const shownDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
};
