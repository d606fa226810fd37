import { describe, expect, it } from 'vitest';
import { allotDone, allotPreview, promotedText } from '../components/allotmentWords.ts';

const result = (parts: Partial<Record<'allotted' | 'waitlisted' | 'already' | 'promoted', string[]>>) => ({
  allotted: (parts.allotted ?? []).map((name, id) => ({ id, name })),
  waitlisted: (parts.waitlisted ?? []).map((name, id) => ({ id, name })),
  already: (parts.already ?? []).map((name, id) => ({ id, name })),
  promoted: (parts.promoted ?? []).map((name, id) => ({ id, name })),
  seats: { capacity: 2, allotted: 2, waitlisted: 1 },
  billedOn: null,
});

describe('allotment words', () => {
  it('says before saving how many the free seats take and how many wait', () => {
    expect(allotPreview(3, { capacity: 30, allotted: 28 })).toBe(
      '2 seats free: 2 will be seated, 1 will join the waitlist.',
    );
    expect(allotPreview(1, { capacity: 30, allotted: 18 })).toBe('12 seats free: 1 will be seated.');
    expect(allotPreview(2, { capacity: 30, allotted: 30 })).toBe('No seats free: 2 will join the waitlist.');
    // More seated than seats (seats were cut): none free, never a negative count.
    expect(allotPreview(0, { capacity: 20, allotted: 22 })).toBe('No seats free.');
    expect(allotPreview(0, { capacity: 1200, allotted: 0 })).toBe('1,200 seats free.');
  });

  it('names who was seated, waitlisted and already there, leaving out what is empty', () => {
    expect(allotDone(result({ allotted: ['A', 'B'], waitlisted: ['C'], already: ['D'] }))).toBe(
      'Seated: A, B. Waitlisted: C. Already in the batch: D.',
    );
    expect(allotDone(result({ waitlisted: ['C'] }))).toBe('Waitlisted: C.');
    expect(allotDone({ ...result({ allotted: ['A', 'B'] }), billedOn: 'JEE fees', couponApplied: 2 })).toBe(
      'Seated: A, B. Billed on JEE fees. Coupon applied for 2 students.',
    );
  });

  it('names who moved up into a freed seat', () => {
    expect(promotedText(result({ promoted: ['Meera Rao'] }))).toBe(' Meera Rao took the freed seat.');
    expect(promotedText(result({ promoted: ['A', 'B'] }))).toBe(' A, B took the freed seats.');
    expect(promotedText(result({}))).toBe('');
  });
});
