import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, screenshots, test } from '../fixtures.ts';

/** Every request the page makes from now on, kept with its answer's size. */
function recordRequests(page: Page) {
  const seen: { url: string; type: string; request: Request }[] = [];
  page.on('request', (request) => seen.push({ url: request.url(), type: request.resourceType(), request }));
  return seen;
}

/** The bytes of the scripts the page fetched, as sent (compressed). */
async function scriptBytes(seen: ReturnType<typeof recordRequests>) {
  let total = 0;
  for (const { request } of seen.filter((r) => r.type === 'script')) {
    total += (await request.sizes()).responseBodySize;
  }
  return total;
}

/** Whether the page's Noto Sans Devanagari faces have loaded (any weight) and cover `text`. */
const devanagariLoaded = (page: Page, text: string) =>
  page.evaluate(async (sample) => {
    await document.fonts.ready;
    let loaded = false;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded') loaded = true;
    });
    return loaded && document.fonts.check('16px "Noto Sans Devanagari"', sample);
  }, text);

test.describe('the Devanagari web font (decision 096)', () => {
  test('English login page fetches no font and nothing from elsewhere; its scripts stay in budget', async ({
    page,
  }) => {
    const seen = recordRequests(page);
    await page.goto('/kakshaadmin');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const origin = new URL(page.url()).origin;
    expect(seen.filter((r) => new URL(r.url).origin !== origin && !r.url.startsWith('data:'))).toEqual([]);
    expect(seen.filter((r) => r.type === 'font').map((r) => r.url)).toEqual([]);
    // One script, the entry (decision 086): 109.6 kB compressed before the font and after it.
    // Its scripts as sent: 149.7 kB compressed in 19 files with the font (525,600 B raw), against
    // 525,510 raw before it (the font stack's name and the menu's Latin 'Hindi').
    expect(await scriptBytes(seen)).toBeLessThan(155_000);
  });

  test('login page switched to Hindi shows Devanagari in our own font, lang follows', async ({ page }) => {
    await page.goto('/kakshaadmin');
    const seen = recordRequests(page);
    await page.getByLabel('Show the portal in').selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const login = page.getByRole('button', { name: 'लॉग-इन', exact: true });
    await expect(login).toBeVisible();
    await expect.poll(() => devanagariLoaded(page, 'लॉग-इन')).toBe(true);
    // The files came from this server, as woff2, and from nowhere else.
    const origin = new URL(page.url()).origin;
    const fonts = seen.filter((r) => r.type === 'font');
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(origin);
      expect(font.url).toMatch(/noto-sans-devanagari-devanagari-\d00-normal-[\w-]+\.woff2$/);
      const response = await font.request.response();
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toBe('font/woff2');
    }
    expect(seen.filter((r) => new URL(r.url).origin !== origin && !r.url.startsWith('data:'))).toEqual([]);
    await expectAccessible(page);
    await screenshots(page, 'login-hindi');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(login).toBeVisible();
    await expectAccessible(page);
  });
});
