import { describe, expect, it } from 'vitest';
import { allocate } from '../../../domain/money/allocate.js';

const sum = (parts: number[]) => parts.reduce((a, p) => a + p, 0);

describe('allocate', () => {
  it('splits $100.00 three ways without losing a cent, the extra cent to the first', () => {
    expect(allocate(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
  });

  it('splits in proportion to the weights by largest remainder', () => {
    expect(allocate(10_000, [5000, 2500, 2500])).toEqual([5000, 2500, 2500]);
    expect(allocate(100, [3333, 3333, 3334])).toEqual([33, 33, 34]);
    expect(allocate(10, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    // 7 x 1/6 = 1.1666, 7 x 2/6 = 2.333, 7 x 3/6 = 3.5: the half goes first.
    expect(allocate(7, [1, 2, 3])).toEqual([1, 2, 4]);
  });

  it('gives a zero weight nothing and splits equally when every weight is zero', () => {
    expect(allocate(500, [0, 1])).toEqual([0, 500]);
    expect(allocate(500, [0, 0, 0])).toEqual([167, 167, 166]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
  });

  it('mirrors a negative total (a credit) and takes fractional weights', () => {
    expect(allocate(-10_000, [1, 1, 1])).toEqual([-3334, -3333, -3333]);
    expect(sum(allocate(12_345, [0.1, 0.2, 0.7]))).toBe(12_345);
    expect(allocate(100, [1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33]);
  });

  it('always adds up to the total (random weights)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 500; run += 1) {
      const total = Math.floor(random() * 1_000_000) - 200_000;
      const weights = Array.from({ length: 1 + Math.floor(random() * 6) }, () => (random() < 0.5 ? Math.floor(random() * 10_000) : random() * 3));
      const parts = allocate(total, weights);
      expect(sum(parts)).toBe(total);
      expect(parts.every(Number.isInteger)).toBe(true);
    }
  });

  it('refuses what it cannot split', () => {
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(100, [])).toThrow(RangeError);
    expect(() => allocate(100, [1, -1])).toThrow(RangeError);
    expect(() => allocate(100, [Number.NaN])).toThrow(RangeError);
    expect(() => allocate(100, [Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});
