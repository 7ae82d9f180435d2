import { describe, expect, it } from 'vitest';
import { READING_MESSAGES as R } from '../../../domain/flight/readings.js';
import {
  HUNDRED_HOUR_WHY, MAINTENANCE_MESSAGES as M, hundredHourRule, readAnswerInput, readItemInput, readSignOffInput, readSquawkInput,
} from '../../../domain/maintenance/maintenance-input.js';

const today = '2027-03-10';
const errorsOf = (read: { ok: boolean; errors?: Record<string, string[]> }) => (read.ok ? {} : read.errors);

describe('an item as the owner adds it', () => {
  it("takes the kind's label and intervals when he gives none", () => {
    expect(readItemInput({ kind: 'annual' }, today)).toEqual({
      ok: true, value: { kind: 'annual', title: 'Annual inspection', intervalMonths: 12, intervalHours: null, lastDoneOn: null, lastDoneHours: null },
    });
    expect(readItemInput({ kind: 'oil', title: '  ' }, today)).toEqual({
      ok: true, value: { kind: 'oil', title: 'Oil change', intervalMonths: 4, intervalHours: 500, lastDoneOn: null, lastDoneHours: null },
    });
    // Sent empty, an interval is none: the owner drops the oil change's months and keeps its hours.
    expect(readItemInput({ kind: 'oil', intervalMonths: null, intervalHours: '50' }, today)).toMatchObject({ ok: true, value: { intervalMonths: null, intervalHours: 500 } });
    expect(readItemInput({ kind: 'oil', intervalMonths: '', intervalHours: null }, today)).toEqual({ ok: false, errors: { intervalMonths: [M.intervalNeeded] } });
    expect(readItemInput({ kind: 'hundred_hour' }, today)).toMatchObject({ ok: true, value: { intervalMonths: null, intervalHours: 1000 } });
  });

  it('reads his intervals, title and last time done', () => {
    expect(readItemInput({
      kind: 'ad', title: ' AD 2011-10-09 (fuel selector) ', intervalMonths: '12', intervalHours: 50.5, lastDoneOn: '2027-03-10', lastDoneHours: '1234.5',
    }, today)).toEqual({
      ok: true,
      value: { kind: 'ad', title: 'AD 2011-10-09 (fuel selector)', intervalMonths: 12, intervalHours: 505, lastDoneOn: '2027-03-10', lastDoneHours: 12_345 },
    });
    expect(readItemInput({ kind: 'custom', title: 'Propeller overhaul', intervalHours: '2000' }, today)).toMatchObject({
      ok: true, value: { intervalMonths: null, intervalHours: 20_000 },
    });
  });

  it('refuses an unknown kind, and a body that is no object', () => {
    expect(errorsOf(readItemInput({ kind: 'paint' }, today))).toEqual({ kind: [M.kind] });
    expect(errorsOf(readItemInput({}, today))).toEqual({ kind: [M.kind] });
    expect(errorsOf(readItemInput([], today))).toEqual({ item: [M.notAnObject] });
    expect(errorsOf(readItemInput('annual', today))).toEqual({ item: [M.notAnObject] });
    expect(errorsOf(readItemInput(null, today))).toEqual({ item: [M.notAnObject] });
  });

  it('needs a title and an interval for an AD or an own item', () => {
    expect(errorsOf(readItemInput({ kind: 'ad' }, today))).toEqual({ title: [M.titleNeeded], intervalMonths: [M.intervalNeeded] });
    expect(errorsOf(readItemInput({ kind: 'custom', title: 'Wheel bearings' }, today))).toEqual({ intervalMonths: [M.intervalNeeded] });
    expect(errorsOf(readItemInput({ kind: 'annual', title: 'x'.repeat(121) }, today))).toEqual({ title: [R.tooLarge('The title', '120 characters')] });
    expect(readItemInput({ kind: 'annual', title: 'x'.repeat(120) }, today).ok).toBe(true);
  });

  it('refuses an interval that is zero, negative or not a number', () => {
    const months = M.intervalNumber('The interval in months');
    const hours = M.intervalHours;
    for (const bad of [0, -12, '0', '-1', 'twelve', 'NaN', Number.NaN, Number.POSITIVE_INFINITY, 1.5, '1.5', true, {}]) {
      expect(errorsOf(readItemInput({ kind: 'annual', intervalMonths: bad }, today))).toEqual({ intervalMonths: [months] });
    }
    for (const bad of [0, '0.0', -50, '-50', 'fifty', 'NaN', Number.NaN, true, [50]]) {
      expect(errorsOf(readItemInput({ kind: 'oil', intervalHours: bad }, today))).toEqual({ intervalHours: [hours] });
    }
  });

  it('refuses an interval too long, or hours with more than one decimal', () => {
    expect(errorsOf(readItemInput({ kind: 'annual', intervalMonths: 241 }, today))).toEqual({ intervalMonths: [R.tooLarge('The interval in months', '240')] });
    expect(readItemInput({ kind: 'annual', intervalMonths: 240 }, today).ok).toBe(true);
    expect(errorsOf(readItemInput({ kind: 'oil', intervalHours: 10_000.1 }, today))).toEqual({ intervalHours: [R.tooLarge('The interval in hours', '10000.0')] });
    expect(errorsOf(readItemInput({ kind: 'oil', intervalHours: 50.25 }, today))).toEqual({ intervalHours: [R.decimals('The interval in hours')] });
  });

  it('refuses a last time done in the future, on a day that does not exist, or a bad meter', () => {
    expect(errorsOf(readItemInput({ kind: 'annual', lastDoneOn: '2027-03-11' }, today))).toEqual({ lastDoneOn: [M.futureDate('The date it was last done')] });
    for (const bad of ['2027-02-30', '2026-13-01', '2026-02-29', '10/03/2026', '2026-3-1', 20260310]) {
      expect(errorsOf(readItemInput({ kind: 'annual', lastDoneOn: bad }, today))).toEqual({ lastDoneOn: [M.date('The date it was last done')] });
    }
    expect(readItemInput({ kind: 'annual', lastDoneOn: '2024-02-29' }, today).ok).toBe(true);
    expect(errorsOf(readItemInput({ kind: 'oil', lastDoneHours: -1 }, today))).toEqual({ lastDoneHours: [R.negative('The tach reading it was last done at')] });
  });

  it('names every wrong field at once', () => {
    expect(Object.keys(errorsOf(readItemInput({ kind: 'custom', intervalMonths: 0, intervalHours: -1, lastDoneOn: 'soon', lastDoneHours: 'x' }, today))!))
      .toEqual(['title', 'intervalMonths', 'intervalHours', 'lastDoneOn', 'lastDoneHours']);
  });
});

