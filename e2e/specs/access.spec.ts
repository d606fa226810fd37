import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  freshPage,
  invitationLink,
  screenshots,
  signInAsNewOwner,
  test,
  uniqueEmail,
} from '../fixtures.ts';

/** Every screen the sidebar offers, in order (parents opened). */
/** Opens every parent of the sidebar, then expects exactly these screen links (retrying while submenus open). */
async function expectSidebarScreens(page: Page, screens: string[]) {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await expect(sidebar.getByRole('link').first()).toBeVisible();
  for (const parent of await sidebar.getByRole('button').all()) {
    if ((await parent.getAttribute('aria-expanded')) === 'false') await parent.click();
  }
  await expect(sidebar.getByRole('link')).toHaveText(screens);
}

async function openScreen(page: Page, parent: string, screen: string) {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  const link = sidebar.getByRole('link', { name: screen, exact: true });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: parent }).click();
  await link.click();
  await expect(page.getByRole('heading', { name: `${parent} > ${screen}` })).toBeVisible();
}

test.describe('users, roles and permissions', () => {
  test('an owner adds a role and a user; the user signs in by the emailed link, sees only what was granted, and is signed out when deactivated', async ({
    page,
    browser,
  }) => {
    await signInAsNewOwner(page, 'access-owner');

    // ---- Role Manager: a role that may view enquiries and add new ones ----
    await openScreen(page, 'Administration', 'Role Manager');
    await expect(page.getByRole('rowheader', { name: /Owner/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add role' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Add a role' });
    await roleDialog.getByLabel('Role name').fill('Front desk');
    await roleDialog.getByRole('radiogroup', { name: 'New Enquiry' }).getByLabel('Manage').check();
    await roleDialog.getByRole('radiogroup', { name: 'Manage Enquiry' }).getByLabel('View').check();
    await expectAccessible(page);
    await screenshots(page, 'access-role-form');
    await roleDialog.getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByText('The role Front desk has been added.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Front desk/ })).toContainText('2 view, 1 manage');
    // The list as an owner sees it: the built-in role and one that can be edited, copied and deleted.
    await expectAccessible(page);
    await screenshots(page, 'access-roles');

    // ---- User Manager: a staff user with that role and one extra menu ----
    await openScreen(page, 'Administration', 'User Manager');
    await page.getByRole('button', { name: 'Add user' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Add a user' });
    const staffEmail = uniqueEmail('front-desk');
    await userDialog.getByLabel('Name').fill('Ravi Kumar');
    await userDialog.getByLabel('Email').fill(staffEmail);
    await userDialog.getByLabel('Mobile number').fill('9123456780');
    await userDialog.getByRole('checkbox', { name: 'Front desk' }).check();
    await userDialog.getByRole('button', { name: 'Add an exception' }).click();
    await userDialog.getByLabel('Menu', { exact: true }).selectOption({ label: 'Holiday' });
    await expectAccessible(page);
    await screenshots(page, 'access-user-form');
    await userDialog.getByRole('button', { name: 'Add and send invitation' }).click();
    await expect(page.getByText(`An invitation to set a password was sent to ${staffEmail}.`)).toBeVisible();
    const row = page.getByRole('row', { name: /Ravi Kumar/ });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Front desk');
    await expectAccessible(page);
    await screenshots(page, 'access-users');

    // A role that someone holds cannot be deleted.
    await openScreen(page, 'Administration', 'Role Manager');
    await page.getByRole('button', { name: 'Delete Front desk' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(/“Front desk” is held by 1 user\. Remove the role from that user first/),
    ).toBeVisible();

    // ---- The staff user, in their own browser, follows the emailed link ----
    const staff = await freshPage(browser);
    const link = await invitationLink(staffEmail);
    await staff.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(
      staff.getByText(/Ravi Kumar, you have been invited to Test Owner's institute/),
    ).toBeVisible();
    // The token left the address bar at once.
    expect(staff.url()).not.toContain('token');
    await expectAccessible(staff);
    await screenshots(staff, 'access-accept-invitation');
    await staff.getByLabel('New password', { exact: true }).fill('front desk secret');
    await staff.getByLabel('Confirm password', { exact: true }).fill('front desk secret');
    await staff.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(staff).toHaveURL(/\/adminhome$/);

    // Exactly the granted menus: the role's three, plus the one exception.
    await expectSidebarScreens(staff, ['Dashboard', 'New Enquiry', 'Manage Enquiry', 'Holiday']);
    await expect(staff.getByText('Manage Enquiry').first()).toBeVisible();
    await expect(staff.getByText('Manage Administration')).toHaveCount(0);
    await expectAccessible(staff);
    await screenshots(staff, 'access-staff-dashboard');

    // A deep link to a screen they lack shows a refusal, not the screen (and the server refuses its calls).
    await staff.goto('/adminhome?form=UserManager');
    await expect(staff.getByRole('alert')).toContainText('You do not have access to this screen.');
    await expect(staff.getByRole('button', { name: 'Add user' })).toHaveCount(0);
    const refused = await staff.evaluate(async () => (await fetch('/api/v1/users')).status);
    expect(refused).toBe(403);
    await expectAccessible(staff);
    await screenshots(staff, 'access-refused');

    // ---- The owner deactivates them: their session ends at once ----
    await openScreen(page, 'Administration', 'User Manager');
    await page.getByRole('button', { name: 'Deactivate Ravi Kumar' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByText('Ravi Kumar has been deactivated and signed out.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Ravi Kumar/ })).toContainText('Inactive');

    // Their very next request finds no session: the shell sends them to the login.
    await staff.getByRole('button', { name: 'Reload the dashboard' }).click();
    await expect(staff).toHaveURL(/\/login$/);
    await expect(staff.getByText('Invalid credentials. Please log in again.')).toBeVisible();
    await staff.getByLabel('Email', { exact: false }).first().fill(staffEmail);
    await staff.getByLabel('Password', { exact: true }).fill('front desk secret');
    await staff.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(staff.getByText('Invalid email or password.')).toBeVisible();
    await staff.context().close();
  });

  test('the owner reads, filters and exports the audit log', async ({ page }) => {
    const owner = await signInAsNewOwner(page, 'audit-owner');
    await openScreen(page, 'Administration', 'Role Manager');
    await page.getByRole('button', { name: 'Add role' }).click();
    await page.getByRole('dialog').getByLabel('Role name').fill('=cmd|calc');
    await page.getByRole('dialog').getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByText('The role =cmd|calc has been added.')).toBeVisible();

    await openScreen(page, 'Administration', 'Audit Log');
    const table = page.getByRole('table', { name: 'Audit log entries' });
    // header, create role, sign-in, first-run setup closed and its sign-in (the fixture), create organisation
    await expect(table.getByRole('row')).toHaveCount(6);
    // Areas by the menu staff know them by.
    await expect(table.getByRole('row').nth(1)).toContainText('Role Manager');
    await expect(table.getByRole('row').nth(1)).toContainText('name: =cmd|calc');
    await expectAccessible(page);
    await screenshots(page, 'access-audit');

    await page.getByLabel('Area', { exact: true }).selectOption('account');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('sign-in');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(table.getByRole('row')).toHaveCount(6);

    const today = new Date();
    // Typed day first, as people in India write dates.
    const day = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    await page.getByLabel('From', { exact: true }).fill('01/01/2000');
    await page.getByLabel('To', { exact: true }).fill('02/01/2000');
    await expect(page.getByText('No entries match these filters.')).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill(day);
    await expect(table.getByRole('row')).toHaveCount(6);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-KK\w+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Time","Time (UTC)","User","Email","Action","Area","Record","Summary","IP"');
    expect(lines).toHaveLength(6);
    // Every cell is quoted, quotes doubled (formula-like cells are neutralised: see the API tests).
    expect(lines[1]).toContain('"{""name"":""=cmd|calc"",""grants"":');
    // Areas by the menu staff know them by.
    expect(lines[1]).toContain(`"Test Owner","${owner.email}","create","Role Manager"`);
  });
});
