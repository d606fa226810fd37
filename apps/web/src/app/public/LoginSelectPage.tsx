import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import ui from '../../components/ui.module.css';
import { adminLoginPath, config, productName } from '../../lib/config.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import classes from './LoginSelectPage.module.css';

const s = t.loginSelect;

function Icon({ children }: { children: ReactNode }) {
  return (
    <span className={classes.icon} aria-hidden="true">
      <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        {children}
      </svg>
    </span>
  );
}

const adminIcon = (
  <Icon>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Z" strokeLinejoin="round" />
    <path d="M9 12l2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
  </Icon>
);
const educatorIcon = (
  <Icon>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4M7 9h6M7 12h4" strokeLinecap="round" />
  </Icon>
);
const studentIcon = (
  <Icon>
    <path d="M2 9l10-5 10 5-10 5L2 9Z" strokeLinejoin="round" />
    <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" strokeLinecap="round" />
  </Icon>
);

export default function LoginSelectPage() {
  const footer = (
    <nav aria-label={s.footerNav}>
      <ul className={classes.footerLinks}>
        <li>
          <Link to="/registrationform" className={ui.link}>
            {fmt(s.signUp, { product: productName })}
          </Link>
        </li>
        <li>
          <Link to="/privacy-policy" className={ui.link}>
            {s.privacy}
          </Link>
        </li>
        <li>
          <Link to="/terms-of-use" className={ui.link}>
            {s.terms}
          </Link>
        </li>
        <li>
          <Link to="/cookie-policy" className={ui.link}>
            {s.cookies}
          </Link>
        </li>
      </ul>
    </nav>
  );

  return (
    <AuthLayout title={s.pageTitle} width="64rem" bare footer={footer}>
      <div className={classes.heading}>
        <h1 className={ui.title} style={{ fontSize: 'clamp(1.7rem, 4vw, 2.25rem)' }}>
          {s.heading}
        </h1>
        <p className={ui.muted} style={{ marginTop: '0.5rem', fontSize: '1.125rem' }}>
          {fmt(s.intro, { product: productName })}
        </p>
      </div>
      <ul className={classes.cards}>
        <li>
          <Link to={adminLoginPath} className={`${classes.card} ${classes.primary}`}>
            {adminIcon}
            <h2 className={classes.cardTitle}>{s.admin}</h2>
            <p className={classes.cardText}>{s.adminText}</p>
            <span className={classes.go} aria-hidden="true">
              →
            </span>
          </Link>
        </li>
        <li>
          <a href={config.educatorSiteUrl} className={classes.card}>
            {educatorIcon}
            <h2 className={classes.cardTitle}>{s.educator}</h2>
            <p className={classes.cardText}>
              {s.educatorText} <span className="visually-hidden">{t.common.opensExternalSite}</span>
            </p>
            <span className={classes.go} aria-hidden="true">
              ↗
            </span>
          </a>
        </li>
        <li>
          <a href={config.studentSiteUrl} className={classes.card}>
            {studentIcon}
            <h2 className={classes.cardTitle}>{s.student}</h2>
            <p className={classes.cardText}>
              {s.studentText} <span className="visually-hidden">{t.common.opensExternalSite}</span>
            </p>
            <span className={classes.go} aria-hidden="true">
              ↗
            </span>
          </a>
        </li>
      </ul>
    </AuthLayout>
  );
}
