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
  const card = (label: string, key: keyof EnquirySummary['capped'], show?: 'due_today' | 'overdue') => {
    const n = summary?.[key];
    const value = n === undefined ? '…' : formats.count(n, summary?.capped[key]);
    const body = (
      <>
        <div className={classes.countValue}>{value}</div>
        <div>{label}</div>
      </>
    );
    return show && n ? (
      <UnstyledButton
        className={classes.countCard}
        data-alert={show === 'overdue' ? true : undefined}
        onClick={() => onShow(show)}
        aria-label={`${label}: ${value}. ${s.show}`}
      >
        {body}
      </UnstyledButton>
    ) : (
      <div className={classes.countCard}>{body}</div>
    );
  };
  return (
    <div className={classes.count}>
      {card(s.open, 'open')}
      {card(s.dueToday, 'dueToday', 'due_today')}
      {card(s.overdue, 'overdue', 'overdue')}
      {card(s.newThisWeek, 'newThisWeek')}
    </div>
  );
}
