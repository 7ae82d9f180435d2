import { describe, expect, it } from 'vitest';
import { resultCountLine } from '../../../domain/search/result-count.js';

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
