import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { E2E } from '../env.ts';
import { accessibleAtBothWidths, expect, pageOfDemoOwner, screenshots, test } from '../fixtures.ts';

/**
 * The desk's day in Hindi (issue 70, decision 097): the demo owner chooses Hindi in My Profile, and every
 * screen of the daily round speaks it — the page's `lang` is hi, each screen's heading is Hindi, and no
 * text on it is one of the English catalogue's strings (names, codes and figures are the institute's data).
 * Screenshots at 1280 and 375 for a person to look at; axe at both widths. The owner's language is put
 * back as it was after, as the rest of the suite reads the demo institute in English.
 */

const i18n = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/lib/i18n');

/** Every string of the English catalogues (the shell's and each area's), each leaf of each export. */
async function englishStrings(): Promise<string[]> {
  const files = [
    path.join(i18n, 'en.ts'),
    ...fs
      .readdirSync(path.join(i18n, 'en'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(i18n, 'en', f)),
  ];
  const leaves = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(leaves)
        : [];
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(file).href) as Promise<object>));
  return modules.flatMap(leaves);
}

/**
 * The English catalogue's strings as patterns a whole text of the page would match ({placeholder}: any
 * text), leaving out those Hindi writes the same: no letters but a placeholder's, or only codes (CSV,
 * SAC {code}), brand names and the language menu's names; and '{a} of {b}', which names match too.
 */
async function englishPatterns(): Promise<RegExp[]> {
  const same = /^(?:[A-Z]{2,}|WhatsApp|Razorpay|Kaksha|English)$/;
  return [...new Set(await englishStrings())]
    .filter((text) => {
      const words = text.replace(/\{\w+\}/g, ' ').match(/\p{L}+/gu) ?? [];
      // '{a} of {b}' would match a name with 'of' in it: a template needs a longer word of its own.
      const placeholder = /\{\w+\}/.test(text);
      if (placeholder && words.every((word) => word.length <= 3)) return false;
      return words.length > 0 && !words.every((word) => same.test(word));
    })
    .map((text) => {
      const parts = text
        .trim()
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return new RegExp(`^${parts.join('.+')}$`, 's');
    });
}

/** Every text a person reads or hears on the page now: visible text nodes, and labels, placeholders and titles. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, noscript, [hidden]')) continue;
      if (
        !parent.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) &&
        !parent.closest('.sr-only, [class*="visually"], [class*="VisuallyHidden"]')
      )
        continue;
      texts.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'),
    ))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    return texts;
  });
}

/** What is still in the portal's English on the page (names and codes pass: they are not its words). */
async function expectNoEnglish(page: Page) {
  patterns ??= await englishPatterns();
  const english = (await shownTexts(page))
    // A due's label is data, stored when it was billed: 'Instalment 2' where the plan named none.
    .map((text) => text.replace(/\bInstalment \d+\b/g, '…'))
    .filter((text) => patterns!.some((pattern) => pattern.test(text)));
  expect(english, 'English left on a Hindi page').toEqual([]);
}

/**
 * The date fields on the page (their text is an input's value, which `shownTexts` does not read): at
 * least one, each day written with a Hindi month as every other date is ("8 दिस॰ 2026").
 */
async function expectHindiDates(page: Page) {
  const dates = await page
    .locator('input')
    .evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value).filter((v) => /^\d{1,2} \S+ \d{4}$/.test(v)),
    );
  expect(dates.length, 'a date field on the page').toBeGreaterThan(0);
  for (const date of dates)
    expect(date).toMatch(/^\d{1,2} (?:जन॰|फ़र॰|मार्च|अप्रैल|मई|जून|जुल॰|अग॰|सित॰|अक्टू॰|नव॰|दिस॰) \d{4}$/);
}

/** A screen in Hindi: its heading is the Hindi title, it has loaded, and it is whole at both widths. */
async function look(page: Page, name: string, heading: string) {
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(page.getByText('लोड हो रहा है')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectNoEnglish(page);
  await fontsLoaded(page);
  await screenshots(page, `hindi-${name}`);
  await accessibleAtBothWidths(page);
}

/** The Devanagari font (decision 096) loads when the first Hindi glyph is drawn: the picture waits for it. */
async function fontsLoaded(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'फ़ीस'))).toBe(true);
}

let original: string | null = null;
let patterns: RegExp[] | undefined;

