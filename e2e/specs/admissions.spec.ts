import { expect, expectAccessible, pageOfNewOwner, screenshots, test } from '../fixtures.ts';

test.describe('admissions', () => {
  test('admit a student with a guardian, see the profile, put them on hold and find them by the guardian’s mobile', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'admit');
    const centre = await page.request.post('/api/v1/centres', {
      data: { CentreCode: 'PUN', CentreName: 'Pune Camp' },
    });
    expect(centre.status()).toBe(201);

    await page.goto('/adminhome?form=NewStudentEnrollment');
    await expect(page.getByRole('heading', { name: 'New admission' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Student’s full name', exact: true }).fill('Aarav Sharma');
    await page.getByRole('textbox', { name: 'Centre', exact: true }).click();
    await page.getByRole('option', { name: 'Pune Camp (PUN)' }).click();
    // Dates are typed day first and shown the Indian way.
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('15/08/2012');
    await page.getByRole('textbox', { name: 'Date of birth' }).press('Tab');
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('15 Aug 2012');
    await page.getByRole('textbox', { name: 'Relation' }).click();
    await page.getByRole('option', { name: 'Mother' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Sharma');
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('98765 43210');
    await expectAccessible(page);
    await screenshots(page, 'admission-form');
    await page.getByRole('button', { name: 'Admit student' }).click();

    // The profile opens with the new admission number.
    await expect(
      page.getByText(/Aarav Sharma is admitted\. Admission number ADM\/\d{4}-\d{2}\/0001\./),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aarav Sharma', level: 2 })).toBeVisible();
    const guardians = page.getByRole('region', { name: 'Guardians' });
    await expect(guardians.getByText('Meera Sharma · Mother · Main contact')).toBeVisible();
    // Tap to call, or chat on WhatsApp, with nothing set up (issue 65).
    await expect(guardians.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(
      guardians.getByRole('link', { name: 'Chat on WhatsApp with +91 98765 43210' }),
    ).toHaveAttribute('href', 'https://wa.me/919876543210');
    await expect(page.getByRole('region', { name: 'Details' }).getByText('15 Aug 2012')).toBeVisible();
    await expect(
      // Admitted, not yet seated in a batch: nothing is billed.
      page.getByRole('region', { name: 'Fees' }).getByText(/^Not billed yet/),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'student-profile');

    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the status of Aarav Sharma' });
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog.getByText('Please give a reason.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Board exams at school');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('Aarav Sharma is now On hold.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Timeline' }).getByText('Marked On hold: Board exams at school'),
    ).toBeVisible();

    await page.goto('/adminhome?form=ManageStudents');
    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'On hold' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('43210');
    const table = page.getByRole('table', { name: 'Students' });
    await expect(table.getByRole('rowheader', { name: 'Aarav Sharma' })).toBeVisible();
    await expect(table.getByText('Meera Sharma,', { exact: false })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expectAccessible(page);
    await screenshots(page, 'students-list');
    await page.context().close();
  });

  test('import students from a file: problems shown by line, nothing saved until all are right', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'import');
    expect(
      (
        await page.request.post('/api/v1/centres', { data: { CentreCode: 'KOL', CentreName: 'Kolhapur' } })
      ).status(),
    ).toBe(201);
    const header =
      'Name,Date of birth,Gender,Class,Board,School,Address,Centre,Admission date,Guardian name,Guardian relation,Guardian mobile,Guardian email';
    const file = (...lines: string[]) => ({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...lines].join('\r\n')),
    });

    await page.goto('/adminhome?form=ManageStudents');
    await page.getByRole('button', { name: 'Import from a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import students' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        file(
          'Sai Pawar,05/05/2013,,,,,,KOL,,Rekha Pawar,mother,98900 11111,',
          'Om Pawar,,,,,,,Satara,,Rekha Pawar,mother,98900,',
        ),
      );
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await expect(dialog.getByText('1 of 2 rows need fixing.', { exact: false })).toBeVisible();
    const problems = dialog.getByRole('table', { name: 'Rows to fix' });
    await expect(problems.getByRole('row', { name: /Om Pawar/ })).toContainText(
      'Centre: “Satara” is not one of yours.',
    );
    await expect(problems.getByRole('row', { name: /Om Pawar/ })).toContainText(
      'Guardian mobile: Please enter a valid mobile number.',
    );
    await expectAccessible(page);
    await screenshots(page, 'students-import-problems');

    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        file(
          'Sai Pawar,05/05/2013,,,,,,KOL,,Rekha Pawar,mother,98900 11111,',
          'Om Pawar,,,,,,,KOL,,Rekha Pawar,mother,98900 11111,',
        ),
      );
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await expect(dialog.getByText('All 2 rows are ready to import.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Admit 2 students' }).click();
    await expect(
      page.getByText(/^2 students admitted: ADM\/\d{4}-\d{2}\/0001 to ADM\/\d{4}-\d{2}\/0002\.$/),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Students' });
    await expect(table.getByRole('rowheader', { name: 'Om Pawar' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Sai Pawar' })).toBeVisible();
    await page.context().close();
  });
});
