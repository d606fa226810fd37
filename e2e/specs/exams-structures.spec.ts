import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  pageOfNewOwner,
  pickOption,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn, typed } from '../days.ts';

// Weighted assessment structures (issue 67, decision 093): an exam on CBSE VI–VIII's structure with
// the CBSE card; a periodic test and the exam's marks entered on the paper's grid by component; the
// results computed through the structure; the CBSE card as a PDF rendered to PNG; 1280 and 375; axe.

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

async function typeColumn(page: Page, grid: ReturnType<Page['getByRole']>, values: string[]) {
  await grid.getByRole('gridcell').first().click();
  for (const value of values) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
}

test.describe('exams on a weighted structure', () => {
  test('an exam on CBSE VI–VIII takes its components’ marks, computes through them and prints the CBSE card', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page } = await pageOfNewOwner(browser, 'structures');
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'IND', CentreName: 'Indore' });
    await post(page, '/api/v1/subjects', { code: 'SCI', name: 'Science' });
    const subjects = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects as {
      id: number;
    }[];
    const batch = await post(page, '/api/v1/batches', {
      code: 'VII-A',
      name: 'Class 7 A',
      centreId: centre.id,
      capacity: 30,
      startsOn: dayIn(0),
      endsOn: dayIn(60),
      subjectIds: subjects.map((s) => s.id),
    });
    const ids = [];
    for (const [i, name] of ['Asha Verma', 'Bilal Khan'].entries()) {
      const guardian = {
        relation: 'mother',
        name: `Parent of ${name}`,
        mobile: `98765${43220 + i}`,
        primary: true,
      };
      ids.push(
        (await post(page, '/api/v1/students', { name, centreId: centre.id, guardians: [guardian] })).id,
      );
    }
    const allot = await page.request.post(`/api/v1/batches/${batch.id}/students`, {
      data: { studentIds: ids, fromDate: dayIn(0) },
    });
    expect(allot.ok(), await allot.text()).toBe(true);

    await page.goto('/adminhome?form=ExamManagementSystem');
    await page.getByRole('button', { name: 'Add exam' }).click();
    const form = page.getByRole('dialog', { name: 'Add exam' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Half-yearly');
    await pickOption(page, form, 'Assessment structure', 'CBSE VI–VIII term');
    await pickOption(page, form, 'Report card layout', 'CBSE two-term card');
    await form.getByRole('textbox', { name: 'Batches' }).click();
    await page.getByRole('option', { name: 'Class 7 A (2 students)' }).click();
    await form.getByRole('textbox', { name: 'Name' }).click();
    const paper = form.getByRole('group', { name: 'Paper 1' });
    await pickOption(page, paper, 'Subject', 'Science');
    await paper.getByRole('textbox', { name: 'Day' }).fill(typed(dayIn(3)));
    await paper.getByRole('textbox', { name: 'Day' }).press('Tab');
    await paper.getByRole('textbox', { name: 'Maximum marks' }).fill('80');
    await paper.getByRole('textbox', { name: 'Passing marks' }).fill('26');
    await expectAccessible(page);
    await screenshots(page, 'exams-structure-form', form);
    await form.getByRole('button', { name: 'Save exam' }).click();
    await expect(form).toBeHidden();
    const drawer = page.getByRole('dialog', { name: 'Half-yearly', exact: true });
    await drawer.getByRole('button', { name: 'Schedule' }).click();
    await expect(drawer.getByText('Half-yearly is scheduled: its papers are on the calendar.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Mark as held' }).click();
    await expect(drawer.getByText('Half-yearly is held: marks can be entered.')).toBeVisible();

    // The paper's grid chooses its component: the first periodic test (out of 20), then the exam.
    await drawer.getByRole('button', { name: 'Enter marks for Science' }).click();
    const marks = page.getByRole('dialog', { name: 'Marks: Science' });
    await pickOption(page, marks, 'Component', 'Periodic test 1');
    await expect(marks.getByText('Periodic test: weight 10, best 2 of 3 count.')).toBeVisible();
    const grid = marks.getByRole('grid', { name: 'Marks for Science' });
    await typeColumn(page, grid, ['18', 'AB']);
    await expect(marks.getByText(/Maximum 20\./)).toBeVisible();
    await marks.getByRole('button', { name: 'Save marks' }).click();
    await expect(marks.getByText('Marks saved for Science.')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'exams-structure-marks', marks);
    await pickOption(page, marks, 'Component', 'Half-yearly/annual exam (this paper)');
    await expect(marks.getByText(/Maximum 80\./)).toBeVisible();
    await typeColumn(page, grid, ['72', '40']);
    await marks.getByRole('button', { name: 'Save marks' }).click();
    await expect(marks.getByText('Marks saved for Science.')).toBeVisible();
    await marks.getByRole('button', { name: 'Done' }).click();

    // Results through the structure: Asha 18 of 20 alone counts (9 of 10) + 72 = 81 of 100;
    // Bilal absent from the test (0) + 40 = 40.
    await drawer.getByRole('button', { name: 'Results', exact: true }).click();
    const results = page.getByRole('dialog', { name: 'Results: Half-yearly' });
    const table = results.getByRole('table', { name: 'Results of Half-yearly' });
    await expect(table.getByRole('row', { name: /Asha Verma/ })).toContainText('81 / 100');
    await expect(table.getByRole('row', { name: /Bilal Khan/ })).toContainText('40 / 100');

    // The CBSE card: a real PDF, looked at as PNG.
    const link = table.getByRole('link', { name: 'Report card of Asha Verma (PDF)' });
    const bytes = await page.request.get((await link.getAttribute('href'))!).then((r) => r.body());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    fs.mkdirSync(shots, { recursive: true });
    fs.writeFileSync(path.join(shots, 'cbse-card.pdf'), bytes);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', 'cbse-card.pdf', 'cbse-card-pdf'], {
      cwd: shots,
    });
    const text = execFileSync('pdftotext', ['-layout', 'cbse-card.pdf', '-'], {
      cwd: shots,
      encoding: 'utf8',
    }).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Part 1: Scholastic areas');
    expect(text).toMatch(/Science 9 — — 72 81 \/ 100 A2/);
    expect(text).toContain('Part 2: Co-scholastic areas');
  });
});
