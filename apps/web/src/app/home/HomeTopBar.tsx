import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/form/Button.tsx';
import { Logo } from '../../components/Logo.tsx';
import { productName } from '../../lib/config.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import classes from './HomePage.module.css';
import { Icon } from './homeIcons.tsx';

const h = t.home;
const withProduct = (text: string) => fmt(text, { product: productName });

/** The landing page's header: logo, the section links (a menu on a phone), log in and sign up. */
export function HomeTopBar() {
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
