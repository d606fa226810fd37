import {
  expect,
  expectAccessible,
  latestOtp,
  mailCount,
  registerOrganisation,
  screenshots,
  test,
} from '../fixtures.ts';

test('forgot password: email → OTP read from the real SMTP sink → new password → login', async ({ page }) => {
  const account = await registerOrganisation('reset');
  await page.goto('/kakshaadmin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/restorepassword$/);

  // Step 1: the spec's messages for an empty and a malformed email.
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expectAccessible(page);
  const before = await mailCount(account.email);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  // Step 2: four one-digit boxes and the countdown; a wrong code first.
  const digits = [1, 2, 3, 4].map((n) => page.getByLabel(`Digit ${n} of 4`));
  await expect(digits[0]!).toBeVisible();
  await expect(page.getByText(/You can resend the code in [12]:\d\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  const otp = await latestOtp(account.email, before);
  const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
  await digits[0]!.click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Incorrect OTP. Please try again.')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'reset-otp');
  await digits[0]!.fill('');
  for (let i = 0; i < 4; i++) await digits[i]!.fill(otp[i]!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // Step 3: the confirm box says whether the two match.
  await page.getByLabel('New password').fill('a fresh secret');
  await page.getByLabel('Confirm password').fill('a fresh secreT');
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await screenshots(page, 'reset-new-password');
  await page.getByLabel('Confirm password').fill('a fresh secret');
  await expect(page.getByText('Passwords match.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password successfully reset! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/kakshaadmin$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('a fresh secret');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/adminhome$/);
});
