import { describe, expect, it } from 'vitest';
import { scriptRuns } from './scripts.ts';

describe('scriptRuns', () => {
  it('splits mixed text where the script changes, spaces staying with the run before them', () => {
    expect(scriptRuns('Guardian: श्रीमती क्षमा त्रिपाठी (mother) ₹1,200')).toEqual([
      { script: 'latin', text: 'Guardian: ' },
      { script: 'devanagari', text: 'श्रीमती क्षमा त्रिपाठी ' },
      { script: 'latin', text: '(mother) ₹1,200' },
    ]);
  });

  it('keeps a conjunct written with a joiner, and the danda, in the Devanagari run', () => {
    expect(scriptRuns('क्‍ष।')).toEqual([{ script: 'devanagari', text: 'क्‍ष।' }]);
  });

  it('gives leading spaces to the first run and text of one script one run', () => {
    expect(scriptRuns('  राम')).toEqual([{ script: 'devanagari', text: '  राम' }]);
    expect(scriptRuns('Fee ₹500.00')).toEqual([{ script: 'latin', text: 'Fee ₹500.00' }]);
    expect(scriptRuns('   ')).toEqual([{ script: 'latin', text: '   ' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
