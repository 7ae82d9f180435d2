import { fieldErrors } from '../field-errors.js';
import { centsOf } from '../money/cents.js';
import type { Share } from '../share/share.js';
import { BILLING_BASES, FUEL_RULES, type BillingBasis, type BillingRules, type FuelRule } from './billing-rules.js';
import type { Read } from './flight-input.js';
import { readCents, readTenths } from './readings.js';

/**
 * A listing's billing rules (PUT /api/share/:id/billing) read with a message on each wrong field (`basis`,
 * `rateCents`, `dailyMinimum.hours`, `fuel.capCents`, `fees[1].label`...), and the defaults of a listing that
 * saved none: its hourly rate and its wet or dry choice, billed on the Hobbs, no minimum, no fees.
 */
export const BILLING_MESSAGES = {
  notAnObject: 'Send the billing rules as an object of their fields.',
  basis: 'The basis is one of hobbs, tach or block.',
  wet: 'Say whether the rate is wet (fuel included) or dry: true or false.',
  rate: 'The rate per hour is a whole number of cents of 1 or more.',
  fuelRule: 'The fuel rule is one of none, actual_capped or fixed_price.',
  capNeeded: 'Give the most credited per gallon, in cents.',
  priceNeeded: 'Give the home price per gallon, in cents.',
  feeLabel: 'Name the fee (landing, cleaning...).',
  feeLabelTooLong: 'A fee is named in 60 characters at most.',
  tooManyFees: 'At most 10 fees.',
  feesNotList: 'The fees are a list of { label, amountCents }.',
  weekendBelow: 'The weekend minimum cannot be below the weekday minimum.',
} as const;

const HOURS_MAX_TENTHS = 240;
const RATE_MAX_CENTS = 10_000_000;
const FEE_MAX_CENTS = 10_000_000;
const FUEL_PRICE_MAX_CENTS = 100_000;
const FEES_MAX = 10;
const FEE_LABEL_MAX = 60;

/** A listing's wet rate has a fuel rule; its default credits fuel the pilot buys at what he paid, up to this a gallon. */
export const DEFAULT_FUEL_CAP_CENTS = 800;

/** The rules of a listing that saved none: its rate (0 cents for "Ask for rate") and its wet or dry choice. */
export function defaultBillingRules(share: Pick<Share, 'type' | 'ratePerHour' | 'isWet'>): BillingRules {
  const rate = share.ratePerHour;
  const rateCents = typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? centsOf(rate) : 0;
  // Flight schools rent wet, as the price estimate says (price-estimate.ts).
  const wet = share.type === 'FBO_RENTAL' || share.isWet;
  return {
    basis: 'hobbs',
    wet,
    rateCents,
    dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 },
    fuel: wet ? { rule: 'actual_capped', capCents: DEFAULT_FUEL_CAP_CENTS } : { rule: 'none' },
    fees: [],
  };
}

const objectOf = (input: unknown): Record<string, unknown> | null =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : null;

const hours = (value: unknown, label: string) => readTenths(value, label, { example: '2.0', max: HOURS_MAX_TENTHS });

