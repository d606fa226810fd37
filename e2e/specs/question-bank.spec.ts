import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfDemoOwner,
  pageOfNewOwner,
  pickOption,
  post,
  screenshots,
  test,
} from '../fixtures.ts';

// The question bank (issue 67, decision 076): add an MCQ with its options, import a CSV (a bad file's
// rows worded, then a good one), filter by Bloom's level, build a paper from a blueprint (a short row
// said in words, then filled), swap a question, save, and print the paper and its key; 1280 and 375; axe.

const HEADER =
  'Board,Class,Subject,Chapter,Topic,Bloom level,Type,Question,Option A,Option B,Option C,Option D,Option E,Option F,Answer,Marks,Difficulty';
const csv = (...lines: string[]) => ({
  name: 'questions.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...lines].join('\r\n')),
});

/** CBSE · Class 10 · Science with Motion (three topics) and Light, and a batch. */
async function curriculum(page: Page) {
  for (const [area, code, name] of [
    ['boards', 'CBSE', 'CBSE'],
    ['classes', 'C10', 'Class 10'],
    ['subjects', 'SCI', 'Science'],
  ] as const)
    await post(page, `/api/v1/${area}`, { code, name });
  const suCode = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('user')!) as { SUCode: string }).SUCode,
  );
  const subject = { suCode, boardCode: 'CBSE', classCode: 'C10', subjectCode: 'SCI', createdBy: 'Admin' };
  for (const [chapterName, topics] of [
    ['Motion', ['Speed', 'Velocity', 'Acceleration']],
    ['Light', ['Reflection']],
  ] as const) {
    const chapter = await post(page, '/api/add-chapter', { ...subject, chapterName }, 200);
    for (const topicName of topics)
      await post(page, '/api/add-topic', { ...subject, chapterCode: chapter.ChapterCode, topicName }, 200);
  }
  const centre = await post(page, '/api/v1/centres', { CentreCode: 'BPL', CentreName: 'Bhopal' });
  await post(page, '/api/v1/batches', {
    code: 'X-SCI',
    name: 'Class 10 Science',
    centreId: centre.id,
    capacity: 30,
    startsOn: '2026-06-01',
  });
}

