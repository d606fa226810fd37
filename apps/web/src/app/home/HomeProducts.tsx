import { t } from '../../lib/i18n/index.ts';
import layout from './home.module.css';
import { HomeSection } from './HomeSection.tsx';
import classes from './HomeProducts.module.css';
import { Icon } from './homeIcons.tsx';

const h = t.home;

/** #products: what the product covers, as a ticked list. */
export function HomeProducts() {
  return (
    <HomeSection id="products" title={h.productsTitle}>
      <p className={layout.lead}>{h.productsText}</p>
      <ul className={`${layout.columns} ${classes.checkList}`}>
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
    </HomeSection>
  );
}
