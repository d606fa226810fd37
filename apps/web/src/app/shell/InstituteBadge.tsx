import { useInstituteBrand } from '../../lib/brand.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import classes from './Shell.module.css';

/** The institute's logo and name in the top bar (the name from 62em; on a phone the logo alone). */
export function InstituteBadge() {
  const brand = useInstituteBrand().data;
  if (!brand) return null;
  return (
    <div className={classes.institute}>
      {brand.logoUrl && (
        <img
          src={brand.logoUrl}
          alt={fmt(t.institute.settings.logoAlt, { name: brand.name })}
          className={classes.instituteLogo}
        />
      )}
      <span className={classes.instituteName}>{brand.name}</span>
    </div>
  );
}
