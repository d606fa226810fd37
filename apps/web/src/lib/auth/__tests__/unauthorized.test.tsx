import { describe, expect, it } from 'vitest';
import { loggingOut, notifyUnauthorized, setUnauthorizedHandler } from '../unauthorized.ts';

describe('a 401 inside the shell', () => {
  it('ends the session, except for calls that come back after the user chose to log out', () => {
    const ended: string[] = [];
    setUnauthorizedHandler(() => ended.push('first shell'));
    notifyUnauthorized();
    expect(ended).toEqual(['first shell']);

    loggingOut();
    notifyUnauthorized();
    expect(ended).toEqual(['first shell']);

    // Signed in again: the next shell registers its own.
    setUnauthorizedHandler(() => ended.push('next shell'));
    notifyUnauthorized();
    expect(ended).toEqual(['first shell', 'next shell']);
  });
});
