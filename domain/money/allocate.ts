/**
 * Splits an amount of cents into integer parts proportional to weights (members' shares, days of dues)
 * that add up to the amount exactly: each part is rounded down, and the cents left over go one each to
 * the parts that lost the most by it (largest remainder; ties to the earlier part). A split never loses or
 * makes a cent, which a part-by-part half-up rounding would ($100 in three is 33.33 three times).
 *
 * Integer weights (basis points, counts) are worked exactly with bigint; other weights in floating point,
 * where only the order of the remainders can suffer, never the total.
 */

const bad = (why: string): never => {
  throw new RangeError(`allocate: ${why}`);
};

export function allocate(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents)) bad(`the total must be whole cents, not ${totalCents}`);
  if (!weights.length) bad('no weights to split among');
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) bad(`the weights must be finite and not negative: ${weights.join(', ')}`);
  if (totalCents < 0) return allocate(-totalCents, weights).map((part) => -part || 0);
  const sum = weights.reduce((a, w) => a + w, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const { floors, remainders } = used.every(Number.isSafeInteger) ? exactParts(totalCents, used) : floatParts(totalCents, used);
  let left = totalCents - floors.reduce((a, p) => a + p, 0);
  const order = remainders.map((r, i) => i).sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
  for (const i of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/** total x w / sum rounded down, and what was cut (as a fraction of sum: bigint numerators compare alike). */
function exactParts(total: number, weights: readonly number[]): { floors: number[]; remainders: Array<bigint> } {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  const products = weights.map((w) => BigInt(total) * BigInt(w));
  return { floors: products.map((p) => Number(p / sum)), remainders: products.map((p) => p % sum) };
}

function floatParts(total: number, weights: readonly number[]): { floors: number[]; remainders: number[] } {
  const sum = weights.reduce((a, w) => a + w, 0);
  const exact = weights.map((w) => (total * w) / sum);
  // Each floor is at most its exact part, so they never add up to more than the total.
  const floors = exact.map((x) => Math.floor(x));
  return { floors, remainders: exact.map((x, i) => x - floors[i]!) };
}
