import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise, splitEqually, typedRupees } from '../money.ts';

describe('rupees typed by staff', () => {
  it('become exact paise, read as text', () => {
    expect(rupeesToPaise('1500')).toBe(150_000);
    expect(rupeesToPaise('1500.5')).toBe(150_050);
    expect(rupeesToPaise('1500.05')).toBe(150_005);
    expect(rupeesToPaise('.5')).toBe(50);
    expect(rupeesToPaise('0')).toBe(0);
    expect(rupeesToPaise('₹1,23,456.78')).toBe(12_345_678);
    // Where a float goes wrong: 1.1 * 100 and 4.35 * 100 are not whole, 0.29 * 100 is 28.999….
    expect(rupeesToPaise('1.10')).toBe(110);
    expect(rupeesToPaise('4.35')).toBe(435);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(rupeesToPaise('99999999999.99')).toBe(9_999_999_999_999);
  });

  it('are refused when they are not an amount with at most two decimals', () => {
    for (const text of ['', ' ', '.', '1.234', '-5', '12a', '1e3', '1.2.3', '100000000000'])
      expect(rupeesToPaise(text), text).toBeNull();
  });

  it('keep their text while typed, refusing a keystroke that makes them something else', () => {
    expect(typedRupees('15')).toBe('15');
    expect(typedRupees('15.')).toBe('15.');
    expect(typedRupees('1,500.5')).toBe('1500.5');
    expect(typedRupees('')).toBe('');
    expect(typedRupees('15.555')).toBeNull();
    expect(typedRupees('15x')).toBeNull();
  });

  it('come back from paise for editing, and read back to the same paise', () => {
    expect(paiseToRupees(150_000)).toBe('1500');
    expect(paiseToRupees(150_050)).toBe('1500.50');
    expect(paiseToRupees(5)).toBe('0.05');
    for (const paise of [0, 1, 99, 100, 110, 435, 1_533_333, 9_999_999_999_999])
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });
});

describe('splitting a total equally', () => {
  it('puts the paise that do not divide on the last instalment', () => {
    expect(splitEqually(4_600_000, 3)).toEqual([1_533_333, 1_533_333, 1_533_334]);
    expect(splitEqually(100, 3)).toEqual([33, 33, 34]);
    expect(splitEqually(90_000, 2)).toEqual([45_000, 45_000]);
    expect(splitEqually(7, 1)).toEqual([7]);
    expect(splitEqually(2, 3)).toEqual([0, 0, 2]);
    expect(splitEqually(500, 0)).toEqual([]);
  });

  it('always adds up to the total', () => {
    for (const [total, count] of [
      [1, 24],
      [12_345_678, 7],
      [99_999, 11],
    ] as const)
      expect(splitEqually(total, count).reduce((a, b) => a + b, 0)).toBe(total);
  });
});
