import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { tComponents } from '../lib/i18n/components.ts';
import classes from './Notice.module.css';

export type NoticeTone = 'error' | 'success' | 'info';

interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** Defaults to alert for errors and status otherwise. */
  role?: 'alert' | 'status' | 'none';
  action?: ReactNode;
  id?: string;
}

const paths: Record<NoticeTone, ReactNode> = {
  error: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="M10 6v5M10 14h.01" strokeLinecap="round" />
    </>
  ),
  success: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="M6.5 10.5l2.3 2.3 4.7-5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  info: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5M10 6h.01" strokeLinecap="round" />
    </>
  ),
};

/** An inline message in accessible colours, with an icon so that colour is never the only signal. */
export function Notice({ tone, children, role, action, id }: NoticeProps) {
  const liveRole = role ?? (tone === 'error' ? 'alert' : 'status');
  return (
    <div
      id={id}
      className={`${classes.notice} ${classes[tone]}`}
      role={liveRole === 'none' ? undefined : liveRole}
    >
      <svg
        className={classes.icon}
        width="18"
        height="18"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
        focusable="false"
      >
        {paths[tone]}
      </svg>
      <div className={classes.body}>{children}</div>
      {action}
    </div>
  );
}

/** A read that failed: what failed (and the server's words) as an error, and Try again, which asks again. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Notice
      tone="error"
      action={
        <Button size="xs" variant="outline" onClick={onRetry}>
          {tComponents.loadFailed.retry}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
