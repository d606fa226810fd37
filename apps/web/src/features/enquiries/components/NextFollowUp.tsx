import { useFormats } from '../../../lib/format.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import classes from './enquiries.module.css';

/** Today as the institute's calendar says it (YYYY-MM-DD). */
export function useToday(): string {
  return useFormats().dayOf(new Date());
}

/** The next follow-up's day, marked when it is today or overdue. */
export function NextFollowUp({ day }: { day: string | null }) {
  const formats = useFormats();
  const today = useToday();
  if (!day) return <>{tEnquiries.list.none}</>;
  const tag = day < today ? tEnquiries.list.overdueTag : day === today ? tEnquiries.list.todayTag : null;
  return (
    <span className={`${classes.nowrap} ${day < today ? classes.overdue : ''}`}>
      {formats.calendarDate(day)}
      {tag && ` (${tag})`}
    </span>
  );
}
