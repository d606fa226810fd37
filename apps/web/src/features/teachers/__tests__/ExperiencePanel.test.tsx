import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { json, signIn, withServer } from '../../../test/withServer.tsx';
import { ExperiencePanel } from '../components/ExperiencePanel.tsx';

/** What the panel posted to /addExperience. */
let added: unknown[] = [];

beforeEach(() => {
  added = [];
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderPanel() {
  return withServer(<ExperiencePanel teacherId={7} />, (url: string, init?: RequestInit) => {
    if (url === '/getExperience') return json({ respCode: '0', experienceData: [], respMsg: '' });
    if (url === '/addExperience') {
      added.push(JSON.parse(String(init?.body)));
      return json(
        {
          code: 'INVALID',
          message: 'Please check the entry.',
          fieldErrors: { 'experienceData.0.Organisation': 'That organisation is not allowed.' },
        },
        400,
      );
    }
    return new Response('not found', { status: 404 });
  });
}

describe('ExperiencePanel', () => {
  it('shows the contract’s messages under the fields and sends nothing', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add experience' }));
    expect(await screen.findByText('Please enter the organisation.')).toBeTruthy();
    expect(screen.getByText('Please enter the designation.')).toBeTruthy();
    expect(added).toEqual([]);
  });

  it('puts a server error about the entry under its field, and the spec’s message below', async () => {
    renderPanel();
    await userEvent.type(await screen.findByLabelText(/^Organisation/), 'Sunrise School');
    await userEvent.type(screen.getByLabelText(/^Designation/), 'Teacher');
    await userEvent.type(screen.getByLabelText(/^From date/), '01/06/2020');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Add experience' }));
    expect(await screen.findByText('That organisation is not allowed.')).toBeTruthy();
    expect(screen.getByLabelText(/^Organisation/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Error occurred while adding experience')).toBeTruthy();
    expect(added).toEqual([
      expect.objectContaining({
        TeacherID: 7,
        experienceData: [expect.objectContaining({ Organisation: 'Sunrise School', FromDate: '2020-06-01' })],
      }),
    ]);
    // Typing a whole entry takes a few seconds on a busy machine.
  });
});
