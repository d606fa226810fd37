import { Link } from 'react-router';
import { buttonClass } from '../../components/form/Button.tsx';
import { ImageSlider } from '../../components/ImageSlider.tsx';
import { t } from '../../lib/i18n/index.ts';
import layout from './home.module.css';
import classes from './HomeHero.module.css';
import { withProduct } from './homeText.ts';

const h = t.home;

/** Advance the landing slider every 3 seconds (spec). */
export const SLIDE_INTERVAL_MS = 3000;
const slides = h.slider.slides.map((alt, i) => ({ src: `/slides/slide-${i + 1}.svg`, alt }));

/** The landing page's first section: the pitch, sign up or see the features, and the slider. */
export function HomeHero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={`${layout.container} ${classes.heroGrid}`}>
        <div>
          <p className={classes.eyebrow}>{t.brand.tagline}</p>
          <h1 id="hero-title" className={classes.heroTitle}>
            {h.heroTitle}
          </h1>
          <p className={classes.heroText}>{withProduct(h.heroText)}</p>
          <div className={classes.heroActions}>
            <Link to="/registrationform" className={buttonClass({ size: 'lg' })}>
              {h.signUpFree}
            </Link>
            <a href="#features" className={buttonClass({ size: 'lg', variant: 'outline' })}>
              {h.seeFeatures}
            </a>
          </div>
        </div>
        <ImageSlider images={slides} interval={SLIDE_INTERVAL_MS} label={h.slider.label} labels={h.slider} />
      </div>
    </section>
  );
}
