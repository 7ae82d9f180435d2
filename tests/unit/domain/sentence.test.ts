import { describe, expect, it } from 'vitest';
import { asSentence } from '../../../domain/text/sentence.js';

describe('asSentence', () => {
  it('ends someone\'s words with one full stop, never two', () => {
    expect(asSentence('Annual inspection under way: back in service next week.')).toBe('Annual inspection under way: back in service next week.');
    expect(asSentence('Left mag rough')).toBe('Left mag rough.');
    expect(asSentence('  Bird strike  ')).toBe('Bird strike.');
    expect(asSentence('Flat tyre?')).toBe('Flat tyre?');
    expect(asSentence('Gear warning!')).toBe('Gear warning!');
  });
});