describe('a sign-off', () => {
  type Item = { intervalHours: number | null; lastDoneOn: string | null; lastDoneHours: number | null };
  const annual: Item = { intervalHours: null, lastDoneOn: '2026-03-10', lastDoneHours: 11_000 };
  const hundredHour: Item = { intervalHours: 1000, lastDoneOn: '2026-09-01', lastDoneHours: 12_000 };
  const context = (item = annual, lastReading: number | null = 12_500) => ({ today, item, lastReading });

  it('reads the date, the meter and the note', () => {
    expect(readSignOffInput({ doneOn: '2027-03-10', hours: '1250.0', note: ' Annual done, no findings. ' }, context(hundredHour))).toEqual({
      ok: true, value: { doneOn: '2027-03-10', hours: 12_500, note: 'Annual done, no findings.' },
    });
    expect(readSignOffInput({ doneOn: '2026-03-10', note: 'Annual' }, context())).toEqual({ ok: true, value: { doneOn: '2026-03-10', hours: null, note: 'Annual' } });
    expect(readSignOffInput({ doneOn: '2027-03-01', hours: 1260, note: 'Annual' }, context(annual))).toMatchObject({ ok: true, value: { hours: 12_600 } });
  });

  it('refuses a date in the future, one that does not exist, or one before the last sign-off', () => {
    expect(errorsOf(readSignOffInput({ doneOn: '2027-03-11', note: 'x' }, context()))).toEqual({ doneOn: [M.futureDate('The date it was done')] });
    expect(errorsOf(readSignOffInput({ doneOn: '2027-02-30', note: 'x' }, context()))).toEqual({ doneOn: [M.date('The date it was done')] });
    expect(errorsOf(readSignOffInput({ note: 'x' }, context()))).toEqual({ doneOn: [M.date('The date it was done')] });
    expect(errorsOf(readSignOffInput({ doneOn: '2026-03-09', note: 'x' }, context()))).toEqual({ doneOn: [M.beforeLastSignOff('March 10, 2026')] });
  });

  it('needs the meter for an hours item, not below the last reading nor the last sign-off', () => {
    expect(errorsOf(readSignOffInput({ doneOn: today, note: 'x' }, context(hundredHour)))).toEqual({ hours: [M.hoursNeeded] });
    expect(errorsOf(readSignOffInput({ doneOn: today, hours: null, note: 'x' }, context(hundredHour)))).toEqual({ hours: [M.hoursNeeded] });
    expect(errorsOf(readSignOffInput({ doneOn: today, hours: 1249.9, note: 'x' }, context(hundredHour)))).toEqual({ hours: [M.belowLastReading('1249.9', '1250.0')] });
    expect(errorsOf(readSignOffInput({ doneOn: today, hours: 1199.9, note: 'x' }, context(hundredHour, null)))).toEqual({ hours: [M.belowLastReading('1199.9', '1200.0')] });
    expect(readSignOffInput({ doneOn: today, hours: 1200, note: 'x' }, context(hundredHour, null)).ok).toBe(true);
    expect(errorsOf(readSignOffInput({ doneOn: today, hours: 'abc', note: 'x' }, context(hundredHour)))).toEqual({ hours: [R.notNumber('The tach reading', '1234.5')] });
  });

  it('needs a note of at most 1000 characters', () => {
    expect(errorsOf(readSignOffInput({ doneOn: today, note: '  ' }, context()))).toEqual({ note: [M.noteNeeded] });
    expect(errorsOf(readSignOffInput({ doneOn: today, note: 'x'.repeat(1001) }, context()))).toEqual({ note: [M.noteTooLong] });
    expect(errorsOf(readSignOffInput('done', context()))).toEqual({ signOff: [M.notAnObject] });
  });
});

