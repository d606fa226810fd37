import { type ReactNode } from 'react';

/** The landing page's line icons. */
export function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const featureIcons = [
  <Icon key="plan">
    <path d="M8 3h8l4 4v14H4V3h4Z" />
    <path d="M8 11h8M8 15h8M8 7h4" />
  </Icon>,
  <Icon key="deck">
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M12 16v4M8 20h8M7 12l3-3 3 2 4-4" />
  </Icon>,
  <Icon key="summary">
    <path d="M4 5h16M4 9h16M4 13h10M4 17h6" />
    <path d="M17 15l2 2 3-4" />
  </Icon>,
];

export const appIcons = {
  teacher: (
    <Icon size={22}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </Icon>
  ),
  student: (
    <Icon size={22}>
      <path d="M2 9l10-5 10 5-10 5L2 9Z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5" />
    </Icon>
  ),
  admin: (
    <Icon size={22}>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Z" />
    </Icon>
  ),
  parents: (
    <Icon size={22}>
      <circle cx="8" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M14 20c0-2.5 1.3-4.5 3-4.5s4 2 4 4.5" />
    </Icon>
  ),
};
