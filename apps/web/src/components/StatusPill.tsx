import type { ReactNode } from 'react';
import classes from './StatusPill.module.css';

/** A small green (active) or grey (inactive) pill, such as a centre's or a teacher's status. */
export function StatusPill({
  active,
  children,
  className,
}: {
  active: boolean;
  children: ReactNode;
  className?: string;
}) {
  const tone = active ? classes.active : classes.inactive;
  return <span className={[classes.pill, tone, className].filter(Boolean).join(' ')}>{children}</span>;
}
