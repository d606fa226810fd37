import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, signIn, withServer } from '../../../test/withServer.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import ChapterDetailsScreen from '../ChapterDetailsScreen.tsx';

/**
 * The chapter manager as the server's grants decide (GET /api/v1/me/access): a user who may only view
 * ChapterDetails sees every chapter, topic and content item but no control that would change them.
 */

let level: 'view' | 'manage' = 'view';
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  signIn('Staff');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** What the server answers the chapter manager, as the grants say. */
function answer(url: string): Response {
  calls.push(url);
  switch (url) {
    case '/api/v1/me/access':
      return json({ owner: false, menus: { ChapterDetails: level } });
    case '/api/v1/chapter-details/options':
      return json({
        boards: [{ code: 'CBSE', name: 'CBSE' }],
        classes: [{ code: 'C10', name: 'Class 10' }],
        subjects: [{ code: 'MATH', name: 'Mathematics' }],
      });
    case '/api/chapter-details':
      return json({
        chapters: [
          {
            ChapterCode: '7',
            ChapterName: 'Real Numbers',
            ChapterSlNo: 1,
            ChapterDefault: 'Y',
            HasImage: false,
            TopicCount: 1,
          },
          {
            ChapterCode: '8',
            ChapterName: 'Polynomials',
            ChapterSlNo: 2,
            ChapterDefault: 'N',
            HasImage: false,
            TopicCount: 0,
          },
        ],
      });
    case '/api/topic-details':
      return json({
        topics: [{ TopicCode: '21', TopicName: 'Introduction', TopicSLNo: 1, ContentCount: 1 }],
      });
    case '/api/get-content-buttons':
      return json([{ ContentType: 'Video', ContentName: 'Lesson', ContentSLNo: 1 }]);
    case '/api/studycontent':
      return json([
        {
          ContentType: 'Video',
          ContentName: 'Lesson',
          ContentURL: 'https://youtu.be/abc',
          ContentSLNo: 1,
          ContentSource: 'url',
          FileName: null,
        },
      ]);
    default:
      return new Response('not found', { status: 404 });
  }
}

function renderScreen() {
  const router = createMemoryRouter(
    [
      {
        path: '/chapterdetails/:suCode/:boardCode/:classCode/:subjectCode',
        element: <ChapterDetailsScreen />,
      },
    ],
    { initialEntries: ['/chapterdetails/DEMO01/CBSE/C10/MATH'] },
  );
  return withServer(<RouterProvider router={router} />, answer);
}

/** Opens Real Numbers, then its topic Introduction, so that chapters, topics and content all show. */
async function openEverything() {
  const user = userEvent.setup();
  renderScreen();
  const chapters = await screen.findByRole('list', { name: 'Chapters of this subject' });
  await user.click(within(chapters).getByRole('button', { name: /Real Numbers/, expanded: false }));
  await user.click(await screen.findByRole('button', { name: 'Show the content of Introduction' }));
  await screen.findByRole('listitem', { name: 'Content 1: Video' });
}

/** Every control that changes chapters, topics or content, as the manager sees it. */
const writeControls = [
  'Add chapter',
  'Edit chapter Real Numbers',
  'Delete chapter Real Numbers',
  'Move Real Numbers down',
  'Move Polynomials up',
  'Add topic',
  'Edit topic Introduction',
  'Delete topic Introduction',
  'Add content',
  'Edit content Lesson',
  'Delete content Lesson',
];

describe('ChapterDetails access', () => {
  it('shows a view-only user the chapters, topics and content without a control that changes them', async () => {
    level = 'view';
    await openEverything();

    expect(screen.getByText('Polynomials')).toBeTruthy();
    expect((screen.getByLabelText('Name of topic 1') as HTMLInputElement).value).toBe('Introduction');
    expect(screen.getByRole('button', { name: 'Open Video: Lesson' })).toBeTruthy();
    const row = screen.getByRole('listitem', { name: 'Content 1: Video' });
    expect((within(row).getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    expect((within(row).getByLabelText('URL') as HTMLInputElement).value).toBe('https://youtu.be/abc');

    for (const name of writeControls) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByLabelText('New chapter name')).toBeNull();
    expect(screen.queryByLabelText('New topic name')).toBeNull();
    // What is left only chooses, opens and shows.
    const buttons = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    for (const name of buttons)
      expect(name).toMatch(
        /^(Back|Show chapters|.*Real Numbers.*|.*Polynomials.*|Show the content of .*|Open .*)$/,
      );
    expect(
      screen.getByText('Pick an organisation code, board, class and subject to see their chapters.'),
    ).toBeTruthy();
    // Nothing but reads was asked of the server.
    expect(
      calls.every((url) =>
        /^\/api\/(v1\/me\/access|v1\/chapter-details\/options|chapter-details|topic-details|get-content-buttons|studycontent)$/.test(
          url,
        ),
      ),
    ).toBe(true);
  });

  it('keeps every control for a manager', async () => {
    level = 'manage';
    await openEverything();
    for (const name of writeControls) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByLabelText('New chapter name')).toBeTruthy();
    expect(screen.getByLabelText('New topic name')).toBeTruthy();
  });
});
