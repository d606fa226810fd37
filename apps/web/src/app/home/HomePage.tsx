import { Link } from 'react-router';
import { Carousel } from '../../components/Carousel.tsx';
import { buttonClass } from '../../components/form/Button.tsx';
import { ImageSlider } from '../../components/ImageSlider.tsx';
import { productName } from '../../lib/config.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import classes from './HomePage.module.css';
import { HomeFooter } from './HomeFooter.tsx';
import { HomeTopBar } from './HomeTopBar.tsx';
import { Icon, featureIcons } from './homeIcons.tsx';

const h = t.home;

/** Advance the landing slider every 3 seconds (spec). */
export const SLIDE_INTERVAL_MS = 3000;
const slides = h.slider.slides.map((alt, i) => ({ src: `/slides/slide-${i + 1}.svg`, alt }));

const withProduct = (text: string) => fmt(text, { product: productName });

function Claim({ value, label, stat }: { value: string; label: string; stat?: boolean }) {
  return (
    <li className={`${classes.claim} ${stat ? classes.stat : ''}`}>
      <span className={classes.claimValue}>{value}</span> <span className={classes.claimLabel}>{label}</span>
    </li>
  );
}

/** /home: the public landing page. */
export default function HomePage() {
  return (
    <div className={classes.page}>
      <title>{withProduct(h.pageTitle)}</title>
      <a className="skip-link" href="#main-content">
        {t.common.skipToContent}
      </a>
      <HomeTopBar />
      <main id="main-content" tabIndex={-1}>
        <section className={classes.hero} aria-labelledby="hero-title">
          <div className={`${classes.container} ${classes.heroGrid}`}>
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
            <ImageSlider
              images={slides}
              interval={SLIDE_INTERVAL_MS}
              label={h.slider.label}
              labels={h.slider}
            />
          </div>
        </section>

        <section id="products" className={classes.section} aria-labelledby="products-title">
          <div className={classes.container}>
            <h2 id="products-title" className={classes.sectionTitle}>
              {h.productsTitle}
            </h2>
            <p className={classes.lead}>{h.productsText}</p>
            <ul className={classes.checkList}>
              {h.productItems.map((item) => (
                <li key={item}>
                  <span className={classes.tick}>
                    <Icon size={20}>
                      <path d="M5 12l5 5 9-10" />
                    </Icon>
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          id="features"
          className={`${classes.section} ${classes.alt}`}
          aria-labelledby="features-title"
        >
          <div className={classes.container}>
            <h2 id="features-title" className={classes.sectionTitle}>
              {h.featuresTitle}
            </h2>
            <ul className={classes.grid3} style={{ listStyle: 'none', margin: '0 0 3rem', padding: 0 }}>
              {h.features.map((feature, i) => (
                <li key={feature.title} className={classes.card}>
                  <span className={classes.cardIcon}>{featureIcons[i]}</span>
                  <h3 className={classes.cardTitle}>{feature.title}</h3>
                  <p className={classes.cardText}>{feature.text}</p>
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
          </div>
        </section>

        <section id="pricing" className={classes.section} aria-labelledby="pricing-title">
          <div className={classes.container}>
            <h2 id="pricing-title" className={classes.sectionTitle}>
              {withProduct(h.claimsTitle)}
            </h2>
            <ul className={classes.claims} style={{ marginBottom: '1rem' }}>
              {h.claims.map((claim) => (
                <Claim key={claim.label} value={claim.value} label={claim.label} />
              ))}
            </ul>
            <ul className={classes.claims}>
              {h.stats.map((stat) => (
                <Claim key={stat.label} value={stat.value} label={stat.label} stat />
              ))}
            </ul>
            <div className={classes.pricing} style={{ marginTop: '3rem' }}>
              <div>
                <h3 className={classes.sectionTitle} style={{ fontSize: '1.6rem' }}>
                  {h.pricingTitle}
                </h3>
                <p className={classes.lead} style={{ marginBottom: 0 }}>
                  {withProduct(h.pricingText)}
                </p>
              </div>
              <div className={classes.plan}>
                <p className={classes.planName}>{h.pricingPlan}</p>
                <p className={classes.cardText} style={{ margin: '0.5rem 0 1.5rem' }}>
                  {h.pricingPlanText}
                </p>
                <Link to="/registrationform" className={buttonClass({ fullWidth: true })}>
                  {h.signUpFree}
                </Link>
              </div>
            </div>
          </div>
        </section>

        <section
          id="resources"
          className={`${classes.section} ${classes.alt}`}
          aria-labelledby="resources-title"
        >
          <div className={classes.container}>
            <h2 id="resources-title" className={classes.sectionTitle}>
              {h.resourcesTitle}
            </h2>
            <ul className={classes.resourceList}>
              <li>
                <a className={classes.resourceLink} href="/api/docs">
                  <strong>{h.resourcesApi}</strong>
                  <span>{h.resourcesApiText}</span>
                </a>
              </li>
              <li>
                <Link className={classes.resourceLink} to="/privacy-policy">
                  <strong>{h.resourcesPrivacy}</strong>
                  <span>{h.resourcesPrivacyText}</span>
                </Link>
              </li>
              <li>
                <Link className={classes.resourceLink} to="/terms-of-use">
                  <strong>{h.resourcesTerms}</strong>
                  <span>{h.resourcesTermsText}</span>
                </Link>
              </li>
            </ul>
          </div>
        </section>

        <section className={classes.cta} aria-labelledby="cta-title">
          <div className={classes.container}>
            <h2 id="cta-title" className={classes.ctaTitle}>
              {h.ctaTitle}
            </h2>
            <p className={classes.ctaText}>{h.ctaText}</p>
            <Link to="/registrationform" className={buttonClass({ size: 'lg', variant: 'light' })}>
              {h.signUpFree}
            </Link>
          </div>
        </section>
      </main>

      <HomeFooter />
    </div>
  );
}
