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

/** A JSON call from the signed-in page itself (its session cookie, same origin). */
async function call<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as never };
    },
    { method, path, body },
  );
}

async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await call<T>(page, method, path, body);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
  return reply.body;
}

const chaptersList = (page: Page) => page.getByRole('list', { name: 'Chapters of this subject' });
const toggleOf = (page: Page, name: string) =>
  chaptersList(page).getByRole('button', { name: new RegExp(name), expanded: false });

/** Every control that changes the learning screens, by the accessible names managers see. */
const writeControls = [
  /^Add (board|class|subject|chapter|topic|content)$/,
  /^Edit (board|class|subject|chapter|topic|content) /,
  /^Delete (board|class|subject|chapter|topic|content) /,
  /^Move .* (up|down)$/,
];

async function expectNoWriteControls(page: Page) {
  for (const name of writeControls) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByLabel(/^New (chapter|topic) name$/)).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add study content' })).toHaveCount(0);
}

test.describe('learning screens by access level', () => {
  test('a view-only user sees boards, chapters, topics and content but no control that changes them; the owner keeps them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewOwner(page, 'learning-access');
    const suCode = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('user')!) as { SUCode: string }).SUCode,
    );

    // ---- the owner files a board, class and subject, a chapter with a topic, and content ----
    await ok(page, 'POST', '/api/v1/boards', { code: 'CBSE', name: 'Central Board of Secondary Education' });
    await ok(page, 'POST', '/api/v1/classes', { code: 'C10', name: 'Class 10' });
    await ok(page, 'POST', '/api/v1/subjects', { code: 'MATH', name: 'Mathematics' });
    const subject = { suCode, boardCode: 'CBSE', classCode: 'C10', subjectCode: 'MATH' };
    for (const chapterName of ['Real Numbers', 'Polynomials'])
      await ok(page, 'POST', '/api/add-chapter', { ...subject, chapterName });
    const { chapters } = await ok<{ chapters: { ChapterCode: string; ChapterName: string }[] }>(
      page,
      'POST',
      '/api/chapter-details',
      { ...subject, chapterCode: '' },
    );
    const chapter = {
      ...subject,
      chapterCode: chapters.find((c) => c.ChapterName === 'Real Numbers')!.ChapterCode,
    };
    await ok(page, 'POST', '/api/add-topic', { ...chapter, topicName: 'Introduction' });
    const { topics } = await ok<{ topics: { TopicCode: string }[] }>(
      page,
      'POST',
      '/api/topic-details',
      chapter,
    );
    const topic = { ...chapter, topicCode: topics[0]!.TopicCode };
    await ok(page, 'POST', '/api/insert-content', {
      ...topic,
      contentType: 'Video',
      contentName: 'Lesson video',
      contentUrl: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
    });
    await ok(page, 'POST', '/api/insert-content', {
      ...topic,
      contentType: 'Assignment',
      contentName: 'Homework 1',
      contentUrl: 'https://example.org/homework',
    });

    // ---- a role that may only view the four learning screens, and a staff user who holds it ----
    const role = await ok<{ id: number }>(page, 'POST', '/api/v1/roles', {
      name: 'Curriculum reader',
      grants: ['Board', 'Class', 'Subject', 'ChapterDetails'].map((menu) => ({ menu, level: 'view' })),
    });
    const staffEmail = uniqueEmail('curriculum-reader');
    await ok(page, 'POST', '/api/v1/users', {
      userName: 'Meena Iyer',
      email: staffEmail,
      mobile: '9123456781',
      roleIds: [role.id],
    });

    const staff = await freshPage(browser);
    await staff.goto((await invitationLink(staffEmail)).replace(/^https?:\/\/[^/]+/, ''));
    await staff.getByLabel('New password', { exact: true }).fill('curriculum reader secret');
    await staff.getByLabel('Confirm password', { exact: true }).fill('curriculum reader secret');
    await staff.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(staff).toHaveURL(/\/adminhome$/);
    const access = await call<{ menus: Record<string, string> }>(staff, 'GET', '/api/v1/me/access');
    expect(access.body.menus).toEqual({
      Board: 'view',
      Class: 'view',
      Subject: 'view',
      ChapterDetails: 'view',
    });

    // ---- view-only: the Board screen lists the board without add, edit or delete ----
    await staff.goto('/adminhome?form=Board');
    const boards = staff.getByRole('table', { name: 'Boards' });
    await expect(boards.getByRole('row', { name: /CBSE/ })).toContainText(
      'Central Board of Secondary Education',
    );
    await expect(boards.getByRole('columnheader')).toHaveCount(3);
    await expectNoWriteControls(staff);
    await expectAccessible(staff);
    await screenshots(staff, 'learning-view-only-boards');
    for (const form of ['Class', 'Subject']) {
      await staff.goto(`/adminhome?form=${form}`);
      await expect(
        staff.getByRole('heading', { level: 2, name: form === 'Class' ? 'Classes' : 'Subjects' }),
      ).toBeVisible();
      await expect(staff.getByText(form === 'Class' ? 'Class 10' : 'Mathematics')).toBeVisible();
      await expectNoWriteControls(staff);
    }

    // ---- view-only: the chapter manager shows chapters, topics and content, and nothing to change them ----
    await staff.goto(`/chapterdetails/${suCode}/CBSE/C10/MATH`);
    await expect(chaptersList(staff).getByText('Polynomials')).toBeVisible();
    await expect(
      staff.getByText('Pick an organisation code, board, class and subject to see their chapters.'),
    ).toBeVisible();
    await expectNoWriteControls(staff);
    await toggleOf(staff, 'Real Numbers').click();
    await expect(staff.getByLabel('Name of topic 1')).toHaveValue('Introduction');
    await staff.getByRole('button', { name: 'Show the content of Introduction' }).click();
    const rows = staff.getByRole('list', { name: 'Study content' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByLabel('Name')).toHaveValue('Lesson video');
    await expect(rows.nth(0).getByLabel('Name')).toHaveAttribute('readonly', '');
    await expect(staff.getByRole('button', { name: 'Open Assignment: Homework 1' })).toBeVisible();
    await expectNoWriteControls(staff);
    await expectAccessible(staff);
    await screenshots(staff, 'learning-view-only-chapters');

    // Viewing still works: the video opens in the viewer.
    await staff.getByRole('button', { name: 'Open Video: Lesson video' }).click();
    await expect(staff.getByRole('dialog', { name: 'Lesson video' }).locator('iframe')).toBeVisible();
    await staff.getByRole('dialog', { name: 'Lesson video' }).getByRole('button', { name: 'Close' }).click();

    // The server agrees: what the screen no longer offers, it refuses.
    expect(
      (await call(staff, 'POST', '/api/add-chapter', { ...subject, chapterName: 'Sneaked in' })).status,
    ).toBe(403);
    expect(
      (await call(staff, 'POST', '/api/v1/topics/reorder', { ...chapter, topicCodes: [topic.topicCode] }))
        .status,
    ).toBe(403);
    await staff.context().close();

    // ---- the owner (manage) keeps every control on the same screens ----
    await page.goto('/adminhome?form=Board');
    await expect(page.getByRole('button', { name: 'Add board' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit board CBSE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete board CBSE' })).toBeVisible();
    await page.goto(`/chapterdetails/${suCode}/CBSE/C10/MATH`);
    await expect(page.getByRole('button', { name: 'Add chapter' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit chapter Real Numbers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete chapter Polynomials' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move Polynomials up' })).toBeEnabled();
    await toggleOf(page, 'Real Numbers').click();
    await expect(page.getByRole('button', { name: 'Add topic' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit topic Introduction' })).toBeVisible();
    await page.getByRole('button', { name: 'Show the content of Introduction' }).click();
    await expect(page.getByRole('button', { name: 'Add content' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit content Lesson video' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete content Homework 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move Homework 1 up' })).toBeEnabled();
    await screenshots(page, 'learning-manager-chapters');
  });
});
