import { describe, expect, it } from 'vitest';
import { dayIn, startOfDay, timeIn, wallClock } from './zoned-time.ts';

/** The wall clock as Intl writes it for the instant itself: what the remembered offsets must agree with. */
function intlWallClock(at: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const w: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') w[part.type] = Number(part.value);
  return w;
}

// Summer time an hour (New York, London), half an hour (Lord Howe), none (Kolkata), a quarter-hour
// offset (Kathmandu), and a zone that crossed the date line (Apia, 2011).
const ZONES = [
  'Asia/Kolkata',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Apia',
  'UTC',
];
const at = (iso: string) => Date.parse(iso);

describe('zoned time', () => {
  it('agrees with Intl on every second around each summer-time change, asked in any order', () => {
    const changes = [
      ['America/New_York', '2026-03-08T07:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Europe/London', '2026-03-29T01:00:00Z'],
      ['Europe/London', '2026-10-25T01:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Pacific/Apia', '2011-12-30T10:00:00Z'],
    ] as const;
    for (const [zone, change] of changes) {
      // From two minutes before to two after, then the same seconds again backwards: the second pass
      // reads what the first remembered.
      const seconds = Array.from({ length: 241 }, (_, i) => at(change) + (i - 120) * 1000 + 250);
      for (const instant of [...seconds, ...seconds.reverse()])
        expect(wallClock(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toEqual(
          intlWallClock(instant, zone),
        );
    }
  });

  it('agrees with Intl at instants spread over two centuries in each zone', () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const instant = Math.floor(at('1950-01-01T00:00:00Z') + next() * 150 * 365.25 * 86_400_000);
      for (const zone of ZONES) expect(wallClock(instant, zone)).toEqual(intlWallClock(instant, zone));
    }
  });

  it('names the day and time, and finds the start of a day, across a change', () => {
    expect(dayIn(at('2026-11-29T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-29');
    expect(dayIn(at('2026-11-29T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-30');
    expect(timeIn(at('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('03:00');
    expect(timeIn(at('2026-03-08T06:59:59Z'), 'America/New_York')).toBe('01:59');
    expect(startOfDay('2026-11-30', 'Asia/Kolkata').toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York', 1).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // Apia skipped 30 December 2011: the 31st began when the 29th ended.
    expect(startOfDay('2011-12-31', 'Pacific/Apia').toISOString()).toBe('2011-12-30T10:00:00.000Z');
  });

  it('refuses an instant that is no time, as Intl does', () => {
    expect(() => wallClock(Number.NaN, 'Asia/Kolkata')).toThrow(RangeError);
    expect(() => dayIn(new Date('not a day'), 'Asia/Kolkata')).toThrow(RangeError);
  });
});
