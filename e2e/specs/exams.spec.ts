import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  mailTo,
  noSidewaysScroll,
  pageOfNewOwner,
  pickOption,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn, shownDay, typed } from '../days.ts';

// Exams (issue 67): create an exam, schedule it (a clash refused in words, then moved), enter marks by
// keyboard and by a pasted spreadsheet column, publish, and read the grades; 1280 and 375; axe.

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/** Pastes spreadsheet text into the grid at its focused cell, as Ctrl+V from a spreadsheet does. */
async function paste(page: Page, text: string) {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }),
    );
  }, text);
}

test.describe('exams', () => {
  test('an exam is created, scheduled past a clash, marked by keyboard and paste, published and graded', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page } = await pageOfNewOwner(browser, 'exams');
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'PUN', CentreName: 'Pune Kothrud' });
    await post(page, '/api/v1/rooms', { centreId: centre.id, name: 'Exam Hall', capacity: 60 });
    await post(page, '/api/v1/subjects', { code: 'PHY', name: 'Physics' });
    await post(page, '/api/v1/subjects', { code: 'MAT', name: 'Mathematics' });
    const subjects = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects as {
      id: number;
      name: string;
    }[];
    const physics = subjects.find((s) => s.name === 'Physics')!.id;
    const ravi = await post(page, '/api/v1/teachers', {
      name: 'Ravi Iyer',
      email: `ravi.${Date.now()}@school.test`,
      mobile: '9876512345',
      joiningDate: '2024-06-01',
    });
    const today = dayIn(0);
    const batch = await post(page, '/api/v1/batches', {
      code: 'X-A',
      name: 'Class 10 A',
      centreId: centre.id,
      capacity: 30,
      startsOn: today,
      endsOn: dayIn(60),
      subjectIds: subjects.map((s) => s.id),
    });
    const ids = [];
    const stamp = Date.now();
    for (const [i, name] of ['Aarav Shah', 'Bhavna Rao', 'Chetan Das'].entries()) {
      const student = await post(page, '/api/v1/students', {
        name,
        centreId: centre.id,
        guardians: [
          {
            relation: 'mother',
            name: `Parent of ${name}`,
            mobile: `98765${43210 + i}`,
            email: `parent${i}.${stamp}@home.test`,
            primary: true,
          },
        ],
      });
      ids.push(student.id);
    }
    const allot = await page.request.post(`/api/v1/batches/${batch.id}/students`, {
      data: { studentIds: ids, fromDate: today },
    });
    expect(allot.ok(), await allot.text()).toBe(true);
    // The batch has Physics from 10:00 to 11:00 on the day the exam is first put.
    const clashDay = dayIn(3);
    await post(page, `/api/v1/batches/${batch.id}/slots`, {
      weekday: new Date(`${clashDay}T00:00:00Z`).getUTCDay() || 7,
      subjectId: physics,
      fromDate: clashDay,
      toDate: clashDay,
      startTime: '10:00',
      endTime: '11:00',
      teacherId: ravi.id,
    });

    await page.goto('/adminhome?form=ExamManagementSystem');
    await expect(page.getByRole('heading', { name: 'Exams', level: 1 })).toBeVisible();
    await expect(page.getByText('No exams yet. Add one to schedule its papers.')).toBeVisible();

    // Create: a mid-term of two papers for Class 10 A, on the CBSE scale.
    await page.getByRole('button', { name: 'Add exam' }).click();
    const form = page.getByRole('dialog', { name: 'Add exam' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Mid-term');
    await pickOption(page, form, 'Type', 'Mid-term');
    await expect(form.getByRole('textbox', { name: 'Grading scale' })).toHaveValue('CBSE (A1–E)');
    await form.getByRole('textbox', { name: 'Batches' }).click();
    await page.getByRole('option', { name: 'Class 10 A (3 students)' }).click();
    await form.getByRole('textbox', { name: 'Name' }).click();
    const fillPaper = async (n: number, subject: string, day: string, max: string, pass: string) => {
      const paper = form.getByRole('group', { name: `Paper ${n}` });
      await pickOption(page, paper, 'Subject', subject);
      await paper.getByRole('textbox', { name: 'Day' }).fill(typed(day));
      await paper.getByRole('textbox', { name: 'Day' }).press('Tab');
      await pickOption(page, paper, 'Room', 'Exam Hall (60 seats)');
      await paper.getByRole('textbox', { name: 'Maximum marks' }).fill(max);
      await paper.getByRole('textbox', { name: 'Passing marks' }).fill(pass);
    };
    await fillPaper(1, 'Physics', clashDay, '80', '27');
    await form.getByRole('button', { name: 'Add paper' }).click();
    await fillPaper(2, 'Mathematics', dayIn(5), '100', '33');
    await screenshots(page, 'exams-form', form);
    await form.getByRole('button', { name: 'Save exam' }).click();
    await expect(form).toBeHidden();

    // The exam opens beside the list; scheduling over the batch's class is refused in words.
    const drawer = page.getByRole('dialog', { name: 'Mid-term', exact: true });
    await expect(drawer.getByText('Draft', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Schedule' }).click();
    await expect(
      drawer.getByText(
        `Physics paper: Class 10 A already has Physics on ${shownDay(clashDay)}, 10:00–11:00.`,
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'exams-clash', drawer);

    // Moved a day on, it schedules: the papers are on the calendar.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('row', { name: /Mid-term/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Mid-term' });
    await edit
      .getByRole('group', { name: 'Paper 1' })
      .getByRole('textbox', { name: 'Day' })
      .fill(typed(dayIn(4)));
    await edit.getByRole('button', { name: 'Save exam' }).click();
    await expect(edit).toBeHidden();
    await drawer.getByRole('button', { name: 'Schedule' }).click();
    await expect(drawer.getByText('Mid-term is scheduled: its papers are on the calendar.')).toBeVisible();
    const calendar = await (
      await page.request.get(`/api/v1/bookings?from=${dayIn(4)}&to=${dayIn(5)}`)
    ).json();
    expect(
      calendar.data.filter((b: { kind: string }) => b.kind === 'exam').map((b: { title: string }) => b.title),
    ).toEqual(['Mid-term — Physics (Class 10 A)', 'Mid-term — Mathematics (Class 10 A)']);
    await drawer.getByRole('button', { name: 'Mark as held' }).click();
    await expect(drawer.getByText('Mid-term is held: marks can be entered.')).toBeVisible();

    // The hall tickets: a page per student with each paper's day, time and room.
    const ticketsLink = drawer.getByRole('link', { name: 'Hall tickets (PDF)' });
    const tickets = await page.request.get((await ticketsLink.getAttribute('href'))!);
    expect(tickets.headers()['content-type']).toContain('application/pdf');
    fs.mkdirSync(shots, { recursive: true });
    fs.writeFileSync(path.join(shots, 'hall-tickets.pdf'), await tickets.body());
    execFileSync(
      'pdftoppm',
      ['-png', '-r', '60', '-f', '1', '-l', '1', 'hall-tickets.pdf', 'hall-tickets-pdf'],
      {
        cwd: shots,
      },
    );
    const ticketText = execFileSync('pdftotext', ['-layout', 'hall-tickets.pdf', '-'], {
      cwd: shots,
      encoding: 'utf8',
    });
    expect(ticketText.split('\f').filter((p) => p.includes('HALL TICKET'))).toHaveLength(3);
    expect(ticketText).toMatch(/Physics\s+.+\s+\d\d:\d\d–\d\d:\d\d\s+Exam Hall\s+80/);

    // Physics by keyboard: typing fills a cell, Enter moves down; AB is absent.
    await drawer.getByRole('button', { name: 'Enter marks for Physics' }).click();
    const marks = page.getByRole('dialog', { name: 'Marks: Physics' });
    const grid = marks.getByRole('grid', { name: 'Marks for Physics' });
    await grid.getByRole('gridcell').first().click();
    await page.keyboard.type('72');
    await page.keyboard.press('Enter');
    await page.keyboard.type('AB');
    await page.keyboard.press('Enter');
    await page.keyboard.type('95');
    await page.keyboard.press('Enter');
    // Above the maximum: the cell says so, and nothing is sent.
    await expect(grid.getByText('Enter marks from 0 to 80 (halves allowed), AB or EX.')).toBeVisible();
    await marks.getByRole('button', { name: 'Save marks' }).click();
    await expect(marks.getByText('The marks could not be saved.')).toBeVisible();
    await grid.getByRole('gridcell').nth(2).press('F2');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('33.5');
    await page.keyboard.press('Enter');
    await expect(grid.getByText('Enter marks from 0 to 80 (halves allowed), AB or EX.')).toBeHidden();
    await expect(marks.getByText('The marks could not be saved.')).toBeHidden();
    await screenshots(page, 'exams-marks', grid);
    await marks.getByRole('button', { name: 'Save marks' }).click();
    await expect(marks.getByText('Marks saved for Physics.')).toBeVisible();
    await expectAccessible(page);
    await marks.getByRole('button', { name: 'Done' }).click();

    // Mathematics by a pasted spreadsheet column into the first cell.
    await drawer.getByRole('button', { name: 'Enter marks for Mathematics' }).click();
    const maths = page.getByRole('dialog', { name: 'Marks: Mathematics' });
    const mathsGrid = maths.getByRole('grid', { name: 'Marks for Mathematics' });
    await mathsGrid.getByRole('gridcell').first().focus();
    await paste(page, '91\n40\nex\n');
    await expect(mathsGrid.getByRole('gridcell')).toHaveText([
      '91 (changed)',
      '40 (changed)',
      'ex (changed)',
    ]);
    await maths.getByRole('button', { name: 'Save marks' }).click();
    await expect(maths.getByText('Marks saved for Mathematics.')).toBeVisible();
    await expect(mathsGrid.getByRole('gridcell')).toHaveText(['91', '40', 'EX']);
    await maths.getByRole('button', { name: 'Done' }).click();

    // Publish, then the results with their grades.
    await drawer.getByRole('button', { name: 'Publish results' }).click();
    await expect(drawer.getByText('Mid-term: results published.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Results' }).click();
    const results = page.getByRole('dialog', { name: 'Results: Mid-term' });
    const table = results.getByRole('table', { name: 'Results of Mid-term' });
    // 163 of 180 is 90.56%: A2. Absent fails. Exempt from Mathematics: 33.5 of 80 is 41.88%, C2.
    await expect(table.getByRole('row', { name: /Aarav Shah/ })).toContainText('72 (A2)');
    await expect(table.getByRole('row', { name: /Aarav Shah/ })).toContainText('163 / 180');
    await expect(table.getByRole('row', { name: /Aarav Shah/ })).toContainText('90.56');
    await expect(table.getByRole('row', { name: /Bhavna Rao/ })).toContainText('AB');
    await expect(table.getByRole('row', { name: /Bhavna Rao/ })).toContainText('Fail');
    await expect(table.getByRole('row', { name: /Chetan Das/ })).toContainText('41.88');
    await expect(table.getByRole('row', { name: /Chetan Das/ })).toContainText('C2');
    await expect(table.getByRole('row', { name: /Chetan Das/ })).toContainText('Pass');
    // Ranks in the batch, and each subject's statistics: absent is counted apart, not averaged as 0.
    await expect(
      table
        .getByRole('row', { name: /Aarav Shah/ })
        .getByRole('cell')
        .nth(6),
    ).toHaveText('1');
    await expect(
      table
        .getByRole('row', { name: /Chetan Das/ })
        .getByRole('cell')
        .nth(6),
    ).toHaveText('2');
    await expect(
      table
        .getByRole('row', { name: /Bhavna Rao/ })
        .getByRole('cell')
        .nth(6),
    ).toHaveText('3');
    const subjectStats = results.getByRole('table', { name: 'Subject-wise statistics' });
    // Physics: 72 and 33.5 of those who sat it (52.75), highest 72, 2 sat, 1 absent, 0 exempt.
    await expect(subjectStats.getByRole('row', { name: /Physics/ })).toHaveText(/52\.75.*72.*2.*1.*0/);
    await expect(
      results.getByRole('img', { name: /Students by grade in Physics: A1 0, A2 1,/ }),
    ).toBeVisible();
    await expect(
      results.getByRole('table', { name: 'Students by grade in Physics' }).getByRole('row', { name: 'A2 1' }),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      results.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain(
      '"Aarav Shah","Class 10 A","72","A2","91","A1","163","180","90.56","A2","1","Pass"',
    );
    await expectAccessible(page);
    await screenshots(page, 'exams-results', results);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(results.getByRole('heading', { name: 'Aarav Shah' })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await results.getByRole('button', { name: 'Close' }).click();

    // Published marks change only with a reason: Bhavna sat a make-up paper.
    await drawer.getByRole('button', { name: 'Enter marks for Physics' }).click();
    const change = page.getByRole('dialog', { name: 'Marks: Physics' });
    await expect(change.getByText(/The results are published. A change needs a reason/)).toBeVisible();
    const changeGrid = change.getByRole('grid', { name: 'Marks for Physics' });
    await changeGrid.getByRole('gridcell').nth(1).press('F2');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await change.getByRole('button', { name: 'Save marks' }).click();
    await expect(change.getByText('Give the reason for changing published marks.')).toBeVisible();
    await change.getByRole('textbox', { name: 'Reason for the change' }).fill('Sat the make-up paper');
    await change.getByRole('button', { name: 'Save marks' }).click();
    await expect(change.getByText('Marks saved for Physics.')).toBeVisible();
    await screenshots(page, 'exams-marks-after-publishing', change);
    await change.getByRole('button', { name: 'Done' }).click();
    await drawer.getByRole('button', { name: 'Results' }).click();
    // 90 of 180 is 50%: second now, ahead of Chetan.
    await expect(table.getByRole('row', { name: /Bhavna Rao/ })).toContainText('90 / 180');
    await expect(table.getByRole('row', { name: /Bhavna Rao/ })).toContainText('50.00');
    await expect(
      table
        .getByRole('row', { name: /Bhavna Rao/ })
        .getByRole('cell')
        .nth(6),
    ).toHaveText('2');

    // Bhavna's report card opens in a new tab: a real PDF, rendered to PNG for a person to look at.
    const cardResponse = page
      .context()
      .waitForEvent('response', (r) => /\/api\/v1\/exams\/\d+\/report-cards\/\d+$/.test(r.url()));
    const popup = page.waitForEvent('popup');
    await table.getByRole('link', { name: 'Report card of Bhavna Rao (PDF)' }).click();
    const card = await cardResponse;
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toContain('application/pdf');
    const bytes = await page.request.get(card.url()).then((r) => r.body());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    fs.mkdirSync(shots, { recursive: true });
    fs.writeFileSync(path.join(shots, 'report-card.pdf'), bytes);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', 'report-card.pdf', 'report-card-pdf'], {
      cwd: shots,
    });
    const text = execFileSync('pdftotext', ['-layout', 'report-card.pdf', '-'], {
      cwd: shots,
      encoding: 'utf8',
    });
    expect(text).toContain('REPORT CARD');
    expect(text).toContain('Bhavna Rao');
    expect(text).toMatch(/Physics\s+80\s+27\s+50\s+B2\s+Pass/);
    expect(text).toContain('Rank 2 of 3 in Class 10 A');
    expect(text).toMatch(
      /Attendance \(.+\): (no attendance was marked for this student in the term|[\d.]+% — .+ days marked)\./,
    );
    await (await popup).close();
    await results.getByRole('button', { name: 'Close' }).click();

    // Report cards: Bhavna's remark edited, the batch's cards made in the background into one ZIP,
    // then emailed to the guardians, each with its card, and the delivery report read.
    await drawer.getByRole('button', { name: 'Report cards' }).click();
    const cards = page.getByRole('dialog', { name: 'Report cards: Mid-term' });
    const remark = cards.getByRole('textbox', { name: 'Remark for Bhavna Rao' });
    await expect(remark).toHaveValue(/^Bhavna /);
    await remark.fill('Steady in Physics; revise algebra every week.');
    await cards.getByRole('button', { name: 'Save the remark for Bhavna Rao' }).click();
    await expect(cards.getByText('Remark saved for Bhavna Rao.')).toBeVisible();
    await pickOption(page, cards, 'Batch', 'Class 10 A');
    await cards.getByRole('button', { name: 'Make report cards (ZIP)' }).click();
    await expect(cards.getByText('Making the report cards of Class 10 A.')).toBeVisible();
    const zipLink = cards.getByRole('link', { name: 'Download the report cards of Class 10 A (ZIP)' });
    await expect(zipLink).toBeVisible({ timeout: 30_000 });
    await expect(cards.getByText('3 of 3 cards')).toBeVisible();
    const zip = await page.request.get((await zipLink.getAttribute('href'))!);
    expect(zip.headers()['content-type']).toBe('application/zip');
    fs.writeFileSync(path.join(shots, 'report-cards.zip'), await zip.body());
    const listing = execFileSync('unzip', ['-Z1', 'report-cards.zip'], { cwd: shots, encoding: 'utf8' });
    const pdfs = listing.trim().split('\n');
    expect(pdfs).toHaveLength(3);
    const bhavnaPdf = execFileSync('unzip', ['-p', 'report-cards.zip', pdfs[1]!], { cwd: shots });
    fs.writeFileSync(path.join(shots, 'report-card-from-zip.pdf'), bhavnaPdf);
    const zipText = execFileSync('pdftotext', ['-layout', 'report-card-from-zip.pdf', '-'], {
      cwd: shots,
      encoding: 'utf8',
    });
    expect(zipText).toContain('Bhavna Rao');
    expect(zipText).toContain('Steady in Physics; revise algebra every week.');
    await cards.getByRole('button', { name: 'Email to guardians' }).click();
    await expect(cards.getByText('3 emails queued, each with its report card.')).toBeVisible();
    const report = cards.getByRole('table', { name: 'Report cards emailed to guardians' });
    await expect(report.getByRole('row', { name: /Bhavna Rao/ })).toContainText(`parent1.${stamp}@home.test`);
    await expect
      .poll(async () => (await mailTo(`parent1.${stamp}@home.test`)).map((m) => m.raw).join(''), {
        timeout: 30_000,
      })
      .toContain('Report card: Bhavna Rao, Mid-term');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(cards.getByRole('button', { name: 'Email to guardians' })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, 'exams-report-cards', cards);
    await cards.getByRole('button', { name: 'Close' }).click();
    await drawer.getByRole('button', { name: 'Close' }).click();

    // The list at both widths.
    await expect(page.getByRole('row', { name: /Mid-term/ })).toContainText('Results published');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, 'exams-list');
  });
});
