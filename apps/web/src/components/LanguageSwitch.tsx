import { t } from '../lib/i18n/index.ts';
import {
  activeLanguage,
  chooseLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_NAMES_LATIN,
  LANGUAGES,
  type Language,
} from '../lib/i18n/language.ts';
import classes from './LanguageSwitch.module.css';

/**
 * The public pages' language menu (landing, account choice, login, sign-up, the enquiry form): each
 * language named in itself (and, on another language's page, in Latin letters too); choosing one keeps it in this browser and reloads the page in it.
 */
export function LanguageSwitch() {
  return (
    <label className={classes.switch}>
      <span className={classes.label}>{t.language.label}</span>
      <select
        className={classes.select}
        value={activeLanguage}
        aria-label={t.language.choose}
        onChange={(event) => chooseLanguage(event.currentTarget.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language] === LANGUAGE_NAMES_LATIN[language] || language === activeLanguage
              ? LANGUAGE_NAMES[language]
              : `${LANGUAGE_NAMES[language]} (${LANGUAGE_NAMES_LATIN[language]})`}
          </option>
        ))}
      </select>
    </label>
  );
}
