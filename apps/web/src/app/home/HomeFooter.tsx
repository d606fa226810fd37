import { adminLoginPath, config, productName } from '../../lib/config.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import layout from './home.module.css';
import classes from './HomeFooter.module.css';
import { appIcons } from './homeIcons.tsx';
import { HomeLink } from './HomeLink.tsx';
import { withProduct } from './homeText.ts';

const h = t.home;
const f = h.footer;

/** Contact addresses shown in the footer. */
const CONTACT = { business: 'business@kaksha.app', support: 'support@kaksha.app' };

/** The landing page's footer (#contact-us): quick links, contacts, the apps and the copyright. */
export function HomeFooter() {
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
    <footer id="contact-us" className={classes.footer}>
      <div className={layout.container}>
        <div className={`${layout.columns} ${classes.footerGrid}`}>
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
                  <HomeLink className={classes.appCard} to={app.href} external={app.external}>
                    {body}
                  </HomeLink>
                </li>
              );
            })}
          </ul>
        </div>

        <p className={classes.copyright}>{fmt(f.copyright, { year, product: productName })}</p>
      </div>
    </footer>
  );
}
