import type { ReactNode } from 'react';

/** Small stroke icons (decorative: the buttons carrying them have their own labels). */
function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const PencilIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);
export const TrashIcon = () => (
  <Icon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);
export const UpIcon = () => (
  <Icon>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);
export const DownIcon = () => (
  <Icon>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);
export const ChevronIcon = ({ open }: { open: boolean }) => (
  <span
    style={{
      display: 'inline-flex',
      transition: 'transform 150ms',
      transform: open ? 'rotate(90deg)' : 'none',
    }}
  >
    <Icon>
      <path d="M9 6l6 6-6 6" />
    </Icon>
  </span>
);
export const PlayIcon = () => (
  <Icon size={16}>
    <path d="M7 5l12 7-12 7V5z" />
  </Icon>
);
export const BackIcon = () => (
  <Icon>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);
