import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  rupeesInWords,
} from './format.ts';

describe('Indian formats', () => {
  const at = '2026-11-24T05:33:00Z';
  it('writes a class’s time on the 24-hour clock, as the timetable does (issue 65)', () => {
    expect(formatClock('2026-11-26T10:30:00Z')).toBe('16:00');
    expect(formatClock('2026-11-26T10:30:00Z', 'Europe/London')).toBe('10:30');
  });

  it('writes dates as 24 Nov 2026 and times as 11:03 am, in the institute’s zone', () => {
    expect(formatDate(at)).toBe('24 Nov 2026');
    expect(formatDateTime(at)).toBe('24 Nov 2026, 11:03 am');
    expect(formatDateTime('2026-11-24T14:05:00Z')).toBe('24 Nov 2026, 7:35 pm');
    // 11:00 pm in London is already the next day in India.
    expect(formatDate('2026-11-24T23:00:00Z')).toBe('25 Nov 2026');
    expect(formatDate('2026-11-24T23:00:00Z', 'Europe/London')).toBe('24 Nov 2026');
  });
  it('writes a stored calendar day without moving it', () => {
    expect(formatCalendarDate('2027-01-05')).toBe('5 Jan 2027');
  });
  it('writes money from paise in rupees with Indian grouping, and counts likewise', () => {
    expect(formatMoney(12_345_600)).toBe('₹1,23,456.00');
    expect(formatMoney(5)).toBe('₹0.05');
    expect(formatMoney(-50_000)).toBe('-₹500.00');
    expect(formatCount(12_345_678)).toBe('1,23,45,678');
  });
});

describe('rupeesInWords', () => {
  it('says amounts the Indian way, in lakh and crore, with the paise', () => {
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(4_500_000)).toBe('Rupees Forty-Five Thousand Only');
    expect(rupeesInWords(1_234_567_850)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only',
    );
    expect(rupeesInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(rupeesInWords(11_911)).toBe('Rupees One Hundred Nineteen and Eleven Paise Only');
    expect(rupeesInWords(120 * 10_000_000 * 100)).toBe('Rupees One Hundred Twenty Crore Only');
  });
});
