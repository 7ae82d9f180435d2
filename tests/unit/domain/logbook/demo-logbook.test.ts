import { describe, expect, it } from 'vitest';
import { demoLogbook } from '../../../../adapters/demo/seed-demo-logbook.js';
import { currencyOf } from '../../../../domain/pilot/logbook/currency.js';
import { duplicateKey } from '../../../../domain/pilot/logbook/logbook-flight.js';

describe('the demo logbooks (issue 40)', () => {
  for (const today of ['2026-12-03', '2027-02-28', '2028-07-15']) {
    it(`show Maria current for everything and Priya in her instrument grace, whatever the first start's day (${today})`, () => {
      const maria = demoLogbook('maria', today);
      expect(maria.length).toBeGreaterThan(30);
      expect(new Set(maria.map(duplicateKey)).size).toBe(maria.length);
      const m = currencyOf(maria, null, today);
      expect([m.flightReview.current, m.passengers.current, m.nightPassengers.current, m.instrument.status]).toEqual([true, true, true, 'current']);
      const p = currencyOf(demoLogbook('priya', today), null, today);
      expect([m.flightReview.current, p.passengers.current, p.nightPassengers.current, p.instrument.status]).toEqual([true, true, false, 'grace']);
      expect(demoLogbook('sam', today)).toEqual([]);
    });
  }
});
