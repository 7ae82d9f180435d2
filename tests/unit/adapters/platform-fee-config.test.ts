import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../adapters/composition/config.js';

// Issue 37: PLATFORM_FEE_PERCENT, the platform's share of each rental's bill; a wrong value stops the start with a sentence.
const config = (env: Record<string, string> = {}) => readConfig({ ALTCHA_HMAC_KEY: 'k', ALERT_TOKEN_KEY: 'k', DATA_DIR: '/nonexistent', ...env });

describe('PLATFORM_FEE_PERCENT', () => {
  it('is 10 unless set', () => {
    expect(config().platformFeePercent).toBe(10);
    expect(config({ PLATFORM_FEE_PERCENT: '' }).platformFeePercent).toBe(10);
  });

  it.each(['0', '7', '50', ' 12 '])('takes the whole percent %j', (raw) => {
    expect(config({ PLATFORM_FEE_PERCENT: raw }).platformFeePercent).toBe(Number(raw.trim()));
  });

  it.each(['51', '100', '-1', '12.5', '10%', 'ten', '1e1', '007'])('refuses %j at start, saying what it takes', (raw) => {
    expect(() => config({ PLATFORM_FEE_PERCENT: raw })).toThrow(`PLATFORM_FEE_PERCENT must be a whole number from 0 to 50, the platform's percent of each rental's bill (got "${raw}")`);
  });
});
