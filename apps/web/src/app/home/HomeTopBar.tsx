import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/form/Button.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { Logo } from '../../components/Logo.tsx';
import { t } from '../../lib/i18n/index.ts';
import layout from './home.module.css';
import classes from './HomeTopBar.module.css';
import { Icon } from './homeIcons.tsx';
import { withProduct } from './homeText.ts';

const h = t.home;
/** The page's sections the header links to, in its order. */
const SECTIONS = [
  ['#products', h.products],
  ['#pricing', h.pricing],
  ['#features', h.genai],
  ['#resources', h.resources],
  ['#contact-us', h.contact],
] as const;

/** The landing page's header: logo, the section links (a menu on a phone), log in and sign up. */
export function HomeTopBar() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className={classes.topbar}>
      <div className={`${layout.container} ${classes.topbarInner}`}>
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
              {SECTIONS.map(([href, label]) => (
                <li key={href}>
                  <a className={classes.navLink} href={href} onClick={close}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
            <div className={classes.navActions}>
              <LanguageSwitch />
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