/** `{ basis, wet, rateCents, dailyMinimum: { hours, weekendHours, whenOutHours }, fuel: { rule, capCents?, priceCents? }, fees }`. */
export function readBillingRules(input: unknown): Read<BillingRules> {
  const body = objectOf(input);
  if (!body) return { ok: false, errors: { billing: [BILLING_MESSAGES.notAnObject] } };
  const errors: Array<[string, string[]]> = [];
  const basisOk = (BILLING_BASES as readonly unknown[]).includes(body.basis);
  errors.push(['basis', basisOk ? [] : [BILLING_MESSAGES.basis]]);
  const wetOk = typeof body.wet === 'boolean';
  errors.push(['wet', wetOk ? [] : [BILLING_MESSAGES.wet]]);
  const rateOk = typeof body.rateCents === 'number' && Number.isInteger(body.rateCents) && body.rateCents >= 1 && body.rateCents <= RATE_MAX_CENTS;
  errors.push(['rateCents', rateOk ? [] : [BILLING_MESSAGES.rate]]);

  const min = objectOf(body.dailyMinimum) ?? {};
  const minHours = hours(min.hours ?? 0, 'The daily minimum');
  const weekend = min.weekendHours === null || min.weekendHours === undefined ? null : hours(min.weekendHours, 'The weekend minimum');
  const whenOut = hours(min.whenOutHours ?? 0, 'The hours out that start the minimum');
  errors.push(['dailyMinimum.hours', minHours.ok ? [] : [minHours.message]]);
  errors.push(['dailyMinimum.weekendHours', weekend && !weekend.ok ? [weekend.message]
    : weekend?.ok && minHours.ok && weekend.tenths < minHours.tenths ? [BILLING_MESSAGES.weekendBelow] : []]);
  errors.push(['dailyMinimum.whenOutHours', whenOut.ok ? [] : [whenOut.message]]);

  const fuelBody = objectOf(body.fuel) ?? {};
  const rule = fuelBody.rule ?? 'none';
  const ruleOk = (FUEL_RULES as readonly unknown[]).includes(rule);
  // A dry rental may keep a fuel rule (the owner switching between wet and dry keeps his cap): the bill
  // credits fuel on wet rentals only (bill.ts).
  errors.push(['fuel.rule', !ruleOk ? [BILLING_MESSAGES.fuelRule] : []]);
  let fuel: BillingRules['fuel'] = { rule: 'none' };
  if (rule === 'actual_capped') {
    const cap = readCents(fuelBody.capCents, 'The cap per gallon', FUEL_PRICE_MAX_CENTS);
    errors.push(['fuel.capCents', !cap.ok || cap.value === 0 ? [BILLING_MESSAGES.capNeeded] : []]);
    if (cap.ok) fuel = { rule, capCents: cap.value };
  } else if (rule === 'fixed_price') {
    const price = readCents(fuelBody.priceCents, 'The price per gallon', FUEL_PRICE_MAX_CENTS);
    errors.push(['fuel.priceCents', !price.ok || price.value === 0 ? [BILLING_MESSAGES.priceNeeded] : []]);
    if (price.ok) fuel = { rule, priceCents: price.value };
  }

  const fees: BillingRules['fees'] = [];
  if (body.fees !== undefined && body.fees !== null && !Array.isArray(body.fees)) errors.push(['fees', [BILLING_MESSAGES.feesNotList]]);
  const feeList = Array.isArray(body.fees) ? body.fees : [];
  if (feeList.length > FEES_MAX) errors.push(['fees', [BILLING_MESSAGES.tooManyFees]]);
  feeList.slice(0, FEES_MAX).forEach((item, i) => {
    const o = objectOf(item) ?? {};
    const label = typeof o.label === 'string' ? o.label.trim() : '';
    const amount = readCents(o.amountCents, 'The fee', FEE_MAX_CENTS);
    errors.push([`fees[${i}].label`, !label ? [BILLING_MESSAGES.feeLabel] : label.length > FEE_LABEL_MAX ? [BILLING_MESSAGES.feeLabelTooLong] : []]);
    errors.push([`fees[${i}].amountCents`, amount.ok ? [] : [amount.message]]);
    if (label && label.length <= FEE_LABEL_MAX && amount.ok) fees.push({ label, amountCents: amount.value });
  });

  const map = fieldErrors(errors);
  if (Object.keys(map).length || !minHours.ok || !whenOut.ok || (weekend && !weekend.ok)) return { ok: false, errors: map };
  return {
    ok: true,
    value: {
      basis: body.basis as BillingBasis,
      wet: body.wet as boolean,
      rateCents: body.rateCents as number,
      dailyMinimum: { hours: minHours.tenths / 10, weekendHours: weekend?.ok ? weekend.tenths / 10 : null, whenOutHours: whenOut.tenths / 10 },
      fuel: fuel as BillingRules['fuel'] & { rule: FuelRule },
      fees,
    },
  };
}