describe('a squawk', () => {
  it('reads the text trimmed and the severity', () => {
    expect(readSquawkInput({ text: ' Left brake soft ', severity: 'grounding' })).toEqual({ ok: true, value: { text: 'Left brake soft', severity: 'grounding' } });
  });

  it('refuses no text, a text too long, and a severity missing or unknown', () => {
    expect(errorsOf(readSquawkInput({ text: ' ', severity: 'info' }))).toEqual({ text: [M.squawkText] });
    expect(errorsOf(readSquawkInput({ text: 'x'.repeat(501), severity: 'info' }))).toEqual({ text: [M.squawkTooLong] });
    expect(readSquawkInput({ text: 'x'.repeat(500), severity: 'info' }).ok).toBe(true);
    expect(errorsOf(readSquawkInput({ text: 'Nav light' }))).toEqual({ severity: [M.severity] });
    expect(errorsOf(readSquawkInput({ text: 'Nav light', severity: 'urgent' }))).toEqual({ severity: [M.severity] });
    expect(errorsOf(readSquawkInput([]))).toEqual({ squawk: [M.notAnObject] });
  });
});

describe("the owner's answer to a squawk", () => {
  it('needs a reason to defer and a note to fix, none to ground', () => {
    expect(readAnswerInput({ action: 'ground' })).toEqual({ ok: true, value: { action: 'ground', note: '' } });
    expect(readAnswerInput({ action: 'defer', note: ' MEL 34-1, placarded ' })).toEqual({ ok: true, value: { action: 'defer', note: 'MEL 34-1, placarded' } });
    expect(errorsOf(readAnswerInput({ action: 'defer', note: ' ' }))).toEqual({ note: [M.deferReason] });
    expect(errorsOf(readAnswerInput({ action: 'fix' }))).toEqual({ note: [M.fixNote] });
  });

  it('refuses an unknown action and a note too long', () => {
    expect(errorsOf(readAnswerInput({ action: 'ignore', note: 'x' }))).toEqual({ action: [M.action] });
    expect(errorsOf(readAnswerInput({ action: 'ground', note: 'x'.repeat(1001) }))).toEqual({ note: [M.noteTooLong] });
    expect(errorsOf(readAnswerInput(7))).toEqual({ answer: [M.notAnObject] });
  });
});

describe('whether the 100-hour inspection applies', () => {
  it("applies to flight-school listings, not to others, unless the owner says", () => {
    expect(hundredHourRule('FBO_RENTAL', null)).toEqual({ applies: true, why: HUNDRED_HOUR_WHY.school });
    expect(hundredHourRule('FBO_RENTAL', null).why).toContain('14 CFR 91.409(b)');
    expect(hundredHourRule('PRIVATE_OWNER_RENTAL', null)).toEqual({ applies: false, why: HUNDRED_HOUR_WHY.plain });
    expect(hundredHourRule('FLIGHT_CLUB', null).applies).toBe(false);
    expect(hundredHourRule('PRIVATE_OWNER_RENTAL', true)).toEqual({ applies: true, why: HUNDRED_HOUR_WHY.ownerApplies });
    expect(hundredHourRule('FBO_RENTAL', false)).toEqual({ applies: false, why: HUNDRED_HOUR_WHY.ownerNot });
  });
});
