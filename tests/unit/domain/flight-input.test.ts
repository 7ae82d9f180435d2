import { describe, expect, it } from 'vitest';
import { FLIGHT_INPUT_MESSAGES as M, readBillPreview, readCheckIn, readCheckOut, readOwnerReading, type CheckInContext } from '../../../domain/flight/flight-input.js';
import { READING_MESSAGES as R } from '../../../domain/flight/readings.js';

const ctx: CheckInContext = { checkOut: { hobbs: 12_345, tach: 9876 }, timeZone: 'America/New_York', basis: 'hobbs' };
const checkIn = (changes: Record<string, unknown> = {}) => ({
  hobbs: 1236.0, tach: 988.8, landings: 2, route: ['klou', 'KSDF'], fuel: [{ gallons: 12.5, amountCents: 8750 }],
  squawks: [{ text: 'Left brake soft', severity: 'deferred' }], ...changes,
});
const errorsOf = (read: { ok: boolean; errors?: Record<string, string[]> }) => (read.ok ? {} : read.errors);

describe('the check-out as the pilot sends it', () => {
  it('reads hours and gallons with one decimal into integer tenths', () => {
    expect(readCheckOut({ hobbs: 1234.5, tach: '987.6', fuelOnBoard: 38 })).toEqual({ ok: true, value: { hobbs: 12_345, tach: 9876, fuelOnBoard: 380 } });
    expect(readCheckOut({ hobbs: 1234.50, tach: 0, fuelOnBoard: 0 })).toMatchObject({ ok: true, value: { hobbs: 12_345, tach: 0 } });
  });

  it('names each field that is not a number, negative or with more than one decimal', () => {
    expect(errorsOf(readCheckOut({ hobbs: 'abc', tach: -1, fuelOnBoard: 12.25 }))).toEqual({
      hobbs: [R.notNumber('The Hobbs reading', '1234.5')],
      tach: [R.negative('The tach reading')],
      fuelOnBoard: [R.decimals('Fuel on board')],
    });
    expect(errorsOf(readCheckOut({ hobbs: null, tach: Number.NaN, fuelOnBoard: '1e3' }))).toMatchObject({
      hobbs: [R.notNumber('The Hobbs reading', '1234.5')], tach: [R.notNumber('The tach reading', '987.6')], fuelOnBoard: [expect.any(String)],
    });
    expect(errorsOf(readCheckOut({ hobbs: 100_000, tach: 1, fuelOnBoard: 1 }))).toEqual({ hobbs: [R.tooLarge('The Hobbs reading', '99999.9')] });
    expect(errorsOf(readCheckOut([]))).toEqual({ flight: [M.notAnObject] });
  });
});

