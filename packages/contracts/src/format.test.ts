import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatCompactMoney,
  formatDayAndMonth,
  formatMonth,
  formatPercent,
} from './format.ts';
import { numberInWords, rupeesInWords } from './format-words.ts';

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

describe('Indian formats in Hindi (decision 096)', () => {
  const at = '2026-12-07T05:33:00Z';
  it('names the month in Hindi and keeps the day, year and clock as English writes them', () => {
    expect(formatDate(at, 'Asia/Kolkata', 'hi')).toBe('7 दिस॰ 2026');
    expect(formatDateTime(at, 'Asia/Kolkata', 'hi')).toBe('7 दिस॰ 2026, 11:03 am');
    expect(formatCalendarDate('2027-01-05', 'hi')).toBe('5 जन॰ 2027');
    expect(formatCalendarDate('2026-10-02', 'hi')).toBe('2 अक्टू॰ 2026');
    expect(formatDayAndMonth('2026-03-15', 'hi')).toBe('15 मार्च');
    expect(formatMonth('2026-12', 'hi', 'long')).toBe('दिसंबर 2026');
    expect(formatMonth('2026-02', 'hi')).toBe('फ़र॰ 2026');
    // The day an instant falls on is the institute's, whatever the language.
    expect(formatDate('2026-11-24T23:00:00Z', 'Asia/Kolkata', 'hi')).toBe('25 नव॰ 2026');
  });
  it('writes every month of both languages', () => {
    const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
    expect(months.map((m) => formatMonth(m, 'en'))).toEqual(
      'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ').map((m) => `${m} 2026`),
    );
    expect(months.map((m) => formatMonth(m, 'hi')).join(', ')).toBe(
      'जन॰ 2026, फ़र॰ 2026, मार्च 2026, अप्रैल 2026, मई 2026, जून 2026, जुल॰ 2026, अग॰ 2026, सित॰ 2026, अक्टू॰ 2026, नव॰ 2026, दिस॰ 2026',
    );
    expect(formatDayAndMonth('2026-12-07')).toBe('7 Dec');
    expect(formatMonth('2026-06', 'en', 'long')).toBe('June 2026');
  });
  it('leaves what is not a date as it came', () => {
    expect(formatCalendarDate('soon', 'hi')).toBe('soon');
    expect(formatMonth('2026', 'hi')).toBe('2026');
  });
  it('writes amounts in lakh and crore, compact for an axis, in both languages', () => {
    expect(formatCompactMoney(15_000_000)).toBe('₹1.5L');
    expect(formatCompactMoney(15_000_000, 'hi')).toBe('₹1.5 लाख');
    expect(formatCompactMoney(2_000_000_000, 'hi')).toBe('₹2 करोड़');
    expect(formatCompactMoney(4_500_000)).toBe('₹45K');
    expect(formatCompactMoney(4_500_000, 'hi')).toBe('₹45 हज़ार');
    expect(formatCompactMoney(95_000)).toBe('₹950');
    expect(formatCompactMoney(-15_000_000)).toBe('-₹1.5L');
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(0.5, 2)).toBe('50.00%');
  });
});

describe('amounts in Hindi words', () => {
  it('says every number below a hundred by its own word', () => {
    expect(numberInWords(21, 'hi')).toBe('इक्कीस');
    expect(numberInWords(56, 'hi')).toBe('छप्पन');
    expect(numberInWords(99, 'hi')).toBe('निन्यानबे');
    expect(numberInWords(0, 'hi')).toBe('शून्य');
  });
  it('groups in crore, lakh, thousand and hundred, with the paise', () => {
    expect(rupeesInWords(12_345_650, 'hi')).toBe('एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र');
    expect(rupeesInWords(4_500_000, 'hi')).toBe('पैंतालीस हज़ार रुपये मात्र');
    expect(rupeesInWords(0, 'hi')).toBe('शून्य रुपये मात्र');
    expect(rupeesInWords(1_234_567_800, 'hi')).toBe('एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये मात्र');
    expect(rupeesInWords(-50_000, 'hi')).toBe('ऋण पाँच सौ रुपये मात्र');
  });
});
