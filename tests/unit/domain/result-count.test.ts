import { describe, expect, it } from 'vitest';
import { resultCountLine, widenedLine } from '../../../domain/search/result-count.js';

describe('resultCountLine', () => {
  it('says nothing when nothing was found', () => {
    expect(resultCountLine(0, 0)).toBeNull();
  });
  it('names one result in words and says when all are shown', () => {
    expect(resultCountLine(1, 1)).toBe('1 result');
    expect(resultCountLine(3, 3)).toBe('Showing all 3 results');
    expect(resultCountLine(1234, 1234)).toBe('Showing all 1,234 results');
  });
  it('counts the shown against the total while more are to load', () => {
    expect(resultCountLine(24, 130)).toBe('Showing 24 of 130 results');
    expect(resultCountLine(1, 2)).toBe('Showing 1 of 2 results');
    expect(resultCountLine(24, 1500)).toBe('Showing 24 of 1,500 results');
  });
});

describe('widenedLine', () => {
  it('says how few were found in the circle asked for and how far the search went instead (issue 34)', () => {
    expect(widenedLine(1, 50, 1600, true)).toBe('Only 1 plane within 50 km: showing 1,600 km');
    expect(widenedLine(3, 50, 100, true)).toBe('Only 3 planes within 50 km: showing 100 km');
    expect(widenedLine(2, 50, 200, false)).toBe('Only 2 results within 50 km: showing 200 km');
    expect(widenedLine(1, 50, 100, false)).toBe('Only 1 result within 50 km: showing 100 km');
    expect(widenedLine(0, 12.5, 2000, false)).toBe('No results within 12.5 km: showing 2,000 km');
  });
});
