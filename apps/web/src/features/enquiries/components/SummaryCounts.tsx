import { UnstyledButton } from '@mantine/core';
import type { EnquirySummary } from '@kaksha/contracts';
import { useFormats } from '../../../lib/format.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import classes from './enquiries.module.css';

const s = tEnquiries.manage.counts;

/** The front desk's four numbers; due today and overdue open the list filtered to them. */
export function SummaryCounts({
  summary,
  onShow,
}: {
  summary: EnquirySummary | undefined;
  onShow: (followUp: 'due_today' | 'overdue') => void;
}) {
  const formats = useFormats();
  const value = (n: number | undefined) => (n === undefined ? '…' : formats.count(n));
  const card = (label: string, n: number | undefined, show?: 'due_today' | 'overdue') => {
    const body = (
      <>
        <div className={classes.countValue}>{value(n)}</div>
        <div>{label}</div>
      </>
    );
    return show && n ? (
      <UnstyledButton
        className={classes.countCard}
        data-alert={show === 'overdue' ? true : undefined}
        onClick={() => onShow(show)}
        aria-label={`${label}: ${value(n)}. ${s.show}`}
      >
        {body}
      </UnstyledButton>
    ) : (
      <div className={classes.countCard}>{body}</div>
    );
  };
  return (
    <div className={classes.count}>
      {card(s.open, summary?.open)}
      {card(s.dueToday, summary?.dueToday, 'due_today')}
      {card(s.overdue, summary?.overdue, 'overdue')}
      {card(s.newThisWeek, summary?.newThisWeek)}
    </div>
  );
}
