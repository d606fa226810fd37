import { describe, expect, it } from 'vitest';

/**
 * Every Hindi catalogue of lib/i18n/hi beside the English one of the same file and export name (a
 * Hindi file's other exports, helpers say, have no English twin and are left out).
 */
const hindiModules = import.meta.glob<Record<string, unknown>>('../i18n/hi/*.ts', { eager: true });
const englishModules = import.meta.glob<Record<string, unknown>>('../i18n/en/*.ts', { eager: true });
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
const areas = Object.entries(hindiModules).flatMap(([path, hindi]) =>
  Object.entries(hindi).flatMap(([name, strings]): [string, unknown, unknown][] => {
    const english = englishModules[`../i18n/en/${fileName(path)}.ts`]?.[name];
    return english === undefined ? [] : [[fileName(path), english, strings]];
  }),
);

it('has the Hindi catalogues of the admin areas, each beside its English one', () => {
  const areasInHindi =
    'audit curriculum jobs roles coupons calendars centres payroll batchContent attendance users questions messages exams learning inventory teachers batches timetable components fees feeStatement onlinePayments collections students enquiries';
  expect(areas.map(([file]) => file)).toEqual(expect.arrayContaining(areasInHindi.split(' ')));
});

/** What Hindi may write as English does: codes, units and examples a Hindi reader sees in Latin letters. */
const sameInBoth = new Set([
  'CSV',
  'PDF',
  'IFSC',
  'HSN',
  'GST',
  'KYC',
  'MCQ',
  'SMS',
  'URL',
  'AB',
  'EWS',
  'UPI',
  'EX',
  'WhatsApp',
  'WhatsApp Cloud API (Meta)',
  'https://www.youtube-nocookie.com/embed/…',
  'GSTIN',
  // A receipt's tax codes with their values.
  'SAC {code}',
  'GSTIN {gstin}',
  'PAN',
  'UPI ID',
  // A language picker names each language in its own script, whatever the page's language.
  'English',
  'हिन्दी (Hindi)',
]);

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
    expect(all.filter((leaf) => String(leaf.hi).trim() === '').map((leaf) => leaf.key)).toEqual([]);
  });

  it('keeps every {placeholder} of the English string, spelt the same', () => {
    const wrong = all
      .filter((leaf) => placeholders(String(leaf.hi)).join() !== placeholders(leaf.en).join())
      .map((leaf) => `${leaf.key}: ${leaf.en} → ${String(leaf.hi)}`);
    expect(wrong).toEqual([]);
  });

  it('translates every string with words in it, into Devanagari', () => {
    const untranslated = all
      .filter((leaf) => hasLetters(leaf.en) && !sameInBoth.has(String(leaf.hi)))
      .filter((leaf) => leaf.hi === leaf.en || !devanagari.test(String(leaf.hi)))
      .map((leaf) => `${leaf.key}: ${String(leaf.hi)}`);
    expect(untranslated).toEqual([]);
  });
});
