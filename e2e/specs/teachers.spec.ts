import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  screenshots,
  signInAsDemoOwner,
  signInAsNewOwner,
  test,
} from '../fixtures.ts';

/** A PDF small enough to be quick, with the signature the server checks. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'),
  Buffer.alloc(512, 0x20),
  Buffer.from('%%EOF\n'),
]);

/** A 12-digit number whose last digit is a correct Verhoeff check digit (Aadhaar). */
function aadhaar(prefix: string): string {
  const d = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  ];
  const p = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
  ];
  const valid = (s: string) =>
    s
      .split('')
      .reverse()
      .reduce((c, ch, i) => d[c]![p[i % 8]![Number(ch)]!]!, 0) === 0;
  for (let k = 0; k <= 9; k++) if (valid(`${prefix}${k}`)) return `${prefix}${k}`;
  throw new Error('unreachable');
}

const panel = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('form', { name });

/** Screenshots from the top of the page, after transitions (reduced motion), at 1280 and 375 px. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
}

async function openPanel(page: Page, name: string) {
  const control = panel(page, name);
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
}

test.describe('teachers and centres', () => {
  test('centres → teacher directory → every detail panel → KYC vault → centre assignment', async ({
    page,
  }) => {
    await signInAsNewOwner(page, 'teachers');

    // ---- Center: add two centres, edit one ----
    await page.goto('/adminhome?form=Center');
    await expect(page.getByRole('heading', { name: 'Centres > Center' })).toBeVisible();
    await expect(page.getByText('No centres yet. Add your first centre to get started.')).toBeVisible();
    for (const [code, name, phone] of [
      ['north', 'North Campus', '080 4123 4567'],
      ['SOUTH', 'South Campus', ''],
    ]) {
      await page.getByRole('button', { name: 'Add centre' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a centre' });
      await dialog.getByLabel('Centre code').fill(code!);
      await dialog.getByLabel('Centre name').fill(name!);
      await dialog.getByLabel('Address').fill(`${name}, 12 MG Road\nBengaluru 560001`);
      await dialog.getByLabel('Phone').fill(phone!);
      await dialog.getByRole('button', { name: 'Save centre' }).click();
      await expect(page.getByText(`${name} has been added.`)).toBeVisible();
    }
    const table = page.getByRole('table', { name: 'Centres' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('cell', { name: 'NORTH', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit South Campus' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit South Campus' });
    await expect(edit.getByLabel('Centre code')).toHaveAttribute('readonly', '');
    await edit.getByLabel('Centre name').fill('South Campus (Jayanagar)');
    await edit.getByRole('button', { name: 'Save centre' }).click();
    await expect(page.getByText('South Campus (Jayanagar) has been updated.')).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill('north');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search', { exact: true }).fill('');
    await expectAccessible(page);
    await shoot(page, 'teachers-centres');

    // ---- Manageteacher: add a teacher (bad input first), search, open ----
    await page.goto('/adminhome?form=Manageteacher');
    await expect(page.getByText('No teachers yet. Add your first teacher to get started.')).toBeVisible();
    await page.getByRole('button', { name: 'Add teacher' }).click();
    const add = page.getByRole('dialog', { name: 'Add a teacher' });
    await add.getByLabel('Full name').fill('Kavya Menon');
    await add.getByLabel('Email').fill('kavya.menon');
    await add.getByLabel('Mobile number').fill('12345');
    await add.getByRole('button', { name: 'Save teacher' }).click();
    await expect(add.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(add.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
    await expect(add.getByText('Please enter a valid joining date.')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'teachers-form');
    await add.getByLabel('Email').fill('kavya.menon@school.test');
    await add.getByLabel('Mobile number').fill('98450 12345');
    await add.getByLabel('WhatsApp number').fill('9845012346');
    // Dates are typed day first and shown the Indian way.
    await add.getByLabel('Joining date').fill('01/06/2022');
    await add.getByLabel('Joining date').press('Tab');
    await expect(add.getByLabel('Joining date')).toHaveValue('1 Jun 2022');
    await add.getByLabel('Photo').setInputFiles({
      name: 'kavya.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await add.getByRole('button', { name: 'Save teacher' }).click();
    await expect(page.getByText('Kavya Menon has been added.')).toBeVisible();
    await page.getByRole('button', { name: 'Add teacher' }).click();
    const second = page.getByRole('dialog', { name: 'Add a teacher' });
    await second.getByLabel('Full name').fill('Arjun Rao');
    await second.getByLabel('Email').fill('arjun.rao@school.test');
    await second.getByLabel('Mobile number').fill('9845012347');
    await second.getByLabel('Joining date').fill('11/01/2021');
    await second.getByLabel('Joining date').press('Tab');
    await second.getByRole('button', { name: 'Save teacher' }).click();
    await expect(page.getByText('Arjun Rao has been added.')).toBeVisible();

    const teachers = page.getByRole('table', { name: 'Teachers' });
    await expect(teachers.getByRole('row')).toHaveCount(3);
    await page.getByLabel('Search', { exact: true }).fill('kavya');
    await expect(teachers.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(teachers.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Deactivate Arjun Rao' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByText('Arjun Rao has been deactivated.')).toBeVisible();
    await page.getByLabel('Status').selectOption('true');
    await expect(teachers.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Status').selectOption('all');
    await expectAccessible(page);
    await shoot(page, 'teachers-directory');

    await page.getByRole('button', { name: 'Open the details of Kavya Menon' }).click();
    await expect(page).toHaveURL(/\/panels$/);
    const teacherId = await page.evaluate(() => localStorage.getItem('TeacherID'));
    expect(teacherId).toMatch(/^\d+$/);
    await expect(page.getByRole('heading', { name: 'Kavya Menon', level: 2 })).toBeVisible();

    // ---- Address: add once, then update only ----
    const address = region(page, 'Address');
    await expect(address.getByLabel('Country')).toHaveValue('India');
    const states = await address.getByLabel('State').locator('option').allTextContents();
    expect(states).toHaveLength(37); // the prompt, 28 states, 8 union territories
    expect(states).toContain('Ladakh');
    await address.getByRole('button', { name: 'Add address' }).click();
    await expect(address.getByText('Please enter the first address line.')).toBeVisible();
    await address.getByLabel('Address line 1').fill('14, 2nd Cross');
    await address.getByLabel('Address line 2').fill('Indiranagar');
    await address.getByLabel('City').fill('Bengaluru');
    await address.getByLabel('State').selectOption('Karnataka');
    await address.getByLabel('PIN code').fill('56003');
    await address.getByLabel('Landmark').fill('Near the metro');
    await address.getByRole('button', { name: 'Add address' }).click();
    await expect(address.getByText('Please enter a valid 6-digit PIN code.')).toBeVisible();
    await address.getByLabel('PIN code').fill('560038');
    await address.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByText('Address saved successfully.')).toBeVisible();
    await expect(
      page.getByText('You can only add your address once. Please update your existing address if needed.'),
    ).toBeVisible();
    await expect(address.getByRole('button', { name: 'Update address' })).toBeVisible();
    await address.getByLabel('City').fill('Bangalore');
    await address.getByRole('button', { name: 'Update address' }).click();
    await expect(address.getByText('Address saved successfully.')).toBeVisible();
    await expect(address.getByLabel('City')).toHaveValue('Bangalore');

    // ---- Education: add, then edit ----
    await openPanel(page, 'Education');
    const education = region(page, 'Education');
    await expect(page.getByText('No data available').first()).toBeVisible();
    await education.getByLabel('Certificate').fill('B.Ed.');
    await education.getByLabel('Board or university').fill('Bangalore University');
    await education.getByLabel('Year').fill('2015');
    await education.getByLabel('Marks').fill('78.5%');
    await education.getByLabel('Grade').fill('A');
    await education.getByRole('button', { name: 'Add education' }).click();
    await expect(page.getByText('Education added successfully.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit B.Ed.' }).click();
    await expect(education.getByLabel('Year')).toHaveValue('2015');
    await education.getByLabel('Grade').fill('A+');
    await education.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Education updated successfully.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Education' })).toContainText('A+');

    // ---- Experience: ToDate before FromDate is refused ----
    await openPanel(page, 'Experience');
    const experience = region(page, 'Experience');
    await experience.getByLabel('Organisation').fill('Delhi Public School');
    await experience.getByLabel('Designation').fill('PGT Mathematics');
    await experience.getByLabel('From date').fill('01/06/2016');
    await experience.getByLabel('From date').press('Tab');
    await experience.getByLabel('To date').fill('31/03/2015');
    await experience.getByLabel('To date').press('Tab');
    await experience.getByRole('button', { name: 'Add experience' }).click();
    await expect(experience.getByText('The to date cannot be before the from date.')).toBeVisible();
    await experience.getByLabel('To date').fill('31/03/2020');
    await experience.getByLabel('To date').press('Tab');
    await experience.getByLabel('Responsibilities').fill('Classes XI and XII');
    await experience.getByLabel('Remarks').fill('Left to relocate');
    await experience.getByRole('button', { name: 'Add experience' }).click();
    await expect(page.getByText('Experience added successfully')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Experience' })).toContainText(
      'PGT Mathematics, Delhi Public School',
    );

    // ---- Subject: plain codes while the institute has no curriculum ----
    await openPanel(page, 'Subject');
    const subject = region(page, 'Subject');
    await expect(page.getByText('No subjects available.')).toBeVisible();
    await expect(
      subject.getByText('Your institute has no boards, classes or subjects yet, so enter their codes.'),
    ).toBeVisible();
    await subject.getByLabel('Board code').fill('CBSE');
    await subject.getByLabel('Class code').fill('C10');
    await subject.getByLabel('Subject code').fill('MATH');
    await subject.getByRole('button', { name: 'Add subject' }).click();
    await expect(page.getByText('Subject added successfully.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Subjects taught' })).toContainText('MATH');

    // ---- Centre: required; choose among all centres; current ones listed ----
    await openPanel(page, 'Centre');
    const centre = region(page, 'Centre');
    await expect(page.getByText('No centres found for this TeacherID.')).toBeVisible();
    await centre.getByRole('button', { name: 'Add centre' }).click();
    await expect(centre.getByText('Please choose a centre.')).toBeVisible();
    await centre.getByLabel('Centre').selectOption('NORTH');
    await centre.getByRole('button', { name: 'Add centre' }).click();
    await expect(page.getByText('Centre added successfully.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Current centres' })).toContainText('North Campus');

    // ---- KYC: all fields required, numbers checked per type, masked, revealed and downloaded on request ----
    await openPanel(page, 'KYC');
    const kyc = region(page, 'KYC');
    await kyc.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(kyc.getByText('This field is required.')).toHaveCount(3);
    await expect(kyc.getByText('Please attach the document.')).toBeVisible();
    await kyc.getByLabel('KYC type').selectOption('Aadhar');
    const good = aadhaar('98765432109');
    const bad = `${good.slice(0, 11)}${(Number(good.at(-1)) + 1) % 10}`;
    await kyc.getByLabel('Document number').fill(bad);
    await kyc
      .getByLabel('Document file')
      .setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF });
    await kyc.getByLabel('Remarks').fill('Checked against the original');
    await kyc.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(kyc.getByText('Please enter a valid 12-digit Aadhaar number.')).toBeVisible();
    await kyc.getByLabel('Document number').fill(`${good.slice(0, 4)} ${good.slice(4, 8)} ${good.slice(8)}`);
    await kyc.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(page.getByText('KYC details submitted successfully.')).toBeVisible();
    const documents = page.getByRole('list', { name: 'KYC documents' });
    await expect(documents).toContainText(`XXXXXXXX${good.slice(-4)}`);
    await expect(documents).not.toContainText(good);
    await page.getByRole('button', { name: 'Show the whole Aadhar number' }).click();
    await expect(documents).toContainText(good);
    await page.getByRole('button', { name: 'Hide number' }).click();
    await expect(documents).not.toContainText(good);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the Aadhar document' }).click();
    expect((await download).suggestedFilename()).toBe(`teacher-${teacherId}-aadhar.pdf`);

    // The spec's screen reads the teacher from local storage when it submits.
    await page.evaluate(() => localStorage.removeItem('TeacherID'));
    await kyc.getByLabel('KYC type').selectOption('PAN');
    await kyc.getByLabel('Document number').fill('ABCPE1234F');
    await kyc
      .getByLabel('Document file')
      .setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await kyc.getByLabel('Remarks').fill('PAN card');
    await kyc.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(kyc.getByText('TeacherID is missing in local storage.')).toBeVisible();
    await page.evaluate((id) => localStorage.setItem('TeacherID', id!), teacherId);
    await kyc.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(page.getByText('KYC details submitted successfully.')).toBeVisible();
    await expect(documents).toContainText('XXXXXX234F');

    for (const name of ['Address', 'Education', 'Experience', 'Subject', 'Centre'])
      await openPanel(page, name);
    await expectAccessible(page);
    await shoot(page, 'teachers-panels');

    // Panels collapse by keyboard too.
    await panel(page, 'Address').focus();
    await page.keyboard.press('Enter');
    await expect(panel(page, 'Address')).toHaveAttribute('aria-expanded', 'false');

    // ---- CentreAsignment: place Kavya and the owner at South (inactive Arjun is not offered) ----
    await page.goto('/adminhome?form=CentreAsignment');
    await page
      .getByLabel('Centre', { exact: true })
      .selectOption({ label: 'South Campus (Jayanagar) (SOUTH)' });
    await expect(page.getByText('0 of 1 chosen')).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: /Arjun Rao/ })).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Kavya Menon/ }).check();
    await page.getByRole('checkbox', { name: /Test Owner/ }).check();
    await page.getByRole('button', { name: 'Save assignment' }).click();
    await expect(page.getByText('Assignment saved for South Campus (Jayanagar).')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'teachers-centre-assignment');
    await page.goto('/adminhome?form=Manageteacher');
    await page.getByLabel('Centre').selectOption({ label: 'South Campus (Jayanagar)' });
    await expect(page.getByRole('table', { name: 'Teachers' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Teachers' })).toContainText('Kavya Menon');
  });

  test('the spec’s messages when the teacher calls fail', async ({ page }) => {
    await signInAsNewOwner(page, 'teacher-errors');
    const created = await page.evaluate(async () => {
      const res = await fetch('/api/v1/teachers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Failing Teacher',
          email: 'fail@school.test',
          mobile: '9845000000',
          joiningDate: '2020-01-01',
        }),
      });
      return (await res.json()) as { id: number };
    });
    await page.evaluate((id) => localStorage.setItem('TeacherID', String(id)), created.id);
    const refuse = {
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'VALIDATION', message: 'Refused for the test.' }),
    };
    for (const url of [
      '/getExperience',
      '/api/get-teacher-subjects',
      '/api/teacher-centre',
      '/api/get-all-centres',
      '/api/getKYCDetails',
      '/addExperience',
      '/api/insert-teacher-subject',
      '/api/teacher-centre-add',
      '/api/submitKYC',
    ]) {
      await page.route(`**${url}`, (route) => route.fulfill(refuse));
    }
    await page.route('**/address/update', (route) => route.fulfill(refuse));
    await page.goto('/panels');
    for (const name of ['Education', 'Experience', 'Subject', 'Centre', 'KYC']) await openPanel(page, name);

    await expect(page.getByText('Error occurred while fetching experience data')).toBeVisible();
    await expect(page.getByText('Error occurred while fetching subject data')).toBeVisible();
    await expect(page.getByText('Failed to fetch teacher centres.')).toBeVisible();
    await expect(page.getByText('Failed to fetch all centres.')).toBeVisible();
    await expect(page.getByText('Failed to fetch KYC details.')).toBeVisible();

    const address = region(page, 'Address');
    await address.getByLabel('Address line 1').fill('1 Main Road');
    await address.getByLabel('City').fill('Pune');
    await address.getByLabel('State').selectOption('Maharashtra');
    await address.getByLabel('PIN code').fill('411001');
    await address.getByRole('button', { name: 'Add address' }).click();
    await expect(address.getByText('Failed to update address. Please try again.')).toBeVisible();
    await expect(address.getByText('Refused for the test.')).toBeVisible();

    const experience = region(page, 'Experience');
    await experience.getByLabel('Organisation').fill('School');
    await experience.getByLabel('Designation').fill('Teacher');
    await experience.getByLabel('From date').fill('01/01/2019');
    await experience.getByLabel('From date').press('Tab');
    await experience.getByRole('button', { name: 'Add experience' }).click();
    await expect(experience.getByText('Error occurred while adding experience')).toBeVisible();

    const subject = region(page, 'Subject');
    await subject.getByLabel('Board code').fill('CBSE');
    await subject.getByLabel('Class code').fill('C09');
    await subject.getByLabel('Subject code').fill('SCI');
    await subject.getByRole('button', { name: 'Add subject' }).click();
    await expect(subject.getByText('An error occurred while saving the data.')).toBeVisible();

    // With the centres list refused there is nothing to choose; lift the refusal to see the add fail.
    await page.unroute('**/api/get-all-centres');
    await page.route('**/api/get-all-centres', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ respCode: '0', centres: [{ CentreCode: 'X', CentreName: 'Campus X' }] }),
      }),
    );
    await page.reload();
    await openPanel(page, 'Centre');
    const centre = region(page, 'Centre');
    await centre.getByLabel('Centre').selectOption('X');
    await centre.getByRole('button', { name: 'Add centre' }).click();
    await expect(centre.getByText('Failed to add Centre. Please try again later.')).toBeVisible();

    await openPanel(page, 'KYC');
    const kyc = region(page, 'KYC');
    await kyc.getByLabel('KYC type').selectOption('Voter ID');
    await kyc.getByLabel('Document number').fill('ABC1234567');
    await kyc
      .getByLabel('Document file')
      .setInputFiles({ name: 'v.pdf', mimeType: 'application/pdf', buffer: PDF });
    await kyc.getByLabel('Remarks').fill('Voter card');
    await kyc.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(kyc.getByText('Failed to submit KYC details.')).toBeVisible();
  });

  test('no teacher, or another institute’s teacher, in local storage', async ({ page }) => {
    await signInAsNewOwner(page, 'teacher-storage');
    await page.evaluate(() => localStorage.removeItem('TeacherID'));
    await page.goto('/panels');
    await expect(page.getByText('TeacherID is missing in local storage.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to teachers' })).toHaveAttribute(
      'href',
      '/adminhome?form=Manageteacher',
    );
    await expectAccessible(page);

    // The demo institute's teachers exist, but not in this institute: "not found", and nothing shown.
    await page.evaluate(() => localStorage.setItem('TeacherID', '1'));
    await page.goto('/panels');
    await expect(page.getByText('This teacher was not found in your institute.')).toBeVisible();
    await expect(page.getByText('Ananya Krishnan')).toHaveCount(0);

    // An institute without centres: the Centre panel says so.
    const created = await page.evaluate(async () => {
      const res = await fetch('/api/v1/teachers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Lone Teacher',
          email: 'lone@school.test',
          mobile: '9845000001',
          joiningDate: '2020-01-01',
        }),
      });
      return (await res.json()) as { id: number };
    });
    await page.evaluate((id) => localStorage.setItem('TeacherID', String(id)), created.id);
    await page.goto('/panels');
    await openPanel(page, 'Centre');
    await expect(page.getByText('No centres available.')).toBeVisible();
    await expect(page.getByText('No centres found for this TeacherID.')).toBeVisible();
    await expect(region(page, 'Centre').getByLabel('Centre')).toBeDisabled();
  });

  test('the demo institute’s seeded centres and teachers, at desktop and phone width', async ({ page }) => {
    await signInAsDemoOwner(page);
    await page.goto('/adminhome?form=Manageteacher');
    await expect(page.getByRole('table', { name: 'Teachers' })).toContainText('Ananya Krishnan');
    await page.getByLabel('Subject').selectOption('PHY');
    await expect(page.getByRole('table', { name: 'Teachers' }).getByRole('row')).toHaveCount(2);
    await page.getByLabel('Subject').selectOption('');
    await shoot(page, 'teachers-demo-directory');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('list', { name: 'Teachers' })).toContainText('Ananya Krishnan');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Open the details of Ananya Krishnan' }).click();
    await expect(
      page.getByText('You can only add your address once. Please update your existing address if needed.'),
    ).toBeVisible();
    await openPanel(page, 'Subject');
    await expect(page.getByRole('list', { name: 'Subjects taught' })).toContainText('Mathematics (MATH)');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'teachers-demo-panels');
    await page.goto('/adminhome?form=Center');
    await expect(page.getByRole('table', { name: 'Centres' })).toContainText('Bengaluru North');
    await shoot(page, 'teachers-demo-centres');
  });
});
