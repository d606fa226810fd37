import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each case loads the catalogues afresh, as a page load does, with the language this browser keeps. */
async function loadIn(language: string | null) {
  vi.resetModules();
  if (language) localStorage.setItem('kaksha.language', language);
  else localStorage.removeItem('kaksha.language');
  const index = await import('../index.ts');
  await index.loadCatalogue();
  return {
    index,
    areas: await import('../areas.ts'),
  };
}

afterEach(() => {
  localStorage.removeItem('kaksha.language');
  vi.resetModules();
});

describe('the active language', () => {
  it('is English when none was chosen, and the page says so', async () => {
    const { index } = await loadIn(null);
    expect(index.t.login.submit).toBe('Login');
    expect(index.screenTitle('PendingFees', 'Pending Fees')).toBe('Pending Fees');
    expect(index.menuName('Fees')).toBe('Fees');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is Hindi when chosen: the shell, the screens’ titles and the menus, and <html lang="hi">', async () => {
    const { index, areas } = await loadIn('hi');
    expect(index.t.login.submit).toBe('लॉग-इन');
    expect(index.t.institute.settings.title).toBe('संस्थान सेटिंग्स');
    expect(index.screenTitle('PendingFees', 'Pending Fees')).toBe('बकाया फ़ीस');
    expect(index.menuName('Fees')).toBe('फ़ीस');
    expect(document.documentElement.lang).toBe('hi');
    // An area's strings, read as its screen's module is evaluated, are already Hindi's.
    const { audit } = await import('../en/audit.ts');
    expect(areas.localised('audit', audit).title).toBe('ऑडिट लॉग');
  });

  it('keeps an area without Hindi yet in English, and ignores a language it does not know', async () => {
    const { areas } = await loadIn('hi');
    const { home } = await import('../en/home.ts');
    expect((await areas.localised('home', home)).login).toBe('लॉग-इन');
    const untranslated = { title: 'Not yet in Hindi' };
    expect(await areas.localised('noSuchArea', untranslated)).toBe(untranslated);
    const { index, areas: inEnglish } = await loadIn('fr');
    expect(await inEnglish.localised('home', home)).toBe(home);
    expect(index.t.login.submit).toBe('Login');
  });
});
