import { Link } from 'react-router';
import { buttonClass } from '../../components/form/Button.tsx';
import { t } from '../../lib/i18n/index.ts';
import layout from './home.module.css';
import { HomeSection } from './HomeSection.tsx';
import classes from './HomePricing.module.css';
import { withProduct } from './homeText.ts';

const h = t.home;

function Claim({ value, label, stat }: { value: string; label: string; stat?: boolean }) {
  return (
    <li className={`${classes.claim} ${stat ? classes.stat : ''}`}>
      <span className={classes.claimValue}>{value}</span> <span className={classes.claimLabel}>{label}</span>
    </li>
  );
}

/** #pricing: the claims and stats, then the plan and its sign-up. */
export function HomePricing() {
  return (
    <HomeSection id="pricing" title={withProduct(h.claimsTitle)}>
      <ul className={classes.claims}>
        {h.claims.map((claim) => (
          <Claim key={claim.label} value={claim.value} label={claim.label} />
        ))}
      </ul>
      <ul className={classes.claims}>
        {h.stats.map((stat) => (
          <Claim key={stat.label} value={stat.value} label={stat.label} stat />
        ))}
      </ul>
      <div className={classes.pricing}>
        <div>
          <h3 className={layout.sectionTitle} style={{ fontSize: '1.6rem' }}>
            {h.pricingTitle}
          </h3>
          <p className={layout.lead} style={{ marginBottom: 0 }}>
            {withProduct(h.pricingText)}
          </p>
        </div>
        <div className={classes.plan}>
          <p className={classes.planName}>{h.pricingPlan}</p>
          <p className={layout.cardText} style={{ margin: '0.5rem 0 1.5rem' }}>
            {h.pricingPlanText}
          </p>
          <Link to="/registrationform" className={buttonClass({ fullWidth: true })}>
            {h.signUpFree}
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}
