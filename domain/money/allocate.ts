/**
 * Splits an amount of cents into parts proportional to weights that add up to it exactly: each part gets the
 * whole cents of its exact share, and the cents left over go one each to the largest remainders (ties to the
 * earlier part). It is how a shared cost is divided (a group's expenses, its dues by share): the one
 * rounding rule (cents.ts, half up) rounds each amount the site works out; this keeps a whole split whole.
 */
export function allocate(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`allocate needs whole cents: ${totalCents}`);
  if (!weights.length) throw new RangeError('allocate needs at least one part');
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new RangeError(`allocate needs weights of 0 or more: ${weights.join(', ')}`);
  const sum = weights.reduce((a, w) => a + w, 0);
  const shares = sum > 0 ? weights : weights.map(() => 1);
  const total = sum > 0 ? sum : weights.length;
  const sign = totalCents < 0 ? -1 : 1;
  const amount = Math.abs(totalCents);
  const exact = shares.map((w) => (amount * w) / total);
  const parts = exact.map((x) => Math.floor(x + 1e-9));
  let left = amount - parts.reduce((a, p) => a + p, 0);
  const order = exact.map((x, i) => ({ i, rest: x - parts[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts.map((p) => sign * p || 0);
}
