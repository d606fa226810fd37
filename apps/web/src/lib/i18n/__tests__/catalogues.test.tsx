import { describe, expect, it } from 'vitest';
import { menuCatalogue } from '@kaksha/contracts';
import { en } from '../en.ts';
import { hi, menuNames, screenTitles as hindiTitles } from '../hi.ts';

/**
 * The Hindi catalogues are English's, key for key (decision 086). The compiler holds each Hindi file
 * to English's shape; this test holds the list: every English catalogue has a Hindi one but those named
 * in STILL_ENGLISH (shown in English until their Hindi lands), and each Hindi string keeps English's
 * {placeholders} and is not left empty.
 */
const STILL_ENGLISH = new Set<string>();

type Module = Record<string, unknown>;
const fileName = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '');
const byName = (modules: Record<string, Module>) =>
  new Map(Object.entries(modules).map(([path, module]) => [fileName(path), module]));

const english = byName(import.meta.glob<Module>('../en/*.ts', { eager: true }));
const hindi = byName(import.meta.glob<Module>('../hi/*.ts', { eager: true }));
const englishScreens = byName(import.meta.glob<Module>('../en/screens/*.ts', { eager: true }));
const hindiScreens = byName(import.meta.glob<Module>('../hi/screens/*.ts', { eager: true }));

const placeholders = (text: string) => [...text.matchAll(/\{\w+(?::\d+)?\}/g)].map((m) => m[0]).sort();

/** Where `translated` differs from `original` in shape, placeholders or emptiness, as 'path: what'. */
function differences(original: unknown, translated: unknown, path: string): string[] {
  if (typeof original === 'string') {
    if (typeof translated !== 'string') return [`${path}: missing`];
    if (original !== '' && translated.trim() === '') return [`${path}: empty`];
    const want = placeholders(original).join(' ');
    const got = placeholders(translated).join(' ');
    return want === got ? [] : [`${path}: placeholders ${got || 'none'}, English has ${want}`];
  }
  if (Array.isArray(original)) {
    if (!Array.isArray(translated) || translated.length !== original.length) return [`${path}: list length`];
    return original.flatMap((item, i) => differences(item, translated[i], `${path}[${i}]`));
  }
  if (typeof original === 'object' && original !== null) {
    if (typeof translated !== 'object' || translated === null) return [`${path}: missing`];
    const extra = Object.keys(translated).filter((key) => !(key in original));
    return [
      ...extra.map((key) => `${path}.${key}: not in English`),
      ...Object.entries(original).flatMap(([key, value]) =>
        differences(value, (translated as Module)[key], `${path}.${key}`),
      ),
    ];
  }
  return [];
}

describe('the Hindi catalogues', () => {
  it('cover every English catalogue but those still listed as English', () => {
    const missing = [...english.keys()].filter((name) => !hindi.has(name) && !STILL_ENGLISH.has(name));
    expect(missing, 'English catalogues with no Hindi file (write hi/<name>.ts)').toEqual([]);
    const unknown = [...hindi.keys()].filter((name) => !english.has(name));
    expect(unknown, 'Hindi files with no English catalogue').toEqual([]);
    expect(
      [...STILL_ENGLISH].filter((name) => !english.has(name)),
      'STILL_ENGLISH names no area',
    ).toEqual([]);
  });

  it('hold every key of English, with its placeholders, in each Hindi file', () => {
    const problems = [...hindi].flatMap(([name, module]) => {
      const original = english.get(name);
      if (!original) return [];
      return Object.entries(original).flatMap(([exported, value]) =>
        differences(value, module[exported], `hi/${name}.ts ${exported}`),
      );
    });
    expect(problems).toEqual([]);
  });

  it('hold the shell catalogue and every screen title', () => {
    expect(differences(en, hi, 'hi.ts hi')).toEqual([]);
    expect([...englishScreens.keys()].filter((name) => !hindiScreens.has(name))).toEqual([]);
    const problems = [...englishScreens].flatMap(([name, module]) =>
      differences(module.screenTitles, hindiScreens.get(name)?.screenTitles, `hi/screens/${name}.ts`),
    );
    expect(problems).toEqual([]);
    const titles = [...englishScreens.values()].flatMap((module) =>
      Object.keys(module.screenTitles as Module),
    );
    expect(titles.filter((frmName) => !hindiTitles[frmName])).toEqual([]);
  });

  it('name every menu of the server’s catalogue in Hindi', () => {
    const names = (items: typeof menuCatalogue): string[] =>
      items.flatMap((item) => [item.name, ...names(item.children ?? [])]);
    expect(names(menuCatalogue).filter((name) => !menuNames[name])).toEqual([]);
  });
});
