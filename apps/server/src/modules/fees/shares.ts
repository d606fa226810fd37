/** Splitting paise over dues exactly: no paisa lost or made. */

/** `amount` poured over `buckets` (what each can take) in order: what each took. */
export function pour(amount: number, buckets: number[]): number[] {
  let left = amount;
  return buckets.map((room) => {
    const take = Math.min(room, left);
    left -= take;
    return take;
  });
}

/**
 * `total` paise split in proportion to `weights`, exactly: each share rounded down, and the paise
 * left over given one each to the largest remainders (first in order on a tie).
 */
export function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    shares[i]! += 1;
  }
  return shares;
}
