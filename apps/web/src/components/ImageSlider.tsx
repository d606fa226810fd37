import { useEffect, useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { SlideControls } from './SlideControls.tsx';
import classes from './Slides.module.css';

export interface SliderImage {
  src: string;
  alt: string;
}

interface ImageSliderProps {
  images: SliderImage[];
  /** Milliseconds between slides (the landing page's is 3000). */
  interval: number;
  label: string;
  labels: {
    previous: string;
    next: string;
    pause: string;
    play: string;
    goTo: string;
    /** What a screen reader calls the slideshow and each image (aria-roledescription). */
    roleDescription: string;
    slideRole: string;
  };
}

/**
 * An image slideshow that advances every `interval` ms. It pauses while hovered or focused, has a
 * pause/play button, and does not start on its own when the user prefers reduced motion.
 */
export function ImageSlider({ images, interval, label, labels }: ImageSliderProps) {
  const count = images.length;
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Until the user presses pause or play, reduced motion decides.
  const userStopped = stopped ?? reducedMotion;
  const playing = !userStopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [playing, index, interval, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      className={classes.region}
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={`${classes.viewport} ${classes.stage}`} aria-live={playing ? 'off' : 'polite'}>
        {images.map((image, i) => (
          <div
            key={image.src}
            className={classes.fade}
            data-active={i === index}
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== index}
          >
            <img
              src={image.src}
              alt={image.alt}
              width={1200}
              height={750}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
            />
          </div>
        ))}
      </div>
      <SlideControls count={count} index={index} go={go} labels={labels}>
        <button
          type="button"
          className={classes.arrow}
          aria-label={userStopped ? labels.play : labels.pause}
          onClick={() => setStopped(!userStopped)}
        >
          {userStopped ? (
            <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M8 5v14l11-7z" />
            </svg>
          ) : (
            <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
            </svg>
          )}
        </button>
      </SlideControls>
    </section>
  );
}
