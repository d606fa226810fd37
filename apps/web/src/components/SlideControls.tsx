import type { ReactNode } from 'react';
import { fmt } from '../lib/i18n/index.ts';
import classes from './Slides.module.css';

/** A chevron for slide controls; decorative (the button around it carries the label). */
function SlideArrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface SlideControlsProps {
  count: number;
  index: number;
  /** Show slide `n` (any whole number: it wraps). */
  go: (n: number) => void;
  labels: { previous: string; next: string; goTo: string };
  /** The indicators' class beside `dot` (the carousel's are wide). */
  dotClassName?: string;
  /** More buttons after next (the slideshow's pause/play). */
  children?: ReactNode;
}

/** Under a carousel or slideshow: previous, one indicator a slide (the current one marked), next. */
export function SlideControls({ count, index, go, labels, dotClassName, children }: SlideControlsProps) {
  return (
    <div className={classes.controls}>
      <button
        type="button"
        className={classes.arrow}
        aria-label={labels.previous}
        onClick={() => go(index - 1)}
      >
        <SlideArrow direction="left" />
      </button>
      <ul className={classes.dots}>
        {Array.from({ length: count }, (_, i) => (
          // Indicators are positional.
          <li key={i}>
            <button
              type="button"
              className={dotClassName ? `${classes.dot} ${dotClassName}` : classes.dot}
              aria-label={fmt(labels.goTo, { n: i + 1, total: count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          </li>
        ))}
      </ul>
      <button type="button" className={classes.arrow} aria-label={labels.next} onClick={() => go(index + 1)}>
        <SlideArrow direction="right" />
      </button>
      {children}
    </div>
  );
}
