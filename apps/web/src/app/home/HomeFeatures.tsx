import { Carousel } from '../../components/Carousel.tsx';
import { t } from '../../lib/i18n/index.ts';
import layout from './home.module.css';
import { HomeSection } from './HomeSection.tsx';
import classes from './HomeFeatures.module.css';
import { featureIcons } from './homeIcons.tsx';

const h = t.home;

/** #features: a card per feature, then the carousel. */
export function HomeFeatures() {
  return (
    <HomeSection id="features" title={h.featuresTitle} alt>
      <ul className={`${layout.columns} ${classes.cards}`}>
        {h.features.map((feature, i) => (
          <li key={feature.title} className={classes.card}>
            <span className={classes.cardIcon}>{featureIcons[i]}</span>
            <h3 className={classes.cardTitle}>{feature.title}</h3>
            <p className={layout.cardText}>{feature.text}</p>
          </li>
        ))}
      </ul>
      <Carousel
        label={h.carousel.label}
        labels={h.carousel}
        slides={h.carousel.slides.map((slide, i) => (
          <div key={slide.title} className={classes.carouselSlide}>
            <span className={classes.carouselBadge} aria-hidden="true">
              {i === 0 ? '75+' : '?!'}
            </span>
            <div>
              <h3 className={classes.carouselTitle}>{slide.title}</h3>
              <p className={classes.carouselText}>{slide.text}</p>
            </div>
          </div>
        ))}
      />
    </HomeSection>
  );
}
