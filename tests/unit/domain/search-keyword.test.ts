import { describe, expect, it } from 'vitest';
import { KEYWORD_MESSAGES, KEYWORD_RULES, keywordWords } from '../../../domain/search/search-keyword.js';

describe('keywordWords', () => {
  it('splits on spaces and drops repeats whatever their case', () => {
    expect(keywordWords('  Cessna   172 cessna ')).toEqual({ words: ['Cessna', '172'], error: null });
  });

  it('is empty for a blank or missing keyword', () => {
    expect(keywordWords(undefined)).toEqual({ words: [], error: null });
    expect(keywordWords('   ')).toEqual({ words: [], error: null });
  });

  it('keeps short words when one word has three letters (the trigram index needs one)', () => {
    expect(keywordWords('Icon A5')).toEqual({ words: ['Icon', 'A5'], error: null });
    expect(keywordWords('J3 A5')).toEqual({ words: [], error: KEYWORD_MESSAGES.tooShort });
    expect(keywordWords('%%% a-b-c')).toEqual({ words: [], error: KEYWORD_MESSAGES.tooShort });
    expect(keywordWords('PA-28 181')).toEqual({ words: ['PA-28', '181'], error: null });
  });

  it('limits the length and the number of words', () => {
    expect(keywordWords('x'.repeat(KEYWORD_RULES.maxLength + 1)).error).toBe(KEYWORD_MESSAGES.tooLong);
    expect(keywordWords('one two six ten red big old new air').error).toBe(KEYWORD_MESSAGES.tooManyWords);
  });
});