test.describe('question bank', () => {
  test('questions are added and imported, a paper is built from a blueprint, swapped, saved and printed', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page } = await pageOfNewOwner(browser, 'qbank');
    await curriculum(page);
    await page.goto('/adminhome?form=ExamManagementSystem');
    await page.getByRole('tab', { name: 'Question bank' }).click();
    await expect(page.getByText('No questions yet. Add one, or import a CSV file.')).toBeVisible();

    // An MCQ with four options, the second correct.
    await page.getByRole('button', { name: 'Add question' }).click();
    const form = page.getByRole('dialog', { name: 'Add question' });
    await pickOption(page, form, 'Chapter', 'Science · Class 10 · Motion');
    await pickOption(page, form, 'Topic', 'Velocity');
    await pickOption(page, form, 'Bloom’s level', 'Understand');
    await form.getByRole('textbox', { name: 'Question' }).fill('Which of these is a vector quantity?');
    await form.getByRole('button', { name: 'Save question' }).click();
    await expect(form.getByText('Please fill in every option.').first()).toBeVisible();
    for (const [letter, text] of [
      ['A', 'Speed'],
      ['B', 'Velocity'],
      ['C', 'Distance'],
      ['D', 'Time'],
    ] as const)
      await form.getByRole('textbox', { name: `Option ${letter}` }).fill(text);
    await form.getByRole('radio', { name: 'Option B is correct' }).check();
    await screenshots(page, 'question-bank-form', form);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save question' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Question saved.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Which of these is a vector quantity?' })).toBeVisible();

    // A CSV with a wrong chapter and an MCQ without its letter: each row worded, nothing saved.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importing = page.getByRole('dialog', { name: 'Import questions' });
    await importing
      .locator('input[type=file]')
      .setInputFiles(
        csv(
          'CBSE,Class 10,Science,Gravitation,,Remember,Short,What is g?,,,,,,,9.8 m/s²,1,easy',
          'CBSE,Class 10,Science,Motion,,Apply,MCQ,Pick the unit of speed,m/s,kg,,,,,E,1,easy',
        ),
      );
    await importing.getByRole('button', { name: 'Check the file' }).click();
    await expect(importing.getByText('2 of 2 rows need fixing.', { exact: false })).toBeVisible();
    const problems = importing.getByRole('table', { name: 'Rows to fix' });
    await expect(
      problems.getByText('Chapter: “CBSE › Class 10 › Science › Gravitation” is not one of your chapters.'),
    ).toBeVisible();
    await expect(
      problems.getByText('Answer: for an MCQ, give the letter of the correct option (A, B).'),
    ).toBeVisible();
    await screenshots(page, 'question-bank-import', importing);
    // The fixed file: five Remember questions on Motion and three Apply ones on Light.
    const good = [
      ...[1, 2, 3, 4, 5].map(
        (n) =>
          `CBSE,C10,SCI,Motion,Speed,Remember,Short,Define term ${n} of motion.,,,,,,,Meaning ${n},1,easy`,
      ),
      ...[1, 2, 3].map(
        (n) =>
          `CBSE,Class 10,Science,Light,Reflection,Apply,Numerical,Mirror sum ${n}: find the image distance.,,,,,,,${n * 10} cm,3,medium`,
      ),
    ];
    await importing.locator('input[type=file]').setInputFiles(csv(...good));
    await importing.getByRole('button', { name: 'Check the file' }).click();
    await expect(importing.getByText('All 8 rows are ready to import.')).toBeVisible();
    await importing.getByRole('button', { name: 'Import 8 questions' }).click();
    await expect(importing).toBeHidden();
    await expect(page.getByText('8 questions imported.')).toBeVisible();

    // Filtered by Bloom's level.
    await pickOption(page, page, 'Bloom’s level', 'Apply');
    await expect(page.getByRole('rowheader', { name: /Mirror sum/ })).toHaveCount(3);
    await screenshots(page, 'question-bank-list');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A blueprint the bank cannot fill: the short row says so, and by how many.
    await page.getByRole('button', { name: 'Build a paper' }).click();
    const builder = page.getByRole('dialog', { name: 'Build a paper' });
    await pickOption(page, builder, 'Batch', 'Class 10 Science');
    await builder.getByRole('textbox', { name: 'Paper name' }).fill('Unit test 1');
    await builder.getByRole('textbox', { name: 'Total marks' }).fill('15');
    const row1 = builder.getByRole('group', { name: 'Row 1' });
    await pickOption(page, row1, 'Chapter', 'Science · Class 10 · Motion');
    await row1.getByRole('textbox', { name: 'Questions' }).fill('3');
    const row2 = builder.getByRole('group', { name: 'Row 2' });
    await pickOption(page, row2, 'Chapter', 'Science · Class 10 · Light');
    await pickOption(page, row2, 'Level', 'Apply');
    await row2.getByRole('textbox', { name: 'Marks each' }).fill('3');
    await row2.getByRole('textbox', { name: 'Questions' }).fill('4');
    await expect(builder.getByText('The rows add up to 15 marks.')).toBeVisible();
    await builder.getByRole('button', { name: 'Pick questions' }).click();
    await expect(
      row2.getByText(
        'Light · Apply · 3 marks: 4 questions asked, the bank has only 3 — 1 short. Add questions or ask for fewer.',
      ),
    ).toBeVisible();
    await screenshots(page, 'question-bank-short', row2);
    await expectAccessible(page);

    // Fewer of them: picked, one swapped, saved.
    await row2.getByRole('textbox', { name: 'Questions' }).fill('2');
    await builder.getByRole('textbox', { name: 'Total marks' }).fill('9');
    await builder.getByRole('button', { name: 'Pick questions' }).click();
    await expect(builder.getByText('Picked 5 questions. Swap any, then save the paper.')).toBeVisible();
    const picked = builder.getByRole('region', { name: 'Questions picked' });
    const fourth = picked.getByText(/^4\. Mirror sum/);
    const before = await fourth.textContent();
    await builder.getByRole('button', { name: 'Swap question 4' }).click();
    await expect(fourth).not.toHaveText(before!);
    await screenshots(page, 'question-bank-picked', picked);
    await expectAccessible(page);
    await builder.getByRole('button', { name: 'Save paper' }).click();
    await expect(builder.getByText('Paper “Unit test 1” saved.')).toBeVisible();
    const pdf = await page.request.get(
      (await builder.getByRole('link', { name: 'Question paper (PDF)' }).getAttribute('href'))!,
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const key = await page.request.get(
      (await builder.getByRole('link', { name: 'Answer key (PDF)' }).getAttribute('href'))!,
    );
    expect(key.headers()['content-type']).toBe('application/pdf');
    await builder.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(builder).toBeHidden();
    await expect(page.getByRole('rowheader', { name: 'Unit test 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Answer key of Unit test 1 (PDF)' })).toBeVisible();
  });
});

test.describe('the demo institute’s question bank', () => {
  test('holds a few hundred questions over class 10 Mathematics and Science at every level', async ({
    browser,
  }) => {
    const page = await pageOfDemoOwner(browser);
    await page.goto('/adminhome?form=ExamManagementSystem&tab=questions');
    await expect(page.getByRole('tab', { name: 'Question bank', selected: true })).toBeVisible();
    await expect(page.getByText(/^Showing 1–20 of [1-9]\d{2}$/)).toBeVisible();
    await pickOption(page, page, 'Bloom’s level', 'Evaluate');
    await expect(page.getByText(/^Showing 1–20 of [2-9]\d$/)).toBeVisible();
    await screenshots(page, 'question-bank-demo');
  });
});
