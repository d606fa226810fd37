/** `%q%` for LIKE/ILIKE, with the pattern characters of q (`\`, `%`, `_`) taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `%98765%` for finding a mobile number however it was typed (+91 98765 43210, 098765…): five digits
 * or more of `q`, leading zeros dropped; undefined when `q` has fewer digits.
 */
export function digitsPattern(q: string): string | undefined {
  const digits = q.replace(/\D/g, '');
  return digits.length >= 5 ? `%${digits.replace(/^0+/, '')}%` : undefined;
}
