import { t } from '../../lib/i18n/index.ts';
import { HomeLink } from './HomeLink.tsx';
import { HomeSection } from './HomeSection.tsx';
import classes from './HomeResources.module.css';

const h = t.home;
const RESOURCES = [
  { to: '/api/docs', external: true, title: h.resourcesApi, text: h.resourcesApiText },
  { to: '/privacy-policy', external: false, title: h.resourcesPrivacy, text: h.resourcesPrivacyText },
  { to: '/terms-of-use', external: false, title: h.resourcesTerms, text: h.resourcesTermsText },
];

/** #resources: the API docs and the legal pages. */
export function HomeResources() {
  return (
    <HomeSection id="resources" title={h.resourcesTitle} alt>
      <ul className={classes.resourceList}>
        {RESOURCES.map((resource) => (
          <li key={resource.to}>
            <HomeLink className={classes.resourceLink} to={resource.to} external={resource.external}>
              <strong>{resource.title}</strong>
              <span>{resource.text}</span>
            </HomeLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
