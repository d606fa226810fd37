import { expect, expectAccessible, screenshots, test } from '../fixtures.ts';

test.describe('public pages', () => {
  test('account chooser offers three accounts and the footer links', async ({ page }) => {
    for (const path of ['/', '/loginselect']) {
      await page.goto(path);
      await expect(page.getByText('Administrator Account')).toBeVisible();
      await expect(page.getByText('Educator Account')).toBeVisible();
      await expect(page.getByText('Student Account')).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Educator Account/ })).toHaveAttribute(
      'href',
      /^https:\/\/educator\./,
    );
    await expect(page.getByRole('link', { name: /Student Account/ })).toHaveAttribute(
      'href',
      /^https:\/\/student\./,
    );
    await expect(page.getByRole('link', { name: /Sign up/ })).toHaveAttribute('href', '/registrationform');
    for (const name of ['Privacy policy', 'Terms of use', 'Cookie policy']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await expectAccessible(page);
    await screenshots(page, 'loginselect');
    await page.getByRole('link', { name: /Administrator Account/ }).click();
    await expect(page).toHaveURL(/\/kakshaadmin$/);
  });

  test('landing page: slider advances every 3 s, carousel, claims and sign-up', async ({ page }) => {
    // The suite asks for reduced motion, under which the slider rightly stands still; a visitor who
    // has not asked sees it move.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Products', 'Pricing', 'GenAI Features', 'Resources', 'Contact Us']) {
      await expect(nav.getByRole('link', { name: item, exact: true }).first()).toBeAttached();
    }
    // The slider moves by itself: slide 1 of 6 gives way to slide 2 (Playwright waits for it, up to 10 s).
    const first = page.getByRole('button', { name: 'Show image 1 of 6' });
    const second = page.getByRole('button', { name: 'Show image 2 of 6' });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 5_000 });
    await expect(page.getByRole('button', { name: /Show image \d of 6/ })).toHaveCount(6);

    await expect(page.getByText('Teaching in 75+ languages')).toBeVisible();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByText("Question generation based on Bloom's taxonomy")).toBeVisible();
    await expect(page.getByRole('button', { name: /Show slide \d of 2/ })).toHaveCount(2);

    for (const claim of ['75%', '80%', '50%', '10,000+', '50,000+', '75+']) {
      await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    }
    const apps = page.getByRole('list').filter({ hasText: 'Parents' });
    for (const app of ['Teacher', 'Student', 'Admin', 'Parents']) {
      await expect(apps.getByText(app, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await screenshots(page, 'home');
    await page.getByRole('link', { name: 'Sign Up Free' }).first().click();
    await expect(page).toHaveURL(/\/registrationform$/);
  });

  test('an unknown route shows the fallback', async ({ page }) => {
    await page.goto('/no/such/page/here');
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
    await expectAccessible(page);
  });
});
