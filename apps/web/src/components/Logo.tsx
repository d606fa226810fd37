import { productName } from '../lib/config.ts';

interface LogoProps {
  size?: number;
  withText?: boolean;
  /** Text colour of the name (the mark keeps its own colours). */
  color?: string;
}

/** The brand mark (an open book under a spark) and the product name. Decorative: label the link around it. */
export function Logo({ size = 32, withText = true, color = 'var(--kaksha-ink)' }: LogoProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M6 11.5c3.6-1.6 7-1.4 10 .8v12.2c-3-2.2-6.4-2.4-10-.8V11.5Z" fill="#e0e7ff" />
        <path d="M26 11.5c-3.6-1.6-7-1.4-10 .8v12.2c3-2.2 6.4-2.4 10-.8V11.5Z" fill="#c7d2fe" />
        <path d="M16 4.5l1.3 2.7 2.7 1.3-2.7 1.3L16 12.5l-1.3-2.7L12 8.5l2.7-1.3L16 4.5Z" fill="#fbbf24" />
      </svg>
      {withText && (
        <span style={{ fontWeight: 800, fontSize: size * 0.62, letterSpacing: '-0.01em' }}>
          {productName}
        </span>
      )}
    </span>
  );
}
