import { Link } from 'react-router';
import { buttonClass } from '../../components/form/Button.tsx';
import { t } from '../../lib/i18n/index.ts';
import layout from './home.module.css';
import classes from './HomePage.module.css';
import { HomeFeatures } from './HomeFeatures.tsx';
import { HomeFooter } from './HomeFooter.tsx';
import { HomeHero } from './HomeHero.tsx';
import { HomePricing } from './HomePricing.tsx';
import { HomeProducts } from './HomeProducts.tsx';
import { HomeResources } from './HomeResources.tsx';
import { HomeTopBar } from './HomeTopBar.tsx';
import { withProduct } from './homeText.ts';

const h = t.home;

/** /home: the public landing page, a section a component, closed by a call to sign up. */
export default function HomePage() {
  return (
    <div className={layout.page}>
      <title>{withProduct(h.pageTitle)}</title>
      <a className="skip-link" href="#main-content">
        {t.common.skipToContent}
      </a>
      <HomeTopBar />
      <main id="main-content" tabIndex={-1}>
        <HomeHero />
        <HomeProducts />
        <HomeFeatures />
        <HomePricing />
        <HomeResources />
        <section className={classes.cta} aria-labelledby="cta-title">
          <div className={layout.container}>
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
