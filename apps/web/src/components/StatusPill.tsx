import type { ReactNode } from 'react';
import classes from './StatusPill.module.css';

/**
 * Every record's status, one look everywhere: a small green (active), grey (inactive) or blue
 * (waiting, e.g. an invited user) pill, its text as written (never in capitals).
 */
export function StatusPill({
  active,
  pending = false,
  children,
  className,
}: {
  active: boolean;
  pending?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const tone = pending ? classes.pending : active ? classes.active : classes.inactive;
  return <span className={[classes.pill, tone, className].filter(Boolean).join(' ')}>{children}</span>;
}
