import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fmt, t } from '../lib/i18n/index.ts';
import { productName } from '../lib/config.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import classes from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: string;
  /** Render the children without the card around them. */
  bare?: boolean;
}

/** The frame of the public account pages: logo, one centred card, optional footer. */
export function AuthLayout({ title, children, footer, width, bare }: AuthLayoutProps) {
  return (
    <div className={classes.page}>
      <title>{`${title} · ${productName}`}</title>
      <header className={classes.header}>
        <Link
          to="/home"
          className={classes.brandLink}
          aria-label={fmt(t.brand.logoHome, { product: productName })}
        >
          <Logo />
        </Link>
        <LanguageSwitch />
      </header>
      <main className={classes.main} id="main-content">
        <div className={classes.card} style={width ? { ['--auth-width' as string]: width } : undefined}>
          {bare ? children : <div className={classes.panel}>{children}</div>}
        </div>
      </main>
      {footer && <footer className={classes.footer}>{footer}</footer>}
    </div>
  );
}
