import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  screenshots,
  signInAsDemoOwner,
  signInAsNewOwner,
  test,
} from '../fixtures.ts';

/** A one-page PDF worksheet. */
const PDF = Buffer.from(
  [
    'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5',
    'cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVu',
    'dCAyIDAgUiAvTWVkaWFCb3ggWzAgMCA1OTUgODQyXSAvQ29udGVudHMgNCAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAv',
    'RjEgNSAwIFIgPj4gPj4gPj4KZW5kb2JqCjQgMCBvYmoKPDwgL0xlbmd0aCAxOTIgPj4Kc3RyZWFtCkJUIC9GMSAyMiBUZiA3',
    'MiA3NzAgVGQgKFByYWN0aWNlIHdvcmtzaGVldCkgVGogRVQKQlQgL0YxIDEzIFRmIDcyIDczMCBUZCAoMS4gRmluZCB0aGUg',
    'SENGIG9mIDk2IGFuZCA0MDQuKSBUaiBFVApCVCAvRjEgMTMgVGYgNzIgNzA4IFRkICgyLiBQcm92ZSB0aGF0IHRoZSBzcXVh',
    'cmUgcm9vdCBvZiA1IGlzIGlycmF0aW9uYWwuKSBUaiBFVAplbmRzdHJlYW0KZW5kb2JqCjUgMCBvYmoKPDwgL1R5cGUgL0Zv',
    'bnQgL1N1YnR5cGUgL1R5cGUxIC9CYXNlRm9udCAvSGVsdmV0aWNhID4+CmVuZG9iagp4cmVmCjAgNgowMDAwMDAwMDAwIDY1',
    'NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1OCAwMDAwMCBuIAowMDAwMDAwMTE1IDAwMDAwIG4gCjAwMDAw',
    'MDAyNDEgMDAwMDAgbiAKMDAwMDAwMDQ4NCAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDYgL1Jvb3QgMSAwIFIgPj4Kc3Rh',
    'cnR4cmVmCjU1NAolJUVPRgo=',
  ].join(''),
  'base64',
);
/** A real 4×4 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAEklEQVR4nGNwtjj1HxkzkC4AALrQJEEizeekAAAAAElFTkSuQmCC',
  'base64',
);

const screen = (page: Page, form: string) => page.goto(`/adminhome?form=${form}`);

async function addCurriculumItem(page: Page, form: string, label: string, code: string, name: string) {
  await screen(page, form);
  await page.getByRole('button', { name: `Add ${label}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${label[0]!.toUpperCase()}${label.slice(1)} ${code} added.`)).toBeVisible();
}

const chapterItem = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Chapters of this subject' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();
const chapterNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Chapters of this subject' })
    .locator(':scope > li > div > button[aria-expanded]');
const toggleOf = (item: Locator) => item.locator('button[aria-expanded]').first();

async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByText(question)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('learning content', () => {
  test('curriculum screens, then the chapter manager: chapters, topics, content of every type', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The test machine is offline: example.org answers from here.
    await page.context().route('https://example.org/**', (route) =>
      route.request().url().endsWith('.pptx')
        ? route.fulfill({
            contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
            body: 'PK',
          })
        : route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>Example</title><p>Example page</p>',
          }),
    );
    await signInAsNewOwner(page, 'learning');
    const suCode = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('user')!) as { SUCode: string }).SUCode,
    );

    // ---- Board, Class, Subject ----
    await screen(page, 'Board');
    await expect(page.getByRole('heading', { name: 'Boards', level: 2 })).toBeVisible();
    await expect(page.getByText('No boards yet. Add your first board to get started.')).toBeVisible();
    await expectAccessible(page);
    await addCurriculumItem(page, 'Board', 'board', 'cbse', 'Central Board of Secondary Education');
    await addCurriculumItem(page, 'Board', 'board', 'ICSE', 'Indian Certificate of Secondary Education');
    await page.getByRole('button', { name: 'Add board' }).click();
    await page.getByRole('dialog').getByLabel('Code').fill('CBSE');
    await page.getByRole('dialog').getByLabel('Name').fill('Duplicate');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByText('A board with the code CBSE already exists. Please choose another code.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit board ICSE' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Name')
      .fill('ICSE (Council for the Indian School Certificate)');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Board ICSE updated.')).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill('council');
    await expect(page.getByRole('table', { name: 'Boards' }).getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search', { exact: true }).fill('');
    await expect(page.getByRole('table', { name: 'Boards' }).getByRole('row')).toHaveCount(3);
    await screenshots(page, 'learning-boards');
    await addCurriculumItem(page, 'Class', 'class', 'C10', 'Class 10');
    await addCurriculumItem(page, 'Subject', 'subject', 'MATH', 'Mathematics');
    await expectAccessible(page);

    // ---- the chapter manager from its menu: the inputs and 'One or more parameters are missing.' ----
    await screen(page, 'ChapterDetails');
    await expect(page.getByRole('heading', { name: 'Chapter Details', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Organisation code')).toHaveValue(suCode);
    await page.getByRole('button', { name: 'Show chapters' }).click();
    await expect(page.getByText('One or more parameters are missing.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Board', { exact: true }).selectOption('CBSE');
    await page.getByLabel('Class', { exact: true }).selectOption('C10');
    await page.getByLabel('Subject', { exact: true }).selectOption('MATH');
    await page.getByRole('button', { name: 'Show chapters' }).click();
    await expect(page).toHaveURL(`/chapterdetails/${suCode}/CBSE/C10/MATH`);
    await expect(
      page.getByText('No chapters yet. Add the first chapter of this subject above.'),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'learning-chapters-empty');

    // ---- chapters: add, numbered, reorder ----
    for (const name of ['Real Numbers', 'Polynomials', 'Triangles']) {
      await page.getByLabel('New chapter name').fill(name);
      await page.getByRole('button', { name: 'Add chapter' }).click();
      await expect(page.getByText('Chapter added successfully')).toBeVisible();
      await expect(chapterItem(page, name)).toBeVisible();
    }
    await page.getByLabel('New chapter name').fill('real numbers');
    await page.getByRole('button', { name: 'Add chapter' }).click();
    await expect(
      page.getByText('Failed to add chapter: A chapter with this name already exists in this subject.'),
    ).toBeVisible();
    await expect(chapterNames(page)).toHaveText([
      /1\.\s*Real Numbers/,
      /2\.\s*Polynomials/,
      /3\.\s*Triangles/,
    ]);
    await page.getByRole('button', { name: 'Move Triangles up' }).click();
    await expect(page.getByText('Order saved.')).toBeVisible();
    await expect(chapterNames(page)).toHaveText([
      /1\.\s*Real Numbers/,
      /2\.\s*Triangles/,
      /3\.\s*Polynomials/,
    ]);

    // ---- one chapter open at a time; topics fetched on open ----
    await toggleOf(chapterItem(page, 'Polynomials')).click();
    await expect(page.getByText('No topics available for this chapter test.')).toBeVisible();
    await toggleOf(chapterItem(page, 'Real Numbers')).click();
    await expect(toggleOf(chapterItem(page, 'Polynomials'))).toHaveAttribute('aria-expanded', 'false');
    await expect(toggleOf(chapterItem(page, 'Real Numbers'))).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Add topic' }).click();
    await expect(page.getByText('Please enter a topic name.')).toBeVisible();
    for (const name of ['Introduction', 'Euclid’s Division Lemma']) {
      await page.getByLabel('New topic name').fill(name);
      await page.getByRole('button', { name: 'Add topic' }).click();
      await expect(page.getByText('Topic added successfully')).toBeVisible();
    }

    // Topic name: disabled until the pencil, then Update.
    const topicName = page.getByLabel('Name of topic 2');
    await expect(topicName).toBeDisabled();
    await page.getByRole('button', { name: 'Edit topic Euclid’s Division Lemma' }).click();
    await expect(topicName).toBeEnabled();
    await topicName.fill('The Fundamental Theorem of Arithmetic');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Topic updated successfully!')).toBeVisible();
    await expect(topicName).toBeDisabled();
    await expect(topicName).toHaveValue('The Fundamental Theorem of Arithmetic');
    await page.getByRole('button', { name: 'Move The Fundamental Theorem of Arithmetic up' }).click();
    await expect(page.getByLabel('Name of topic 1')).toHaveValue('The Fundamental Theorem of Arithmetic');
    await expectAccessible(page);

    // ---- topic selection toggles its content ----
    const showContent = page.getByRole('button', { name: 'Show the content of Introduction' });
    await showContent.click();
    await expect(showContent).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('No study content found.').first()).toBeVisible();
    await showContent.click();
    await expect(showContent).toHaveAttribute('aria-expanded', 'false');
    await showContent.click();

    // ---- content of every type ----
    const form = page.getByRole('form', { name: 'Add study content' });
    const add = async (type: string, name: string, url: string, expected = 'Content added successfully') => {
      if (!(await form.isVisible())) await page.getByRole('button', { name: 'Add content' }).click();
      await form.getByLabel('Content type').selectOption(type);
      await form.getByLabel('Content name').fill(name);
      if (url) await form.getByLabel('URL').fill(url);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(expected, { exact: true })).toBeVisible();
    };
    await page.getByRole('button', { name: 'Add content' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please fill all fields before saving.')).toBeVisible();
    await add(
      'Simulation Video',
      'Blocked simulation',
      'https://www.youtube.com/watch?v=ScMzIvxBSi4',
      'Please enter a valid URL.',
    );
    await form.getByRole('button', { name: 'Cancel' }).click();
    await add('PPT', 'Real numbers slides', 'https://example.org/real-numbers.pptx');
    await add('Video', 'Lesson video', 'https://www.youtube.com/watch?v=ScMzIvxBSi4');
    await add('Assignment', 'Homework 1', 'https://example.org/homework');
    await add('Worksheet', 'Practice sheet', 'https://example.org/worksheet.pdf');
    await add('Activity Video', 'Classroom activity', 'https://youtu.be/ScMzIvxBSi4');
    await add('Activity Item', 'Number cards', 'https://example.org/number-cards');
    await add(
      'Simulation Video',
      'Area builder',
      'https://phet.colorado.edu/sims/html/area-builder/latest/area-builder_en.html',
    );
    // A file instead of a URL.
    await page.getByRole('button', { name: 'Add content' }).click();
    await form.getByLabel('Content type').selectOption('Worksheet');
    await form.getByLabel('Content name').fill('Uploaded worksheet');
    await form.getByLabel('Upload a file').check();
    await form
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'worksheet.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Content added successfully', { exact: true })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Study content' }).getByRole('listitem');
    await expect(rows).toHaveCount(8);
    await expect(rows.nth(7)).toHaveAccessibleName('Content 8: Worksheet');
    await expectAccessible(page);
    await screenshots(page, 'learning-content');

    // ---- content rows: read-only until the pencil; then Update ----
    const videoRow = rows.nth(1);
    await expect(videoRow.getByLabel('Name')).toHaveAttribute('readonly', '');
    await videoRow.getByRole('button', { name: 'Edit content Lesson video' }).click();
    await expect(videoRow.getByLabel('Name')).not.toHaveAttribute('readonly', '');
    await videoRow.getByLabel('Name').fill('Real numbers: video lesson');
    await videoRow.getByLabel('URL').fill('javascript:alert(1)');
    await videoRow.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Please enter a valid URL.', { exact: true })).toBeVisible();
    await videoRow.getByLabel('URL').fill('https://youtu.be/ScMzIvxBSi4');
    await videoRow.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Content updated successfully!')).toBeVisible();
    await expect(videoRow.getByLabel('Name')).toHaveAttribute('readonly', '');
    const simRow = rows.nth(6);
    await simRow.getByRole('button', { name: 'Edit content Area builder' }).click();
    await simRow.getByLabel('URL').fill('https://youtu.be/abc');
    await simRow.getByRole('button', { name: 'Update' }).click();
    await expect(
      page.getByText('Failed to update content: Please enter a valid URL for Simulation Video.'),
    ).toBeVisible();
    await simRow.getByRole('button', { name: 'Cancel' }).click();
    // Reorder content.
    await page.getByRole('button', { name: 'Move Real numbers slides down' }).click();
    await expect(
      page.getByRole('region', { name: 'Open the content of Introduction' }).getByText('Order saved.'),
    ).toBeVisible();
    await expect(rows.nth(0)).toHaveAccessibleName('Content 1: Video');

    // ---- the media viewer: popup (video, PDF 500 high), new tab, download ----
    await page.getByRole('button', { name: 'Open Video: Real numbers: video lesson' }).click();
    let viewer = page.getByRole('dialog', { name: 'Real numbers: video lesson' });
    await expect(viewer.locator('iframe[title="Video: Real numbers: video lesson"]')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4',
    );
    await expectAccessible(page);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Open Worksheet: Uploaded worksheet' }).click();
    viewer = page.getByRole('dialog', { name: 'Uploaded worksheet' });
    const pdfFrame = viewer.locator('iframe[title="PDF viewer: Uploaded worksheet"]');
    await expect(pdfFrame).toHaveAttribute('height', '500');
    const pdfUrl = await pdfFrame.getAttribute('src');
    const served = await page.request.get(pdfUrl!);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['content-disposition']).toMatch(/^inline; filename="worksheet.pdf"/);
    await screenshots(page, 'learning-viewer-pdf');
    await viewer.getByRole('button', { name: 'Close' }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open Assignment: Homework 1' }).click();
    expect((await popup).url()).toBe('https://example.org/homework');
    await (await popup).close();
    const download = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Open PPT: Real numbers slides' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Real numbers slides' }).getByText('Your download has started.'),
    ).toBeVisible();
    await (await download).close();
    await page
      .getByRole('dialog', { name: 'Real numbers slides' })
      .getByRole('button', { name: 'Close' })
      .click();

    // ---- chapter edit: name, default Y/N, image (a real one under 5MB) ----
    await page.getByRole('button', { name: 'Edit chapter Real Numbers' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit chapter' });
    await expect(edit.getByLabel('No (N)')).toBeChecked();
    await expect(edit.getByText('No image yet.')).toBeVisible();
    await edit.getByLabel('Chapter image').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(5_242_880 - PNG.length)]),
    });
    await expect(edit.getByText('Image size should be less than 5MB')).toBeVisible();
    await edit.getByLabel('Chapter name').fill('');
    await edit.getByRole('button', { name: 'Save chapter' }).click();
    await expect(edit.getByText('Chapter code, name and default status are required')).toBeVisible();
    await edit.getByLabel('Chapter name').fill('Real Numbers and Irrationals');
    await edit.getByLabel('Yes (Y)').check();
    await edit
      .getByLabel('Chapter image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(edit.getByRole('img', { name: 'New image of Real Numbers' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'learning-chapter-edit');
    await edit.getByRole('button', { name: 'Save chapter' }).click();
    await expect(page.getByText('Chapter updated successfully')).toBeVisible();
    await expect(chapterItem(page, 'Real Numbers and Irrationals').getByText('Default')).toBeVisible();
    await page.getByRole('button', { name: 'Edit chapter Real Numbers and Irrationals' }).click();
    await expect(
      edit.getByRole('img', { name: 'Current image of Real Numbers and Irrationals' }),
    ).toBeVisible();
    await expect(edit.getByLabel('Yes (Y)')).toBeChecked();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // ---- deletes, each confirmed ----
    await page.getByRole('button', { name: 'Delete content Homework 1' }).click();
    await confirm(page, 'Are you sure you want to delete this content?');
    await expect(page.getByText('Content deleted.')).toBeVisible();
    await expect(rows).toHaveCount(7);
    await expect(rows.nth(2)).toHaveAccessibleName('Content 3: Worksheet');
    await page.getByRole('button', { name: 'Delete topic The Fundamental Theorem of Arithmetic' }).click();
    await confirm(page, 'Are you sure you want to delete this topic?');
    await expect(page.getByText('Topic deleted.')).toBeVisible();
    await expect(page.getByLabel('Name of topic 1')).toHaveValue('Introduction');
    await screenshots(page, 'learning-chapter-open');
    await page.getByRole('button', { name: 'Delete chapter Triangles' }).click();
    await confirm(page, 'Are you sure you want to delete this chapter?');
    await expect(page.getByText('Chapter deleted successfully')).toBeVisible();
    await expect(chapterNames(page)).toHaveText([/1\.\s*Real Numbers and Irrationals/, /2\.\s*Polynomials/]);

    // A board with chapters cannot be deleted.
    await screen(page, 'Board');
    await page.getByRole('button', { name: 'Delete board CBSE' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(
        'Could not delete: Board CBSE has 2 chapters. Delete those chapters first, then delete the board.',
      ),
    ).toBeVisible();

    // The route opens on its own; Back returns to where the user came from (or home).
    await screen(page, 'ChapterDetails');
    await page.getByLabel('Board', { exact: true }).selectOption('CBSE');
    await page.getByLabel('Class', { exact: true }).selectOption('C10');
    await page.getByLabel('Subject', { exact: true }).selectOption('MATH');
    await page.getByRole('button', { name: 'Show chapters' }).click();
    await expect(chapterNames(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/adminhome\?form=ChapterDetails$/);
    await page.goto(`/chapterdetails/${suCode}/CBSE/C10/MATH`);
    await expect(chapterNames(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/adminhome$/);
  });

  test('learning views on the demo institute: browse and open content; video views list only their types', async ({
    page,
  }) => {
    await signInAsDemoOwner(page);
    await screen(page, 'LMS');
    await expect(page.getByRole('heading', { name: 'Learning content', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Board', { exact: true })).toHaveValue('CBSE');
    await expect(page.getByText('Choose a board, class and subject to see their chapters.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Class', { exact: true }).selectOption('C10');
    await page.getByLabel('Subject', { exact: true }).selectOption('MATH');
    const chapters = page.getByRole('list', { name: 'Chapters' });
    await expect(chapters.locator(':scope > li')).toHaveCount(10);
    await expect(page.getByText('Showing 1–10 of 14')).toBeVisible();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(chapters.locator(':scope > li')).toHaveCount(4);
    await page.getByLabel('Search chapters').fill('real');
    await expect(chapters.locator(':scope > li')).toHaveCount(1);
    await chapters.locator('button[aria-expanded]').first().click();
    await expect(page.getByText('The Fundamental Theorem of Arithmetic', { exact: true })).toBeVisible();
    // Every type is there, PDF and the upper-case variants included.
    for (const type of [
      'Video',
      'PPT',
      'Activity Video',
      'Simulation Video',
      'Activity Item',
      'Worksheet',
      'Assignment',
      'PDF',
    ])
      await expect(page.getByRole('button', { name: new RegExp(`^Open ${type}:`) }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'learning-lms');
    await page.getByRole('button', { name: 'Open PPT: Real Numbers – class slides' }).click();
    const viewer = page.getByRole('dialog', { name: 'Real Numbers – class slides' });
    await expect(viewer.locator('iframe[title="PDF viewer: Real Numbers – class slides"]')).toHaveAttribute(
      'src',
      /\/api\/v1\/learning\/lms\/files\/\d+$/,
    );
    await expectAccessible(page);
    await viewer.getByRole('button', { name: 'Close' }).click();

    await screen(page, 'SimulationVideo');
    await expect(page.getByRole('heading', { name: 'Simulation videos', level: 2 })).toBeVisible();
    await page.getByLabel('Class', { exact: true }).selectOption('C10');
    await page.getByLabel('Subject', { exact: true }).selectOption('SCI');
    await page.getByRole('list', { name: 'Chapters' }).locator('button[aria-expanded]').first().click();
    const buttons = page.getByRole('list', { name: 'Chapters' }).getByRole('button', { name: /^Open / });
    await expect(buttons.first()).toBeVisible();
    for (const name of await buttons.allTextContents()) expect(name).toMatch(/^Simulation Video: /);
    await expectAccessible(page);
    await screenshots(page, 'learning-simulation');
    await buttons.first().click();
    await expect(page.getByRole('dialog').locator('iframe[src^="https://phet.colorado.edu/"]')).toBeVisible();

    // The chapter manager on the demo curriculum: 14 numbered chapters, the first the default.
    await page.goto('/chapterdetails/DEMO01/CBSE/C10/MATH');
    await expect(chapterNames(page)).toHaveCount(14);
    await expect(chapterItem(page, 'Real Numbers').getByText('Default')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'learning-chapters-demo');
  });
});
