import { describe, expect, it } from 'vitest';
import { unusualRateQuestion } from '../../../domain/share/rate-plausibility.js';

describe('an unusual hourly rate is asked about, not refused', () => {
  it('asks about a flying club at $1,250 an hour', () => {
    expect(unusualRateQuestion('FLIGHT_CLUB', '1,250')).toBe(
      'Is $1,250 an hour right? Flying clubs usually charge $30 to $400 an hour, and pilots will see $1,250 / hour on your listing.',
    );
  });

  it('lets usual rates, and no rate, through', () => {
    expect(unusualRateQuestion('FLIGHT_CLUB', '$145')).toBeNull();
    expect(unusualRateQuestion('FBO_RENTAL', 950)).toBeNull();
    expect(unusualRateQuestion('PRIVATE_OWNER_RENTAL', '')).toBeNull();
    expect(unusualRateQuestion('PRIVATE_OWNER_RENTAL', 'a lot')).toBeNull(); // a refused rate has its own message
  });

  it('asks per share type: what a flight school may charge is too much for a club', () => {
    expect(unusualRateQuestion('FBO_RENTAL', 650)).toBeNull();
    expect(unusualRateQuestion('FLIGHT_CLUB', 650)).toMatch(/^Is \$650 an hour right\?/);
    expect(unusualRateQuestion('PRIVATE_OWNER_RENTAL', 1500)).toMatch(/Private owners usually rent for \$40 to \$800 an hour/);
  });

  it('asks about a rate too low to be hourly', () => {
    expect(unusualRateQuestion('PRIVATE_OWNER_RENTAL', '15')).toMatch(/^Is \$15 an hour right\?/);
  });
});
