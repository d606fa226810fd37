import { useRef, useState, type ReactNode } from 'react';
import { fmt } from '../lib/i18n/index.ts';
import { SlideControls } from './SlideControls.tsx';
import classes from './Slides.module.css';

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  labels: {
    previous: string;
    next: string;
    goTo: string;
    slideLabel: string;
    /** What a screen reader calls the carousel and each slide (aria-roledescription). */
    roleDescription: string;
    slideRole: string;
  };
}

/** A manual carousel: previous/next arrows, one indicator per slide, swipe on touch screens. */
export function Carousel({ label, slides, labels }: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section className={classes.region} aria-roledescription={labels.roleDescription} aria-label={label}>
      <div
        className={classes.viewport}
        aria-live="polite"
        onPointerDown={(e) => {
          if (e.pointerType !== 'mouse') touchStart.current = e.clientX;
        }}
        onPointerUp={(e) => {
          if (touchStart.current === null) return;
          const dx = e.clientX - touchStart.current;
          touchStart.current = null;
          if (Math.abs(dx) > 40) go(index + (dx < 0 ? 1 : -1));
        }}
      >
        <div className={classes.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              // Slides are positional.
              key={i}
              className={classes.slide}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={fmt(labels.slideLabel, { n: i + 1, total: count })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <SlideControls count={count} index={index} go={go} labels={labels} dotClassName={classes.dotWide} />
    </section>
  );
}
