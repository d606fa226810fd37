import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import type { Browser, Frame, Locator, Page } from '@playwright/test';
import type Axe from 'axe-core';
import { E2E } from './env.ts';

export { expect };
export const test = base;

const shotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');

/**
 * Pictures are for a person to look at, and nobody looks at CI's: there (CI set) they are skipped
 * unless E2E_SCREENSHOTS=1, which saves about a second and a half per call on two cores.
 */
const takeScreenshots = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

/**
 * Screenshots at desktop and phone width, kept as artifacts (not committed) for a person to look at.
 * `show`: a part of a drawer or dialog (which scrolls on its own) to bring into view at each width.
 */
export async function screenshots(page: Page, name: string, show?: Locator) {
  if (!takeScreenshots) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    // Let media queries and transitions settle: two frames after the page reports the new width.
    await page.waitForFunction((w) => document.documentElement.clientWidth <= w, width);
    await show?.scrollIntoViewIfNeeded();
    // From the top: the fixed header of a page scrolled down would land in the middle of the picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    await page.screenshot({
      path: path.join(shotsDir, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

/** The rules we hold every screen to: WCAG 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe's findings in one frame's document. Axe is sent to a document once and stays there for its later
 * checks (a single-page app keeps its document): @axe-core/playwright sent all 580 KB twice on every
 * check, 540–1,050 ms a check against 50–130 for axe's own run (decision 060).
 */
async function violationsIn(frame: Frame): Promise<string[]> {
  const shown = await frame.evaluate(() => ({ axe: 'axe' in window, type: window.document.contentType }));
  // A PDF in a frame is shown by the browser's own viewer: its page is Chromium's, not ours.
  if (shown.type !== 'text/html') return [];
  if (!shown.axe) await frame.evaluate(axeSource);
  return frame.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // Each frame is checked in its own document (below), so axe need not reach into frames itself.
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, wcagTags);
}

/**
 * Axe (WCAG 2 A and AA) on the page and its own frames as they are now; any violation fails with its
 * details. Another site's frame (a video, a teacher's link) is that site's to mend, not ours.
 */
export async function expectAccessible(page: Page) {
  // Judge the page at rest: a modal or menu mid-fade has text at partial opacity that axe would flag.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const summary = [];
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    const url = frame.url();
    // A frame still on its way to another site (no internet here: a video) has no address yet ('').
    const ours = url.startsWith('about:') || (URL.canParse(url) && new URL(url).origin === origin);
    if (ours) summary.push(...(await violationsIn(frame)));
  }
  expect(summary).toEqual([]);
}

/**
 * Nothing scrolls sideways, once the screen has re-laid itself out for the width just set (a chart or
 * the shell's sidebar follows a resize a frame or two later, so one reading could see the old width).
 */
export async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

