/**
 * A group's cost rules as its owner or treasurer sets them (PUT /api/groups/:id/rules): the day they apply
 * from (not before the group existed), dues and their split, the hourly rate on its basis, wet or dry, the
 * reserves per hour, an aircraft's own rate, the fairness limits. Left out: dry, no reserves, no aircraft
 * rates, no limits.
 */
import { BILLING_BASES } from '../flight/billing-rules.js';
import {
  done, isOneOf, missing, objectOf, problemOf, readCentsField, readGroupDay, readId, refused, wholeOf, type Body, type Field, type Fields, type Read,
} from './group-fields.js';
import { GROUP_LABELS as L, GROUP_MESSAGES as M, LIMIT_MAX } from './group-messages.js';
import { DUES_SPLITS, type AircraftRate, type CostRules, type Group, type ReservesPerHour } from './group.js';

function readWet(value: unknown): Field<boolean> {
  if (value === undefined || value === null || value === '') return { ok: true, value: false };
  if (typeof value === 'boolean') return { ok: true, value };
  return value === 'true' || value === 'false' ? { ok: true, value: value === 'true' } : { ok: false, message: M.wet };
}

function readReserves(value: unknown, field: string, errors: Fields): ReservesPerHour {
  const b = objectOf(value) ?? {};
  if (value !== undefined && value !== null && !objectOf(value)) errors.push([field, [M.notAnObject]]);
  const read = (key: 'engine' | 'propeller') => {
    const r = missing(b[key]) ? { ok: true as const, value: 0 } : readCentsField(b[key], L[key]);
    errors.push(problemOf(`${field}.${key}`, r));
    return r.ok ? r.value : 0;
  };
  return { engine: read('engine'), propeller: read('propeller') };
}

function readLimit(value: unknown, label: string): Field<number | null> {
  if (missing(value)) return { ok: true, value: null };
  const n = wholeOf(value);
  return n === null || n < 1 || n > LIMIT_MAX ? { ok: false, message: M.limit(label) } : { ok: true, value: n };
}

function readAircraft(value: unknown, group: Group, errors: Fields): AircraftRate[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((a) => objectOf(a))) {
    errors.push(['aircraft', [M.aircraftList]]);
    return [];
  }
  const rates: AircraftRate[] = [];
  for (const entry of value as Body[]) {
    const shareId = readId(entry.shareId);
    if (shareId === null || !group.shareIds.includes(shareId)) errors.push(['aircraft', [M.notGroupAircraft(String(entry.shareId))]]);
    else if (rates.some((r) => r.shareId === shareId)) errors.push(['aircraft', [M.aircraftTwice(shareId)]]);
    const rate = readCentsField(entry.hourlyRateCents, L.hourlyRateCents);
    errors.push(problemOf('aircraft', rate));
    const reservesPerHourCents = readReserves(entry.reservesPerHourCents, 'aircraft.reservesPerHourCents', errors);
    rates.push({ shareId: shareId ?? 0, hourlyRateCents: rate.ok ? rate.value : 0, reservesPerHourCents });
  }
  return rates;
}

export function readRulesInput(body: unknown, group: Group): Read<CostRules> {
  const b = objectOf(body);
  if (!b) return refused('rules');
  const errors: Fields = [];
  const from = readGroupDay(b.from, L.from, group);
  const dues = readCentsField(b.duesCents, L.duesCents);
  const duesSplit = isOneOf(DUES_SPLITS, b.duesSplit) ? b.duesSplit : null;
  const rate = readCentsField(b.hourlyRateCents, L.hourlyRateCents);
  const basis = isOneOf(BILLING_BASES, b.basis) ? b.basis : null;
  const wet = readWet(b.wet);
  errors.push(
    problemOf('from', from), problemOf('duesCents', dues), ['duesSplit', duesSplit ? [] : [M.duesSplit]],
    problemOf('hourlyRateCents', rate), ['basis', basis ? [] : [M.basis]], problemOf('wet', wet),
  );
  const reservesPerHourCents = readReserves(b.reservesPerHourCents, 'reservesPerHourCents', errors);
  const aircraft = readAircraft(b.aircraft, group, errors);
  const limits = objectOf(b.limits) ?? {};
  if (b.limits !== undefined && b.limits !== null && !objectOf(b.limits)) errors.push(['limits', [M.notAnObject]]);
  const maxActive = readLimit(limits.maxActiveBookings, L.maxActiveBookings);
  const maxWeekend = readLimit(limits.maxWeekendDaysPerMonth, L.maxWeekendDaysPerMonth);
  errors.push(problemOf('limits.maxActiveBookings', maxActive), problemOf('limits.maxWeekendDaysPerMonth', maxWeekend));
  return done(errors, () => ({
    from: from.ok ? from.value : '', duesCents: dues.ok ? dues.value : 0, duesSplit: duesSplit!, hourlyRateCents: rate.ok ? rate.value : 0,
    basis: basis!, wet: wet.ok && wet.value, reservesPerHourCents, aircraft,
    limits: { maxActiveBookings: maxActive.ok ? maxActive.value : null, maxWeekendDaysPerMonth: maxWeekend.ok ? maxWeekend.value : null },
  }));
}
