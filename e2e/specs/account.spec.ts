import fs from 'node:fs';
import { E2E } from '../env.ts';
import {
  expect,
  expectAccessible,
  registerOrganisation,
  screenshots,
  signIn,
  test,
  uniqueEmail,
} from '../fixtures.ts';

test.describe('an owner’s first visit', () => {
  test('register → login → dashboard → sidebar → profile update → logout', async ({ page }) => {
    const email = uniqueEmail('journey');
    const password = 'journey secret 1';

    await page.goto('/registrationform');
    await expectAccessible(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('WhatsApp number').fill('9876543211');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Your name (created by)').fill('Meera Iyer');
    await screenshots(page, 'registration');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(/^Registration successful\. User ID: \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/\/loginselect$/);

    await page.getByRole('link', { name: /Administrator Account/ }).click();
    await expect(page.getByRole('link', { name: 'Back to account selection' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/restorepassword',
    );
    await expectAccessible(page);
    await screenshots(page, 'login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/adminhome$/);

    // Only public fields are kept in the browser; never the password.
    const stored = await page.evaluate(() => sessionStorage.getItem('user'));
    expect(JSON.parse(stored!)).toEqual({
      SUCode: expect.stringMatching(/^KK/),
      EmailID: email,
      UserName: 'Meera Iyer',
      UserType: 'Admin',
    });
    const storage = await page.evaluate(
      () => JSON.stringify({ ...sessionStorage, ...localStorage }) + document.cookie,
    );
    expect(storage).not.toContain(password);

    // A first visit opens the institute's setup; skipped, the dashboard lists what is left.
    const setup = page.getByRole('dialog', { name: 'Set up your institute' });
    await expect(setup.getByLabel('Your institute’s name')).toHaveValue("Meera Iyer's institute");
    await setup.getByRole('button', { name: 'Skip for now' }).click();
    await expect(setup).toBeHidden();
    await expect(page.getByText('Still to do:')).toBeVisible();

    // Dashboard tiles, one per top-level menu.
    await expect(page.getByText('Manage Administration')).toBeVisible();
    await expect(page.getByText('Manage Teachers')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'dashboard');

    // Sidebar: a parent toggles, a leaf opens its screen and sets the breadcrumb; the URL keeps it.
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByRole('button', { name: 'Teachers' }).click();
    await sidebar.getByRole('link', { name: 'Payroll', exact: true }).click();
    await expect(page).toHaveURL(/form=Payroll/);
    await expect(page.getByRole('heading', { name: 'Teachers > Payroll' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Teachers > Payroll' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Video' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to Video' }).click();
    await expect(page.getByText('No video found!')).toBeVisible();

    // Payroll Video: the organisation's help video, none yet; the owner may set it.
    await sidebar.getByRole('link', { name: 'Payroll Video' }).click();
    await expect(page.getByRole('heading', { name: 'Teachers > Payroll Video' })).toBeVisible();
    await expect(page.getByText('No video found!')).toBeVisible();
    await expect(page.getByLabel('Video address')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/form=Payroll/);

    // Profile: every field, a photo with progress, saved.
    await page.getByRole('button', { name: /Open profile menu for Meera Iyer/ }).click();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Active')).toBeChecked();
    await page.getByLabel('Name').fill('Meera S. Iyer');
    await page.getByLabel('Mobile number').fill('9123456780');
    // Handed over as bytes: no file left behind in the machine's temporary folder.
    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('img', { name: /Photo of Meera S\. Iyer/ }).first()).toBeVisible();

    // The local address list: all six fields required.
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByText('Please fill in all fields').first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'profile');

    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Meera S. Iyer');
    await expect(page.getByLabel('Mobile number')).toHaveValue('9123456780');

    await page.getByRole('button', { name: /Open profile menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/loginselect$/);
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
    await page.goto('/adminhome');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Invalid credentials. Please log in again.')).toBeVisible();
  });

  test('login shows the server’s message for a wrong password', async ({ page }) => {
    const account = await registerOrganisation('wrongpw');
    await page.goto('/kakshaadmin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expectAccessible(page);
  });

  test('Login with Google: the provider’s page, then the dashboard; an unknown account is refused', async ({
    page,
  }) => {
    const account = await registerOrganisation('google');
    await page.goto('/kakshaadmin');
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the test identity provider' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Manage Administration')).toBeVisible();
    expect(page.url()).toBe(`${E2E.baseUrl}/adminhome`);
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toContain(account.email);
    await screenshots(page, 'google-signed-in');

    // The owner sees the link in User Manager, and removes it.
    await page.goto('/adminhome?form=UserManager');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Signs in with the Google account ${account.email}`)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'google-link-in-user-manager');
    await dialog.getByRole('button', { name: 'Remove the Google link' }).click();
    await expect(dialog.getByText('The Google link was removed.', { exact: false })).toBeVisible();
    await expect(dialog.getByText('No Google account linked.', { exact: false })).toBeVisible();

    const stranger = await page.context().browser()!.newContext({ baseURL: E2E.baseUrl });
    const other = await stranger.newPage();
    await other.goto('/login');
    await other.getByRole('button', { name: 'Login with Google' }).click();
    await other.getByLabel('Email', { exact: true }).fill(uniqueEmail('not.staff'));
    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other.getByText('Invalid email or password.')).toBeVisible();
    expect(new URL(other.url()).pathname).toBe('/login');
    await expectAccessible(other);
    await screenshots(other, 'google-refused');
    await stranger.close();
  });

  test('an installation without Google settings says so on the login page', async ({ page }) => {
    // What the server answers when Google is not set up (its config says so, and the start call sends
    // the browser back with google=off); this suite's server has it set up, so the page's config is
    // rewritten the way an unset server writes it.
    await page.route('**/kakshaadmin', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('googleSignIn&#34;:true', 'googleSignIn&#34;:false');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/kakshaadmin');
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await expect(
      page.getByText('Google sign-in is not set up for this installation.', { exact: false }),
    ).toBeVisible();
    await page.goto('/login?google=off');
    await expect(
      page.getByText('Google sign-in is not set up for this installation.', { exact: false }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('registration with a taken email says so and keeps the form', async ({ page }) => {
    const account = await registerOrganisation('taken');
    await page.goto('/registrationform');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('WhatsApp number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('another secret');
    await page.getByLabel('Your name (created by)').fill('Someone Else');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      page
        .getByText('An account with this email already exists. Please log in, or use Forgot password.')
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel('Your name (created by)')).toHaveValue('Someone Else');
    await expectAccessible(page);
  });

  test('the auto-login path signs in and leaves its password in no address bar, history, Referer or log line', async ({
    page,
  }) => {
    const account = await registerOrganisation('auto');
    const secrets = [account.password, encodeURIComponent(account.password)];
    const referers: string[] = [];
    page.on('request', (request) => referers.push(request.headers()['referer'] ?? ''));
    await page.goto('/loginselect');
    const loggedBefore = fs.statSync(E2E.serverLog).size;
    const visit = await page.goto(
      `/adminhome/${encodeURIComponent(account.email)}/${encodeURIComponent(account.password)}`,
    );
    expect(visit?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByText('Manage Administration')).toBeVisible();
    expect(page.url()).toBe(`${E2E.baseUrl}/adminhome`);
    await page.goBack();
    expect(page.url()).not.toContain(account.password);

    // Every script, style, font and call the page made on the way: none said where it came from.
    expect(referers.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(referers.filter((r) => r.includes(secret))).toEqual([]);
    // The server logged the visit, without the password.
    const log = fs.readFileSync(E2E.serverLog, 'utf8').slice(loggedBefore);
    expect(log).toContain('/adminhome/[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  test('the demo owner plays the payroll video in a 400x250 frame', async ({ page }) => {
    await signIn(page, { email: E2E.demoEmail, password: E2E.demoPassword });
    await page.goto('/payroll');
    await page.getByRole('button', { name: 'Go to Video' }).click();
    await expect(page).toHaveURL(/\/DEMO01\/https%3A/);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('width', '400');
    await expect(frame).toHaveAttribute('height', '250');
    await expect(frame).toHaveAttribute('src', /^https:\/\//);
    await screenshots(page, 'video');
    // A URL that is not the organisation's video is not played.
    await page.goto('/DEMO01/' + encodeURIComponent('https://evil.example/x'));
    await expect(page.getByText('No video found!')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

/** A 1×1 PNG, made here so the test needs no binary fixture. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}
