import type { CSSProperties, ReactNode } from 'react';
import classes from './MenuIcon.module.css';

type IconKind =
  | 'dashboard'
  | 'enquiry'
  | 'students'
  | 'fees'
  | 'batches'
  | 'teachers'
  | 'centres'
  | 'curriculum'
  | 'content'
  | 'exams'
  | 'demo'
  | 'administration'
  | 'roles'
  | 'users'
  | 'profile'
  | 'payroll'
  | 'attendance'
  | 'default';

/** Keywords of menu names, most specific first: 'Role Manager' must win over 'Manager'. */
const rules: Array<[RegExp, IconKind]> = [
  [/role/i, 'roles'],
  [/user/i, 'users'],
  [/profile/i, 'profile'],
  [/payroll|salary/i, 'payroll'],
  [/attendance/i, 'attendance'],
  [/dashboard|home/i, 'dashboard'],
  [/enquir|inquir|lead/i, 'enquiry'],
  [/fee|coupon|receipt|payment/i, 'fees'],
  [/student|enrol/i, 'students'],
  [/batch|timetable|calend|holiday|class(es)? ?schedule|upcoming/i, 'batches'],
  [/teacher|staff|faculty/i, 'teachers'],
  [/cent(re|er)|branch/i, 'centres'],
  [/curricul|board|subject|chapter|syllab/i, 'curriculum'],
  [/learn|content|lms|video|study/i, 'content'],
  [/exam|test|quiz/i, 'exams'],
  [/demo/i, 'demo'],
  [/admin|setting|manage/i, 'administration'],
];

export function iconKindFor(menuName: string): IconKind {
  return rules.find(([pattern]) => pattern.test(menuName))?.[1] ?? 'default';
}

const tones: Partial<Record<IconKind, [string, string]>> = {
  fees: ['#ecfdf5', '#065f46'],
  payroll: ['#ecfdf5', '#065f46'],
  exams: ['#fff7ed', '#9a3412'],
  demo: ['#fff7ed', '#9a3412'],
  enquiry: ['#fdf2f8', '#9d174d'],
  roles: ['#fef2f2', '#991b1b'],
  users: ['#f0f9ff', '#075985'],
  content: ['#f0f9ff', '#075985'],
};

const glyphs: Record<IconKind, ReactNode> = {
  dashboard: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="2" className={classes.pulse} />
      <rect x="13" y="3" width="8" height="5" rx="2" />
      <rect x="13" y="10" width="8" height="11" rx="2" />
      <rect x="3" y="13" width="8" height="8" rx="2" />
    </>
  ),
  enquiry: (
    <g className={classes.float}>
      <path d="M4 5h16v11H9l-5 4V5Z" />
      <path d="M10 9.5a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2M12 14h.01" />
    </g>
  ),
  students: (
    <g className={classes.float}>
      <path d="M2 9l10-5 10 5-10 5L2 9Z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
    </g>
  ),
  fees: (
    <>
      <circle cx="12" cy="12" r="9" className={classes.pulse} />
      <path d="M8.5 7.5h7M8.5 10.5h7M10 7.5h.5a3 3 0 0 1 0 6H9l5 4" />
    </>
  ),
  batches: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
      <circle cx="12" cy="15" r="2" className={classes.pulse} />
    </>
  ),
  teachers: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
      <path d="M7 12l3-3 2 2 4-4" className={classes.float} />
    </>
  ),
  centres: (
    <>
      <path d="M3 21h18M5 21V9l7-5 7 5v12" />
      <path d="M10 21v-5h4v5" />
      <path d="M12 4V1" className={classes.swing} />
    </>
  ),
  curriculum: (
    <g className={classes.float}>
      <path d="M4 5.5c2.7-1.2 5.3-1 8 .6 2.7-1.6 5.3-1.8 8-.6V19c-2.7-1.2-5.3-1-8 .6-2.7-1.6-5.3-1.8-8-.6V5.5Z" />
      <path d="M12 6v13.5" />
    </g>
  ),
  content: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M10 9l5 3-5 3V9Z" className={classes.pulse} />
    </>
  ),
  exams: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 3v2h6V3" />
      <path d="M9 12l2 2 4-4" className={classes.pulse} />
    </>
  ),
  demo: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M12 16v5M8 21h8" />
      <g>
        <rect x="7" y="10" width="2" height="4" className={classes.grow} />
        <rect x="11" y="8" width="2" height="6" className={classes.grow} />
        <rect x="15" y="7" width="2" height="7" className={classes.grow} />
      </g>
    </>
  ),
  administration: (
    <g className={classes.spin}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </g>
  ),
  roles: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Z" />
      <g className={classes.swing}>
        <circle cx="12" cy="10" r="2" />
        <path d="M12 12v4M12 14h2" />
      </g>
    </>
  ),
  users: (
    <g className={classes.float}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.2c2.9-.5 5 1.8 5 4.8" />
    </g>
  ),
  profile: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2.3" className={classes.pulse} />
      <path d="M5.8 16c.6-1.6 1.8-2.4 3.2-2.4s2.6.8 3.2 2.4M14 10h4M14 13h3" />
    </>
  ),
  payroll: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18" />
      <circle cx="16" cy="14.5" r="1.8" className={classes.pulse} />
    </>
  ),
  attendance: (
    <>
      <rect x="4" y="4" width="16" height="17" rx="2" />
      <path d="M8 2v4M16 2v4" />
      <path d="M8.5 13l2.5 2.5 4.5-5" className={classes.pulse} />
    </>
  ),
  default: (
    <g className={classes.pulse}>
      <path d="M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2 2-5Z" />
    </g>
  ),
};

/** An animated icon chosen by the menu's name (motion stops for prefers-reduced-motion). */
export function MenuIcon({ name }: { name: string }) {
  const kind = iconKindFor(name);
  const tone = tones[kind];
  return (
    <span
      className={classes.icon}
      data-icon={kind}
      aria-hidden="true"
      style={tone ? ({ '--tile-bg': tone[0], '--tile-fg': tone[1] } as CSSProperties) : undefined}
    >
      <svg
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {glyphs[kind]}
      </svg>
    </span>
  );
}
