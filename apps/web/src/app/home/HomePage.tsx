import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Carousel } from '../../components/Carousel.tsx';
import { buttonClass } from '../../components/form/Button.tsx';
import { ImageSlider } from '../../components/ImageSlider.tsx';
import { Logo } from '../../components/Logo.tsx';
import { adminLoginPath, config, productName } from '../../lib/config.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import classes from './HomePage.module.css';

const h = t.home;
const f = h.footer;

/** Advance the landing slider every 3 seconds (spec). */
export const SLIDE_INTERVAL_MS = 3000;
const slides = h.slider.slides.map((alt, i) => ({ src: `/slides/slide-${i + 1}.svg`, alt }));

/** Contact addresses shown in the footer. */
const CONTACT = { business: 'business@kaksha.app', support: 'support@kaksha.app' };

const withProduct = (text: string) => fmt(text, { product: productName });

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
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

const featureIcons = [
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

const appIcons = {
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

function TopBar() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className={classes.topbar}>
      <div className={`${classes.container} ${classes.topbarInner}`}>
        <Link to="/home" className={classes.brand} aria-label={withProduct(t.brand.logoHome)}>
          <Logo />
        </Link>
        <button
          type="button"
          className={classes.menuButton}
          aria-expanded={open}
          aria-controls="home-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <Icon size={20}>
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </Icon>
          {h.menu}
        </button>
        <nav id="home-nav" className={classes.nav} data-open={open} aria-label={h.nav}>
          <div className={classes.navInner}>
            <ul className={classes.navList}>
              <li>
                <a className={classes.navLink} href="#products" onClick={close}>
                  {h.products}
                </a>
              </li>
              <li>
                <a className={classes.navLink} href="#pricing" onClick={close}>
                  {h.pricing}
                </a>
              </li>
              <li>
                <a className={classes.navLink} href="#features" onClick={close}>
                  {h.genai}
                </a>
              </li>
              <li>
                <a className={classes.navLink} href="#resources" onClick={close}>
                  {h.resources}
                </a>
              </li>
              <li>
                <a className={classes.navLink} href="#contact-us" onClick={close}>
                  {h.contact}
                </a>
              </li>
            </ul>
            <div className={classes.navActions}>
              <Link to="/loginselect" className={buttonClass({ variant: 'outline', size: 'sm' })}>
                {h.login}
              </Link>
              <Link to="/registrationform" className={buttonClass({ size: 'sm' })}>
                {h.signUp}
              </Link>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}

function Claim({ value, label, stat }: { value: string; label: string; stat?: boolean }) {
  return (
    <li className={`${classes.claim} ${stat ? classes.stat : ''}`}>
      <span className={classes.claimValue}>{value}</span> <span className={classes.claimLabel}>{label}</span>
    </li>
  );
}

/** /home: the public landing page. */
export default function HomePage() {
  const year = new Date().getFullYear();
  const apps = [
    {
      key: 'teacher',
      name: f.appTeacher,
      text: f.appTeacherText,
      href: config.educatorSiteUrl,
      external: true,
    },
    {
      key: 'student',
      name: f.appStudent,
      text: f.appStudentText,
      href: config.studentSiteUrl,
      external: true,
    },
    { key: 'admin', name: f.appAdmin, text: f.appAdminText, href: adminLoginPath, external: false },
    {
      key: 'parents',
      name: f.appParents,
      text: f.appParentsText,
      href: config.studentSiteUrl,
      external: true,
    },
  ] as const;

  return (
    <div className={classes.page}>
      <title>{withProduct(h.pageTitle)}</title>
      <a className="skip-link" href="#main-content">
        {t.common.skipToContent}
      </a>
      <TopBar />
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

      <footer id="contact-us" className={classes.footer}>
        <div className={classes.container}>
          <div className={classes.footerGrid}>
            <nav aria-labelledby="quick-links-title">
              <h2 id="quick-links-title" className={classes.footerTitle}>
                {f.quickLinks}
              </h2>
              <ul className={classes.footerList}>
                <li>
                  <a className={classes.footerLink} href="#pricing">
                    {h.pricing}
                  </a>
                </li>
                <li>
                  <a className={classes.footerLink} href="#contact-us">
                    {h.contact}
                  </a>
                </li>
                <li>
                  <a className={classes.footerLink} href="#features">
                    {h.genai}
                  </a>
                </li>
              </ul>
            </nav>
            <div>
              <h2 className={classes.footerTitle}>{f.business}</h2>
              <p className={classes.footerText}>{withProduct(f.businessText)}</p>
              <a className={classes.footerLink} href={`mailto:${CONTACT.business}`}>
                {CONTACT.business}
              </a>
            </div>
            <div>
              <h2 className={classes.footerTitle}>{f.support}</h2>
              <p className={classes.footerText}>{f.supportText}</p>
              <a className={classes.footerLink} href={`mailto:${CONTACT.support}`}>
                {CONTACT.support}
              </a>
            </div>
          </div>

          <div className={classes.apps}>
            <h2 className={classes.footerTitle}>{f.apps}</h2>
            <ul className={classes.appList}>
              {apps.map((app) => {
                const body = (
                  <>
                    <span className={classes.appIcon}>{appIcons[app.key]}</span>
                    <span>
                      <strong className={classes.appName}>{app.name}</strong>
                      <span className={classes.appText}>{app.text}</span>
                      <span className="visually-hidden">
                        {fmt(f.open, { app: app.name })} {app.external ? t.common.opensExternalSite : ''}
                      </span>
                    </span>
                  </>
                );
                return (
                  <li key={app.key}>
                    {app.external ? (
                      <a className={classes.appCard} href={app.href}>
                        {body}
                      </a>
                    ) : (
                      <Link className={classes.appCard} to={app.href}>
                        {body}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>

          <p className={classes.copyright}>{fmt(f.copyright, { year, product: productName })}</p>
        </div>
      </footer>
    </div>
  );
}
