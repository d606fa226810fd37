import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import ui from '../../components/ui.module.css';
import { productName } from '../../lib/config.ts';
import { fmt, t } from '../../lib/i18n/index.ts';

const pages = {
  '/privacy-policy': t.legal.privacy,
  '/terms-of-use': t.legal.terms,
  '/cookie-policy': t.legal.cookies,
} as const;

/** Privacy policy, terms of use and cookie policy: short pages linked from the account chooser. */
export default function LegalPage() {
  const { pathname } = useLocation();
  const content = pages[pathname as keyof typeof pages] ?? t.legal.privacy;
  return (
    <AuthLayout title={content.title} width="44rem">
      <article className={ui.stack}>
        <Link to="/loginselect" className={`${ui.link} ${ui.small}`}>
          <span aria-hidden="true">← </span>
          {t.legal.back}
        </Link>
        <h1 className={ui.title}>{content.title}</h1>
        <p className={`${ui.muted} ${ui.small}`}>{t.legal.updated}</p>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph} style={{ margin: 0, lineHeight: 1.6 }}>
            {fmt(paragraph, { product: productName })}
          </p>
        ))}
      </article>
    </AuthLayout>
  );
}
