import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { json, signIn, withServer } from '../../../test/withServer.tsx';
import { ContentPanel } from '../components/ContentPanel.tsx';
import { safeUrl } from '../components/MediaViewer.tsx';
import { moved } from '../components/ReorderButtons.tsx';

const topic = {
  suCode: 'DEMO01',
  boardCode: 'CBSE',
  classCode: 'C10',
  subjectCode: 'MATH',
  chapterCode: '7',
  topicCode: '21',
};
const row = {
  ContentType: 'Video',
  ContentName: 'Lesson',
  ContentURL: 'https://youtu.be/abc',
  ContentSLNo: 1,
  ContentSource: 'url',
  FileName: null,
};

let calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderPanel() {
  return withServer(
    <ContentPanel topic={topic} topicName="Introduction" canManage />,
    (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url === '/api/get-content-buttons')
        return json([{ ContentType: 'Video', ContentName: 'Lesson', ContentSLNo: 1 }]);
      if (url === '/api/studycontent') return json([row]);
      if (url === '/api/update-studycontent')
        return json({ success: true, message: 'Content updated successfully!' });
      return new Response('not found', { status: 404 });
    },
  );
}

describe('ContentPanel', () => {
  it('shows the content buttons and rows that are read-only until the pencil', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Open Video: Lesson' })).toBeTruthy();
    const item = await screen.findByRole('listitem', { name: 'Content 1: Video' });
    const name = within(item).getByLabelText('Name') as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    await user.click(within(item).getByRole('button', { name: 'Edit content Lesson' }));
    expect(name.readOnly).toBe(false);

    const url = within(item).getByLabelText('URL') as HTMLInputElement;
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(item).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter a valid URL.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/update-studycontent')).toBe(false);

    await user.clear(url);
    await user.type(url, 'https://youtu.be/xyz');
    await user.clear(name);
    await user.type(name, 'Lesson 2');
    await user.click(within(item).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Content updated successfully!')).toBeTruthy();
    const update = calls.find((c) => c.url === '/api/update-studycontent');
    expect(update?.body).toMatchObject({
      suCode: 'DEMO01',
      boardCode: 'CBSE',
      topicCode: '21',
      contentSLNo: 1,
      contentType: 'Video',
      contentName: 'Lesson 2',
      contentURL: 'https://youtu.be/xyz',
      updatedBy: 'Admin',
    });
    await waitFor(() => expect(name.readOnly).toBe(true));
  });

  it('asks for every field before adding content', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add content' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill all fields before saving.')).toBeTruthy();
  });
});

describe('helpers', () => {
  it('opens only http(s) addresses, and our own relative ones', () => {
    expect(safeUrl('https://example.org/a')).toBe('https://example.org/a');
    expect(safeUrl('/api/v1/content-files/3')).toBe(`${window.location.origin}/api/v1/content-files/3`);
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
  });

  it('moves an item within a list', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
