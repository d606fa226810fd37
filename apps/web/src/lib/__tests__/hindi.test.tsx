import { describe, expect, it } from 'vitest';
import { audit as enAudit } from '../i18n/en/audit.ts';
import { calendars as enCalendars } from '../i18n/en/calendars.ts';
import { centres as enCentres } from '../i18n/en/centres.ts';
import { coupons as enCoupons } from '../i18n/en/coupons.ts';
import { curriculum as enCurriculum } from '../i18n/en/curriculum.ts';
import { jobs as enJobs } from '../i18n/en/jobs.ts';
import { payroll as enPayroll } from '../i18n/en/payroll.ts';
import { roles as enRoles } from '../i18n/en/roles.ts';
import { audit } from '../i18n/hi/audit.ts';
import { calendars } from '../i18n/hi/calendars.ts';
import { centres } from '../i18n/hi/centres.ts';
import { coupons } from '../i18n/hi/coupons.ts';
import { curriculum } from '../i18n/hi/curriculum.ts';
import { jobs } from '../i18n/hi/jobs.ts';
import { payroll } from '../i18n/hi/payroll.ts';
import { roles } from '../i18n/hi/roles.ts';

/** Each Hindi area catalogue beside its English one. */
const areas: [string, unknown, unknown][] = [
  ['audit', enAudit, audit],
  ['calendars', enCalendars, calendars],
  ['centres', enCentres, centres],
  ['coupons', enCoupons, coupons],
  ['curriculum', enCurriculum, curriculum],
  ['jobs', enJobs, jobs],
  ['payroll', enPayroll, payroll],
  ['roles', enRoles, roles],
];

/** What Hindi may write as English does: codes, units and examples a Hindi reader sees in Latin letters. */
const sameInBoth = new Set(['CSV', 'PDF', 'IFSC', 'https://www.youtube-nocookie.com/embed/…']);

type Leaf = { key: string; en: string; hi: unknown };

/** Every string of English's catalogue, by its dotted key, beside what Hindi has at that key. */
function leaves(en: unknown, hi: unknown, key: string): Leaf[] {
  if (typeof en === 'string') return [{ key, en, hi }];
  const hiObject = (hi ?? {}) as Record<string, unknown>;
  return Object.entries(en as Record<string, unknown>).flatMap(([k, value]) =>
    leaves(value, hiObject[k], key ? `${key}.${k}` : k),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const hasLetters = (text: string) => /[A-Za-z]/.test(text.replace(/\{\w+\}/g, ''));
const devanagari = /[\u0900-\u097F]/;

describe.each(areas)('the Hindi %s catalogue', (_name, en, hi) => {
  const all = leaves(en, hi, '');

  it('has a string for every English string', () => {
    expect(all.filter((leaf) => typeof leaf.hi !== 'string').map((leaf) => leaf.key)).toEqual([]);
    expect(all.filter((leaf) => leaf.hi === '' || String(leaf.hi).trim() === '').map((l) => l.key)).toEqual(
      [],
    );
  });

  it('keeps every {placeholder} of the English string, spelt the same', () => {
    const wrong = all
      .filter((leaf) => placeholders(String(leaf.hi)).join() !== placeholders(leaf.en).join())
      .map((leaf) => `${leaf.key}: ${leaf.en} → ${String(leaf.hi)}`);
    expect(wrong).toEqual([]);
  });

  it('translates every string with words in it, into Devanagari', () => {
    const untranslated = all
      .filter((leaf) => hasLetters(leaf.en) && !sameInBoth.has(leaf.en))
      .filter((leaf) => leaf.hi === leaf.en || !devanagari.test(String(leaf.hi)))
      .map((leaf) => `${leaf.key}: ${String(leaf.hi)}`);
    expect(untranslated).toEqual([]);
  });
});
