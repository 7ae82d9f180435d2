import { describe, expect, it } from 'vitest';
import type { LogbookFlight } from '../../../../domain/pilot/logbook/logbook-flight.js';
import { logbookTotals } from '../../../../domain/pilot/logbook/logbook-hours.js';

const f = (over: Partial<LogbookFlight>): LogbookFlight => ({
  date: '2026-11-01', tail: 'N1', makeModel: '', from: '', to: '', route: '', total: 0, pic: 0, night: 0, actualInstrument: 0, simulatedInstrument: 0,
  dualReceived: 0, approaches: 0, holds: 0, dayTakeoffs: 0, dayLandings: 0, nightTakeoffs: 0, nightLandings: 0, classes: [], multiEngine: null,
  flightReview: false, ipc: false, remarks: '', ...over,
});

describe('logbookTotals', () => {
  it('adds the total, night, instrument (actual and simulated), classes where known, make and model and the last 90 days', () => {
    const totals = logbookTotals([
      f({ date: '2026-11-20', total: 1.2, night: 0.4, actualInstrument: 0.3, simulatedInstrument: 0.2, makeModel: 'Cessna 172S' }),
      f({ date: '2026-09-04', total: 1.5, makeModel: 'cessna 172-S', multiEngine: false }),
      f({ date: '2026-09-03', total: 2.1, makeModel: 'Beech Baron', multiEngine: true, classes: ['complex', 'retractable', 'multiEngine'], flightReview: true }),
      f({ date: '2025-01-01', total: 0.7 }),
    ], '2026-12-03');
    expect(totals).toEqual({
      totalHours: 5.5,
      classHours: { night: 0.4, instrument: 0.5, last90Days: 2.7, complex: 2.1, retractable: 2.1, multiEngine: 2.1 },
      makeModelHours: [{ makeModel: 'Cessna 172S', hours: 2.7 }, { makeModel: 'Beech Baron', hours: 2.1 }],
      flights: 4,
      lastFlight: '2026-11-20',
      lastFlightReview: '2026-09-03',
    });
  });

  it('never drifts: ten thousand flights of 1.1 hours are 11,000 hours', () => {
    const totals = logbookTotals(Array.from({ length: 10_000 }, () => f({ total: 1.1 })), '2026-12-03');
    expect(totals.totalHours).toBe(11_000);
  });

  it('is empty for an empty log', () => {
    expect(logbookTotals([], '2026-12-03')).toEqual({ totalHours: 0, classHours: {}, makeModelHours: [], flights: 0, lastFlight: null, lastFlightReview: null });
  });
});
