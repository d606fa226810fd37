import type { FormatLanguage } from './format.ts';

/**
 * Amounts in words for receipts and payslips, in English or Hindi (decision 096), grouped the Indian
 * way: crore, lakh, thousand, hundred.
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** Hindi's numbers below a hundred, each its own word (इक्कीस, not 'बीस एक'). */
const HINDI_BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरेपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानबे',
  'बानबे',
  'तिरानबे',
  'चौरानबे',
  'पंचानबे',
  'छियानबे',
  'सत्तानबे',
  'अट्ठानबे',
  'निन्यानबे',
];

function belowHundred(n: number, language: FormatLanguage): string {
  if (language === 'hi') return HINDI_BELOW_HUNDRED[n]!;
  if (n < 20) return ONES[n]!;
  return n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[n / 10]!;
}

const GROUPS: Record<FormatLanguage, [number, string][]> = {
  en: [
    [10_000_000, 'Crore'],
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ],
  hi: [
    [10_000_000, 'करोड़'],
    [100_000, 'लाख'],
    [1_000, 'हज़ार'],
    [100, 'सौ'],
  ],
};

/** A whole number in words, grouped the Indian way: crore, lakh, thousand, hundred. */
export function numberInWords(n: number, language: FormatLanguage = 'en'): string {
  if (n < 100) return belowHundred(n, language);
  const parts: string[] = [];
  let left = n;
  for (const [size, name] of GROUPS[language]) {
    const count = Math.floor(left / size);
    // Past 99 crore the crores themselves are counted in words ("One Hundred Twenty Crore").
    if (count) parts.push(`${numberInWords(count, language)} ${name}`);
    left %= size;
  }
  if (left) parts.push(belowHundred(left, language));
  return parts.join(' ');
}

/**
 * `Rupees Forty-Five Thousand and Fifty Paise Only` (`पैंतालीस हज़ार रुपये और पचास पैसे मात्र`), from
 * integer paise (receipts, cheques, payslips).
 */
export function rupeesInWords(paise: number, language: FormatLanguage = 'en'): string {
  const rupees = Math.floor(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  if (language === 'hi') {
    const sign = paise < 0 ? 'ऋण ' : '';
    const paiseWords = rest ? ` और ${belowHundred(rest, language)} पैसे` : '';
    return `${sign}${numberInWords(rupees, language)} रुपये${paiseWords} मात्र`;
  }
  const sign = paise < 0 ? 'Minus ' : '';
  return `${sign}Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest, language)} Paise` : ''} Only`;
}