/** A fresh context, as axe needs one (and so that tests do not share cookies). */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** The messages the real SMTP sink holds for `email`, oldest first, each as its raw text. */
export async function mailTo(email: string): Promise<{ raw: string }[]> {
  const res = await fetch(`http://127.0.0.1:${E2E.sinkHttpPort}/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as { raw: string }[];
}

/** The newest OTP mailed to `email`, read from the real SMTP sink. */
export async function latestOtp(email: string, after = 0): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(async () => {
      otp = (await mailTo(email))
        .slice(after)
        .reverse()
        .map((m) => /one-time password is (\d{4})/.exec(m.raw)?.[1])
        .find(Boolean);
      return otp;
    })
    .toMatch(/^\d{4}$/);
  return otp!;
}

/** The newest invitation link mailed to `email`, read from the real SMTP sink (quoted-printable decoded). */
export async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailTo(email))
        .map((m) =>
          m.raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        )
        .map((text) => /(https?:\/\/\S+\/accept-invitation#token=[\w-]+)/.exec(text)?.[1])
        .filter(Boolean)
        .at(-1);
      return link;
    })
    .toMatch(/accept-invitation#token=/);
  return link!;
}

export async function mailCount(email: string): Promise<number> {
  return (await mailTo(email)).length;
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@e2e.test`;

export interface E2EAccount {
  email: string;
  password: string;
  userId: number;
}

/**
 * A new organisation and its owner, registered through the public call (fast set-up for a test), its
 * first-run setup closed (as after a first visit) unless `onboarding` is asked for.
 */
export async function registerOrganisation(
  label = 'owner',
  options: { onboarding?: boolean } = {},
): Promise<E2EAccount> {
  const account = { email: uniqueEmail(label), password: 'e2e owner secret' };
  const res = await fetch(`${E2E.baseUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...account,
      mobile: '9876543210',
      whatsapp: '9876543210',
      createdBy: 'Test Owner',
    }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const userId = ((await res.json()) as { userId: number }).userId;
  if (!options.onboarding) await closeOnboarding(account);
  return { ...account, userId };
}

/** A session for `account` through the sign-in call: its cookie as `name=value`. */
async function sessionCookie(account: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${E2E.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return cookie;
}

async function closeOnboarding(account: { email: string; password: string }) {
  const cookie = await sessionCookie(account);
  const closed = await fetch(`${E2E.baseUrl}/api/v1/institute/onboarding/dismiss`, {
    method: 'POST',
    headers: { cookie },
  });
  if (!closed.ok) throw new Error(`closing first-run setup failed: ${closed.status}`);
}

/** The demo owner's session, made once per worker: sign-in budgets allow 10 tries per 15 minutes. */
let demoSession: { name: string; value: string } | undefined;

/**
 * Opens the shell as the demo institute's owner. Journeys on the demo institute need a session, not
 * the login page (account.spec walks that): signing in through the page in each of them would spend
 * the demo owner's sign-in budget before the suite ends.
 */
export async function signInAsDemoOwner(page: Page) {
  if (!demoSession) {
    const cookie = await sessionCookie({ email: E2E.demoEmail, password: E2E.demoPassword });
    const at = cookie.indexOf('=');
    demoSession = { name: cookie.slice(0, at), value: cookie.slice(at + 1) };
  }
  await page.context().addCookies([{ ...demoSession, url: E2E.baseUrl }]);
  await page.goto('/adminhome');
  await page.waitForURL(/\/adminhome/);
}

/** Signs in through the administrator login page, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/kakshaadmin');
  await page.getByLabel('Email', { exact: false }).first().fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/adminhome/);
}

/** Registers a new organisation and signs its owner in on `page`, through the login page. */
export async function signInAsNewOwner(
  page: Page,
  label: string,
  options: { onboarding?: boolean } = {},
): Promise<E2EAccount> {
  const owner = await registerOrganisation(label, options);
  await signIn(page, owner);
  return owner;
}

/** A fresh page signed in, through the login page, as the owner of a new organisation. */
export async function pageOfNewOwner(
  browser: Browser,
  label: string,
  options: { onboarding?: boolean } = {},
): Promise<{ page: Page; owner: E2EAccount }> {
  const page = await freshPage(browser);
  return { page, owner: await signInAsNewOwner(page, label, options) };
}

/** A fresh page with the shell open as the demo institute's owner. */
export async function pageOfDemoOwner(browser: Browser): Promise<Page> {
  const page = await freshPage(browser);
  await signInAsDemoOwner(page);
  return page;
}

/** Axe at the desktop width and on a phone (with nothing scrolling sideways), back to the desktop after. */
export async function accessibleAtBothWidths(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await noSidewaysScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A POST from the signed-in page that must answer `status`, its body returned. */
export async function post(page: Page, url: string, data: object, status = 201) {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res.json();
}

/** Opens a Mantine select by its label inside `scope` and clicks an option (rendered in a portal). */
export async function pickOption(page: Page, scope: Locator | Page, field: string, option: string) {
  await scope.getByRole('textbox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
