import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfNewOwner,
  post,
  screenshots,
  test,
} from '../fixtures.ts';

test('the quick search finds a student by half a mobile number and opens the profile, keyboard alone', async ({
  browser,
}) => {
  const { page } = await pageOfNewOwner(browser, 'quick-search');
  const centre = await post(page, '/api/v1/centres', { CentreCode: 'KTH', CentreName: 'Kothrud' });
  const admit = (name: string, mobile: string) =>
    post(page, '/api/v1/students', {
      name,
      centreId: centre.id,
      guardians: [{ relation: 'mother', name: `Parent of ${name}`, mobile, primary: true }],
    });
  await admit('Aarav Sharma', '9812345678');
  await admit('Bhavna Iyer', '9876500002');
  await admit('आरव शर्मा', '9822211100');
  await post(page, '/api/v1/enquiries', { studentName: 'Aarav Kulkarni', mobile: '9812300000' });

  const box = page.getByRole('combobox', { name: /Search students, enquiries/ });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    // Half of the guardian's mobile, as the parent at the counter reads it out.
    await page.keyboard.type('98123');
    const student = page.getByRole('option', { name: /Aarav Sharma/ });
    await expect(student).toHaveAttribute('aria-selected', 'true');
    await expect(student).toContainText('+91 98123 45678');
    // The enquiry whose mobile also begins so is offered under its own kind.
    await expect(page.getByRole('group', { name: 'Enquiries' }).getByRole('option')).toHaveText(
      /Aarav Kulkarni/,
    );
    await noSidewaysScroll(page);
    await expectAccessible(page);
    if (width === 1280) await screenshots(page, 'quick-search-results');
    // Down to the enquiry and back, then open the student.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: /Aarav Kulkarni/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/form=StudentProfile&student=\d+/);
    await expect(page.getByRole('heading', { name: 'Aarav Sharma' })).toBeVisible();
  }

  // A Devanagari name by one of its words, with the recent search offered first.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('option', { name: '98123' })).toBeVisible();
  await screenshots(page, 'quick-search-recent');
  await page.keyboard.type('शर्मा');
  await expect(page.getByRole('option', { name: /आरव शर्मा/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
});