/** Sets the demo owner's language in My Profile, as the form does (multipart, with the other fields). */
async function setLanguage(page: Page, language: string) {
  const profile = await page.request.post('/api/profile', { data: { EmailID: E2E.demoEmail } });
  expect(profile.status(), await profile.text()).toBe(200);
  const { UserName, Mobile, WhatsApp, Language } = await profile.json();
  const res = await page.request.post('/api/profile/update', {
    multipart: { EmailID: E2E.demoEmail, UserName, Mobile, WhatsApp, Active: 'Y', Language: language },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Language as string | null;
}

async function hindiPage(browser: Browser): Promise<Page> {
  const page = await pageOfDemoOwner(browser);
  const was = await setLanguage(page, 'hi');
  original ??= was ?? '';
  await page.goto('/adminhome');
  // The shell reads the owner's language with the brand and reloads once in it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  return page;
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ browser }) => {
  if (original === null) return;
  const page = await pageOfDemoOwner(browser);
  await setLanguage(page, original);
  await page.context().close();
});

test('in Hindi: the dashboard, an enquiry, a student’s profile and collecting a fee', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await hindiPage(browser);
  await look(page, 'dashboard', 'डैशबोर्ड');

  await page.goto('/adminhome?form=ManageEnquiry');
  await look(page, 'enquiries', 'पूछताछ');

  const pending = await page.request.get('/api/v1/fees/pending?pageSize=50');
  const owing = (
    (await pending.json()).data as {
      studentId: number;
      name: string;
      admissionNumber: string;
      overdue: number;
    }[]
  ).find((row) => row.overdue > 200_000)!;
  await page.goto(`/adminhome?form=StudentProfile&student=${owing.studentId}`);
  await expect(page.getByRole('heading', { name: owing.name, level: 2 })).toBeVisible();
  await expect(page.getByText('लोड हो रहा है')).toHaveCount(0);
  // The demo's term of attendance, on the profile in Hindi.
  await expect(page.getByText(/^[\d.]+% उपस्थित: .+ कक्षाएँ।$/)).toBeVisible();
  await expectNoEnglish(page);
  await fontsLoaded(page);
  await screenshots(page, 'hindi-profile');
  await accessibleAtBothWidths(page);

  await page.goto('/adminhome?form=PaidFees');
  await look(page, 'day-book', 'जमा फ़ीस');
  await page.getByRole('button', { name: 'फ़ीस जमा करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'फ़ीस जमा करें' });
  await dialog.getByRole('textbox', { name: 'विद्यार्थी' }).fill(owing.admissionNumber);
  await page.getByRole('option', { name: new RegExp(`^${owing.name} · ${owing.admissionNumber}`) }).click();
  const form = page
    .getByRole('dialog', { name: `${owing.name} की फ़ीस जमा करें` })
    .getByRole('form', { name: 'फ़ीस जमा करें' });
  await form.getByRole('textbox', { name: 'मिली राशि' }).fill('100');
  await expectHindiDates(page);
  await expect(form.getByText('बकाये में ₹100.00 जमा होंगे।')).toBeVisible();
  await expectNoEnglish(page);
  await fontsLoaded(page);
  await screenshots(page, 'hindi-collect', form);
  await accessibleAtBothWidths(page);
  await form.getByRole('button', { name: 'जमा करें और रसीद बनाएँ' }).click();
  await page.waitForURL(/form=ReceiptPopup&receipt=\d+/);
  await expect(
    page.getByText(new RegExp(`^रसीद \\S+ बनी: ${owing.name} के लिए .+ से ₹100\\.00 मिले।$`)),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'फ़ीस रसीद' })).toBeVisible();
  await expectNoEnglish(page);
  await fontsLoaded(page);
  await screenshots(page, 'hindi-receipt');
  await accessibleAtBothWidths(page);
  await page.context().close();
});

test('in Hindi: attendance, the timetable and pending fees', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await hindiPage(browser);
  await page.goto('/adminhome?form=Attendance');
  await look(page, 'attendance', 'उपस्थिति');
  await expectHindiDates(page);
  await page.goto('/adminhome?form=TimeAllocation');
  await look(page, 'timetable', 'समय आवंटन');
  await page.goto('/adminhome?form=PendingFees');
  await look(page, 'pending', 'बकाया फ़ीस');
  await page.context().close();
});
