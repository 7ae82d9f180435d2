import { describe, expect, it } from 'vitest';
import { sourceText } from '../../../domain/pilot/figure-source.js';

describe('sourceText', () => {
  it('words each source, the FAA one with its file month', () => {
    expect(sourceText('declared')).toBe('declared');
    expect(sourceText('logbook')).toBe('from a logbook');
    expect(sourceText('wingshare')).toBe('flown on Wingshare');
    expect(sourceText('faa', '2026-11')).toBe('FAA-matched (November 2026 file)');
    expect(sourceText('faa')).toBe('FAA-matched');
  });
});
