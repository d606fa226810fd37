import { afterEach, describe, expect, it, vi } from 'vitest';

/** The kit's formats and plurals as a page load in `language` has them (decision 096). */
async function loadIn(language: 'en' | 'hi') {
  vi.resetModules();
  localStorage.setItem('kaksha.language', language);
  const index = await import('../index.ts');
  await index.loadCatalogue();
  const { localised } = await import('../areas.ts');
  const en = await import('../en/batches.ts');
  return {
    format: await import('../../format.ts'),
    plural: (await import('../plural.ts')).plural,
    seats: localised('batches', en.batches).allotForm.seatsFree,
  };
}

afterEach(() => {
  localStorage.removeItem('kaksha.language');
  vi.resetModules();
});

describe('plurals in both languages', () => {
  it('English: one, else the many form with Indian grouping', async () => {
    const { plural, seats } = await loadIn('en');
    expect(plural(1, seats)).toBe('1 seat free');
    expect(plural(0, seats)).toBe('0 seats free');
    expect(plural(123_456, seats)).toBe('1,23,456 seats free');
  });

  it('Hindi: the catalogue’s own forms, the count grouped the same way', async () => {
    const { plural, seats } = await loadIn('hi');
    expect(plural(1, seats)).toBe('1 सीट ख़ाली');
    expect(plural(2, seats)).toBe('2 सीटें ख़ाली');
    expect(plural(0, seats)).toBe('0 सीटें ख़ाली');
    expect(plural(12_34_567, seats)).toBe('12,34,567 सीटें ख़ाली');
  });
});

describe('dates and figures follow the portal’s language', () => {
  it('English', async () => {
    const { format } = await loadIn('en');
    expect(format.calendarDate('2026-12-07')).toBe('7 Dec 2026');
    expect(format.monthName('2026-12', 'long')).toBe('December 2026');
    expect(format.dayAndMonth('2026-12-07')).toBe('7 Dec');
    expect(format.compactMoney(15_000_000)).toBe('₹1.5L');
    expect(format.percent(0.4567)).toBe('45.7%');
  });

  it('Hindi: the month in Hindi, the amounts written as English writes them', async () => {
    const { format } = await loadIn('hi');
    expect(format.calendarDate('2026-12-07')).toBe('7 दिस॰ 2026');
    expect(format.monthName('2026-12', 'long')).toBe('दिसंबर 2026');
    expect(format.monthName('2026-06')).toBe('जून 2026');
    expect(format.dayAndMonth('2026-08-15')).toBe('15 अग॰');
    expect(format.compactMoney(15_000_000)).toBe('₹1.5 लाख');
    expect(format.compactMoney(4_500_000)).toBe('₹45 हज़ार');
    expect(format.percent(0.4567)).toBe('45.7%');
  });
});