describe('the check-in as the pilot sends it', () => {
  it('reads the readings, landings, route, fuel and squawks', () => {
    const read = readCheckIn(checkIn({ blockOff: '2027-03-10T09:05', blockOn: '2027-03-10T10:50-05:00', note: ' ok ' }), ctx);
    expect(read).toEqual({
      ok: true,
      value: {
        hobbs: 12_360, tach: 9888, landings: 2, route: ['KLOU', 'KSDF'], fuel: [{ gallons: 125, amountCents: 8750 }],
        squawks: [{ text: 'Left brake soft', severity: 'deferred' }], note: 'ok',
        blockOff: new Date('2027-03-10T14:05:00Z'), blockOn: new Date('2027-03-10T15:50:00Z'),
      },
    });
  });

  it('refuses a reading below the check-out, naming both numbers', () => {
    expect(errorsOf(readCheckIn(checkIn({ hobbs: 1234.4 }), ctx))).toEqual({ hobbs: [M.belowCheckOut('Hobbs', 12_344, 12_345)] });
    expect(M.belowCheckOut('Hobbs', 12_344, 12_345)).toBe('The Hobbs reading at check-in (1234.4) cannot be below its reading at check-out (1234.5).');
  });

  it('needs a note for more than 24 hours of meter time', () => {
    expect(errorsOf(readCheckIn(checkIn({ hobbs: 1258.6 }), ctx))).toEqual({ note: [M.longFlightNote] });
    expect(readCheckIn(checkIn({ hobbs: 1258.5 }), ctx).ok).toBe(true); // exactly 24.0 hours
    expect(readCheckIn(checkIn({ hobbs: 1258.6, note: 'Ferry flight to the paint shop' }), ctx).ok).toBe(true);
    expect(errorsOf(readCheckIn(checkIn({ tach: 1011.7 }), ctx))).toEqual({ note: [M.longFlightNote] });
  });

  it('takes landings as a whole number of 0 or more', () => {
    expect(errorsOf(readCheckIn(checkIn({ landings: 1.5 }), ctx))).toEqual({ landings: [R.notWhole('Landings')] });
    expect(errorsOf(readCheckIn(checkIn({ landings: -1 }), ctx))).toEqual({ landings: [R.notWhole('Landings')] });
    expect(errorsOf(readCheckIn(checkIn({ landings: undefined }), ctx))).toEqual({ landings: [R.notWhole('Landings')] });
    expect(readCheckIn(checkIn({ landings: 0 }), ctx).ok).toBe(true);
  });

  it('takes the route as airport codes, naming the one that is not', () => {
    expect(errorsOf(readCheckIn(checkIn({ route: ['KLOU', 'K S', 42] }), ctx))).toEqual({ 'route[1]': [M.routeCode], 'route[2]': [M.routeCode] });
    expect(errorsOf(readCheckIn(checkIn({ route: 'KLOU KSDF' }), ctx))).toEqual({ route: [M.routeNotList] });
    expect(readCheckIn(checkIn({ route: ['3m5'] }), ctx)).toMatchObject({ ok: true, value: { route: ['3M5'] } });
  });

  it('names the fuel purchase and the squawk that are wrong', () => {
    expect(errorsOf(readCheckIn(checkIn({ fuel: [{ gallons: 10, amountCents: 6000 }, { gallons: 1.25, amountCents: 12.5 }] }), ctx))).toEqual({
      'fuel[1].gallons': [R.decimals('Gallons')], 'fuel[1].amountCents': [R.notCents('The amount paid')],
    });
    expect(errorsOf(readCheckIn(checkIn({ squawks: [{ text: 'ok', severity: 'info' }, { text: '', severity: 'urgent' }] }), ctx))).toEqual({
      'squawks[1].text': [M.squawkText], 'squawks[1].severity': [M.squawkSeverity],
    });
  });

  it('checks the block times, and needs them when the listing bills block time', () => {
    expect(errorsOf(readCheckIn(checkIn({ blockOff: '2027-03-10T10:00', blockOn: '2027-03-10T09:00' }), ctx))).toEqual({ blockOn: [M.blockOrder] });
    expect(errorsOf(readCheckIn(checkIn({ blockOff: 'soon' }), ctx))).toEqual({ blockOff: [M.blockTime] });
    expect(errorsOf(readCheckIn(checkIn(), { ...ctx, basis: 'block' }))).toEqual({ blockOff: [M.blockNeeded], blockOn: [M.blockNeeded] });
  });

  it('reads what the bill preview needs, with the same rules', () => {
    expect(readBillPreview({ hobbs: 1236, tach: 988.8 }, ctx)).toEqual({ ok: true, value: { hobbs: 12_360, tach: 9888, blockOff: null, blockOn: null, fuel: [] } });
    expect(errorsOf(readBillPreview({ hobbs: 1, tach: 988.8, fuel: [{ gallons: 'x', amountCents: 1 }] }, ctx))).toEqual({
      hobbs: [M.belowCheckOut('Hobbs', 10, 12_345)], 'fuel[0].gallons': [R.notNumber('Gallons', '12.5')],
    });
  });
});

describe("the owner's recorded meters", () => {
  it('reads both meters as tenths, and names each wrong one', () => {
    expect(readOwnerReading({ hobbs: 1234.5, tach: 987.6 })).toEqual({ ok: true, value: { hobbs: 12_345, tach: 9876 } });
    const wrong = errorsOf(readOwnerReading({ hobbs: 1234.55, tach: -1 }));
    expect(Object.keys(wrong ?? {}).sort()).toEqual(['hobbs', 'tach']);
    expect(errorsOf(readOwnerReading('1234.5'))).toEqual({ readings: [M.notAnObject] });
  });
});
