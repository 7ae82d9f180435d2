import { describe, expect, it } from 'vitest';
import type { CostRules } from '../../../../domain/group/group.js';
import { newMemberMonthlyCost } from '../../../../domain/group/new-member-cost.js';
import {
  FIT_TERM_LABELS,
  FIT_TERM_WEIGHTS,
  compareFits,
  listingFit,
  listingScore,
  monthlyCostFor,
  pilotFit,
  pilotScore,
  type ListingCandidate,
  type PartnerFit,
  type PilotCandidate,
  type PilotSide,
} from '../../../../domain/partner/partner-fit.js';
import {
  FLIES,
  MISSIONS,
  PARTNER_LISTING_TYPES,
  type ListingPartnerProfile,
  type PartnerProfile,
  type Scale,
} from '../../../../domain/partner/partner-profile.js';

// A pilot and a group that fit well on every term; each test changes one thing.
const profile = (over: Partial<PartnerProfile> = {}): PartnerProfile => ({
  visible: true,
  lookingFor: 'join',
  buyInCents: { min: 1_000_000, max: 4_000_000 },
  monthlyCents: { min: 50_000, max: 150_000 },
  hoursPerYear: 60,
  missions: ['travel', 'ifr'],
  aircraftKinds: ['Single Engine'],
  driveKm: 80,
  upgradeAppetite: 3,
  maintenanceCare: 4,
  flies: 'weekdays',
  ...over,
});
const group = (over: Partial<ListingPartnerProfile> = {}): ListingPartnerProfile => ({
  buyInCents: 3_000_000,
  monthlyFixedCents: 40_000,
  hourlyRateCents: 12_000,
  wet: true,
  groupHoursPerYear: 180,
  partners: 3,
  partnersWanted: 1,
  missions: ['travel', 'ifr', 'local'],
  upgradeAppetite: 3,
  maintenanceCare: 4,
  flies: 'weekdays',
  ...over,
});
const pilot = (over: Partial<PartnerProfile> = {}, totalHours: number | null = 500): PilotSide => ({ profile: profile(over), totalHours });
const listing = (over: Partial<ListingCandidate> = {}, groupOver: Partial<ListingPartnerProfile> = {}): ListingCandidate => ({
  id: 7,
  type: 'PARTNERSHIP_REQUEST_TO_PURCHASE',
  group: group(groupOver),
  aircraftTags: ['Single Engine', 'Turbo'],
  distanceKm: 30,
  minimumsMet: true,
  ownerTotalHours: 600,
  airportName: 'Bowman Field',
  ...over,
});
const other = (over: Partial<PartnerProfile> = {}, rest: Partial<PilotCandidate> = {}): PilotCandidate => ({
  id: 12,
  distanceKm: 30,
  profile: profile({ lookingFor: 'form', ...over }),
  totalHours: 500,
  ...rest,
});

// At 60 h a year: $400 dues + 5 h a month at $120 = $1,000.
const BASE_COST = 100_000;

/** The score of the base pair with one change, for "moves the score" tests. */
const score = (fit: PartnerFit): number => {
  expect(fit.passes).toBe(true);
  return fit.score;
};
const base = listingFit(pilot(), listing());

describe('the monthly cost', () => {
  it('is newMemberMonthlyCost at his hours over the listing’s figures (dues per member, wet rate, no reserves)', () => {
    const g = group({ monthlyFixedCents: 33_333, hourlyRateCents: 17_550, wet: false, partners: 2 });
    const rules: CostRules = {
      from: '1970-01-01', duesCents: 33_333, duesSplit: 'per_member', hourlyRateCents: 17_550, basis: 'hobbs', wet: false,
      reservesPerHourCents: { engine: 0, propeller: 0 }, aircraft: [], limits: { maxActiveBookings: null, maxWeekendDaysPerMonth: null },
    };
    const expected = newMemberMonthlyCost({ rules, shareBasisPoints: null, memberCount: 3, hoursPerYear: 75, monthlyExpensesCents: 0 }).totalCents;
    expect(expected).toBe(33_333 + 109_688); // 6.25 h a month at $175.50: 750 tenths x 17,550 / 120, half up
    expect(monthlyCostFor(75, g, 'PRIVATE_OWNER_SHARE_PURCHASE')).toBe(expected);
    expect(monthlyCostFor(75, g, 'FLIGHT_CLUB')).toBe(expected);
    expect(listingFit(pilot({ hoursPerYear: 75, monthlyCents: { min: 0, max: 500_000 } }), listing({}, g)).monthlyCostCents).toBe(expected);
  });

  it('is the base pair’s $1,000 and grows with his hours', () => {
    expect(base.monthlyCostCents).toBe(BASE_COST);
    expect(monthlyCostFor(120, group(), 'FLIGHT_CLUB')).toBe(160_000);
  });

  it('is null between two pilots', () => {
    expect(pilotFit(pilot(), other()).monthlyCostCents).toBeNull();
  });
});

describe('the hard filters', () => {
  it('passes the base pair with a score and a sentence per term', () => {
    expect(base.passes).toBe(true);
    expect(base.score).toBeGreaterThan(90);
    expect(base.reasons).toHaveLength(Object.keys(FIT_TERM_WEIGHTS).length);
  });

  it('refuses an airport farther than he would drive, and takes one exactly as far', () => {
    expect(listingFit(pilot(), listing({ distanceKm: 80 })).passes).toBe(true);
    const far = listingFit(pilot(), listing({ distanceKm: 140 }));
    expect(far).toMatchObject({ passes: false, score: 0 });
    expect(far.reasons[0]).toBe('Bowman Field is 140 km from your home airport, farther than the 80 km you would drive.');
    // Just past the limit the sentence does not round the excess away.
    expect(listingFit(pilot(), listing({ distanceKm: 80.02 })).reasons[0]).toBe('Bowman Field is 80.1 km from your home airport, farther than the 80 km you would drive.');
    expect(listingFit(pilot(), listing({ distanceKm: 95, airportName: null })).reasons[0]).toBe("The listing's airport is 95 km from your home airport, farther than the 80 km you would drive.");
  });

  it('refuses a buy-in above his most, and takes one at it', () => {
    expect(listingFit(pilot(), listing({}, { buyInCents: 4_000_000 })).passes).toBe(true);
    const dear = listingFit(pilot(), listing({}, { buyInCents: 4_000_001 }));
    expect(dear).toMatchObject({ passes: false, score: 0 });
    expect(dear.reasons[0]).toBe('Your part of the purchase is $40,000.01, above the $40,000 most you would put in.');
    expect(listingFit(pilot(), listing({ type: 'PRIVATE_OWNER_SHARE_PURCHASE' }, { buyInCents: 4_500_000 })).reasons[0]).toBe(
      'The share costs $45,000, above the $40,000 most you would put in.',
    );
    expect(listingFit(pilot({ buyInCents: { min: 0, max: 100_000 } }), listing({ type: 'FLIGHT_CLUB' }, { buyInCents: 250_000 })).reasons[0]).toBe(
      "The club's initiation fee is $2,500, above the $1,000 most you would put in.",
    );
  });

  it('refuses a monthly cost above his most, and takes one at it', () => {
    expect(listingFit(pilot({ monthlyCents: { min: 0, max: BASE_COST } }), listing()).passes).toBe(true);
    const dear = listingFit(pilot({ monthlyCents: { min: 0, max: BASE_COST - 1 } }), listing());
    expect(dear).toMatchObject({ passes: false, score: 0, monthlyCostCents: BASE_COST });
    expect(dear.reasons[0]).toBe('At your 60 hours a year it would cost you $1,000 a month, above the $999.99 most you would spend.');
    // The cost term says no more than the failure: the sentence is not repeated.
    expect(dear.reasons.filter((r) => r.includes('a month'))).toHaveLength(1);
    expect(dear.reasons).toHaveLength(Object.keys(FIT_TERM_WEIGHTS).length);
  });

  it('refuses a pilot who does not meet the insurance minimums; a listing that asks none passes', () => {
    expect(listingFit(pilot(), listing({ minimumsMet: null })).passes).toBe(true);
    const unmet = listingFit(pilot(), listing({ minimumsMet: false }));
    expect(unmet).toMatchObject({ passes: false, score: 0 });
    expect(unmet.reasons[0]).toBe('You do not meet the insurance minimums this listing asks for.');
  });

  it('refuses a fifth co-owner in a partnership or a share purchase, not in a club', () => {
    expect(listingFit(pilot(), listing({}, { partners: 3 })).passes).toBe(true);
    const five = listingFit(pilot(), listing({}, { partners: 4, groupHoursPerYear: 240 }));
    expect(five).toMatchObject({ passes: false, score: 0 });
    expect(five.reasons[0]).toBe('With you there would be 5 co-owners; a partnership works with at most 4.');
    expect(listingFit(pilot(), listing({ type: 'PRIVATE_OWNER_SHARE_PURCHASE' }, { partners: 4 })).passes).toBe(false);
    expect(listingFit(pilot(), listing({ type: 'FLIGHT_CLUB' }, { partners: 40, groupHoursPerYear: 300 })).passes).toBe(true);
  });

  it('puts every failure first, then the terms', () => {
    const fit = listingFit(pilot(), listing({ distanceKm: 140, minimumsMet: false }));
    expect(fit.reasons.slice(0, 2)).toEqual([
      'Bowman Field is 140 km from your home airport, farther than the 80 km you would drive.',
      'You do not meet the insurance minimums this listing asks for.',
    ]);
    expect(fit.reasons).toHaveLength(2 + Object.keys(FIT_TERM_WEIGHTS).length);
  });

  it('checks two pilots’ distance against both drives', () => {
    expect(pilotFit(pilot(), other({ driveKm: 30 })).passes).toBe(true);
    const mineTooFar = pilotFit(pilot({ driveKm: 25 }), other());
    expect(mineTooFar.reasons[0]).toBe('Their home airport is 30 km from yours, farther than the 25 km you would drive.');
    const hisTooFar = pilotFit(pilot(), other({ driveKm: 29 }));
    expect(hisTooFar).toMatchObject({ passes: false, score: 0 });
    expect(hisTooFar.reasons[0]).toBe('Their home airport is 30 km from yours, farther than the 29 km they would drive.');
  });

  it('needs two pilots’ budgets to overlap (touching ends do)', () => {
    expect(pilotFit(pilot(), other({ buyInCents: { min: 4_000_000, max: 6_000_000 } })).passes).toBe(true);
    const buyIn = pilotFit(pilot(), other({ buyInCents: { min: 4_000_001, max: 6_000_000 } }));
    expect(buyIn).toMatchObject({ passes: false, score: 0 });
    expect(buyIn.reasons[0]).toBe('Your buy-in budgets do not meet: you would put in $10,000 to $40,000, they $40,000.01 to $60,000.');
    const monthly = pilotFit(pilot(), other({ monthlyCents: { min: 20_000, max: 49_999 } }));
    expect(monthly.passes).toBe(false);
    expect(monthly.reasons[0]).toBe('Your monthly budgets do not meet: you would spend $500 to $1,500 a month, they $200 to $499.99.');
    expect(monthly.reasons.filter((r) => r.startsWith('Your '))).toEqual([monthly.reasons[0]]);
    const both = pilotFit(pilot(), other({ buyInCents: { min: 0, max: 500_000 }, monthlyCents: { min: 0, max: 10_000 } }));
    expect(both.reasons.slice(0, 2)).toEqual([
      'Your buy-in budgets do not meet: you would put in $10,000 to $40,000, they $0 to $5,000.',
      'Your monthly budgets do not meet: you would spend $500 to $1,500 a month, they $0 to $100.',
    ]);
    expect(both.reasons).toHaveLength(2 + Object.keys(FIT_TERM_WEIGHTS).length - 1);
  });
});

describe('the score terms', () => {
  it('is an integer from 0 to 100 with weights adding up to 100', () => {
    expect(Object.values(FIT_TERM_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(Number.isInteger(base.score)).toBe(true);
    const best = listingFit(pilot({}, 600), listing({}, { missions: ['travel', 'ifr'], groupHoursPerYear: 180 }));
    expect(best.score).toBe(100);
  });

  it('takes from 100 each term’s weight times how far it falls short, rounded once', () => {
    expect(score(base)).toBe(100);
    const rich = { monthlyCents: { min: 0, max: 1_000_000 } };
    // Upgrade 4 apart on the scale: all of its 10.
    expect(score(listingFit(pilot({ upgradeAppetite: 5 }), listing({}, { upgradeAppetite: 1 })))).toBe(90);
    // Maintenance 2 apart: half of its 10.
    expect(score(listingFit(pilot({ maintenanceCare: 2 }), listing()))).toBe(95);
    // Two weekend flyers (a 1 in 4 chance): half of its 10.
    expect(score(listingFit(pilot({ flies: 'weekends', hoursPerYear: 90 }), listing({}, { flies: 'weekends', partners: 1, groupHoursPerYear: 90 })))).toBe(95);
    // Not a kind he wants: all of its 5; no mission shared: all of its 10.
    expect(score(listingFit(pilot({ aircraftKinds: ['Jet'] }), listing()))).toBe(95);
    expect(score(listingFit(pilot({ missions: ['training'] }), listing()))).toBe(90);
    // Owner's hours unknown: half of 5, 97.5 rounds to 98.
    expect(score(listingFit(pilot(), listing({ ownerTotalHours: null })))).toBe(98);
    // 100 hours against 1,000 (a tenth, a fifth of the way to "similar"): a quarter plus 0.75 x 0.2 of 5 kept, 97.
    expect(score(listingFit(pilot({}, 100), listing({ ownerTotalHours: 1000 })))).toBe(97);
    // At the most he would spend: half of 25, 87.5 rounds to 88; below his least: a fifth of 25.
    expect(score(listingFit(pilot({ monthlyCents: { min: 0, max: BASE_COST } }), listing()))).toBe(88);
    expect(score(listingFit(pilot({ monthlyCents: { min: BASE_COST + 1, max: 300_000 } }), listing()))).toBe(95);
    // 150 hours a year against 50 each (a third): two thirds of 15; 450 h in all, still a sound total.
    expect(score(listingFit(pilot({ hoursPerYear: 150, ...rich }), listing({}, { groupHoursPerYear: 150, partners: 3 })))).toBe(90);
    // 90 hours in all: 60 of the 150 the range starts at short, four tenths of 10.
    expect(score(listingFit(pilot({ hoursPerYear: 30, ...rich }), listing({}, { groupHoursPerYear: 60, partners: 2 })))).toBe(96);
  });

  it('monthly cost: inside the range best, below the min fine, near the max worse', () => {
    const inside = listingFit(pilot(), listing());
    expect(inside.reasons).toContain('At your 60 hours a year it would cost you $1,000 a month, inside your $500 to $1,500 budget.');
    const below = listingFit(pilot({ monthlyCents: { min: 120_000, max: 200_000 } }), listing());
    expect(below.reasons).toContain('At your 60 hours a year it would cost you $1,000 a month, less than the $1,200 you planned: fine.');
    const near = listingFit(pilot({ monthlyCents: { min: 50_000, max: 105_000 } }), listing());
    expect(near.reasons).toContain('At your 60 hours a year it would cost you $1,000 a month, close to the $1,050 most you would spend.');
    const atMax = listingFit(pilot({ monthlyCents: { min: 50_000, max: 100_000 } }), listing());
    expect(score(inside)).toBeGreaterThan(score(below));
    expect(score(below)).toBeGreaterThan(score(near));
    expect(score(near)).toBeGreaterThan(score(atMax));
  });

  it('the group’s hours: inside 150-450 a year best, fewer or more worse', () => {
    const sound = listingFit(pilot(), listing({}, { groupHoursPerYear: 240 }));
    expect(sound.reasons).toContain('With you the aircraft would fly about 300 hours a year: enough to spread the fixed costs, not so much that it is hard to book.');
    const few = listingFit(pilot({ hoursPerYear: 30 }), listing({}, { groupHoursPerYear: 60, partners: 1 }));
    expect(few.reasons).toContain('With you the aircraft would fly only about 90 hours a year: under 150, the fixed costs weigh on every hour.');
    const many = listingFit(pilot({ hoursPerYear: 200, monthlyCents: { min: 0, max: 1_000_000 } }), listing({}, { groupHoursPerYear: 600 }));
    expect(many.reasons).toContain('With you the aircraft would fly about 800 hours a year: over 450, expect to find it booked when you want it.');
    // Only the total changes: the same per-partner hours (80) with more or fewer hours overall.
    const fewer = listingFit(pilot(), listing({}, { groupHoursPerYear: 60, partners: 1 }));
    const sound60 = listingFit(pilot(), listing({}, { groupHoursPerYear: 120, partners: 2 }));
    const over = listingFit(pilot(), listing({ type: 'FLIGHT_CLUB' }, { groupHoursPerYear: 600, partners: 10 }));
    expect(score(sound60)).toBeGreaterThan(score(fewer));
    expect(score(sound60)).toBeGreaterThan(score(over));
  });

  it('his hours against each partner’s: alike best, far apart worst', () => {
    const alike = listingFit(pilot({ hoursPerYear: 60 }), listing({}, { groupHoursPerYear: 240, partners: 3 }));
    expect(alike.reasons).toContain('You fly about what the group does: 60 and 80 hours a year.');
    const more = listingFit(pilot({ hoursPerYear: 120, monthlyCents: { min: 0, max: 500_000 } }), listing({}, { groupHoursPerYear: 150, partners: 3 }));
    expect(more.reasons).toContain('You would fly more than each partner: 120 hours a year against their 50.');
    const muchMore = listingFit(pilot({ hoursPerYear: 300, monthlyCents: { min: 0, max: 500_000 } }), listing({}, { groupHoursPerYear: 50, partners: 1 }));
    expect(muchMore.reasons).toContain('You would fly much more than each partner: 300 hours a year against their 50; expect the schedule to be a sore point.');
    const muchLess = listingFit(pilot({ hoursPerYear: 20 }), listing({}, { groupHoursPerYear: 300, partners: 1 }));
    expect(muchLess.reasons).toContain('You would fly much less than each partner: 20 hours a year against their 300; you would pay the same fixed costs for far less flying.');
    // The group's total stays 300 (inside the sound range): only the balance changes.
    const even = listingFit(pilot({ hoursPerYear: 150, monthlyCents: { min: 0, max: 500_000 } }), listing({}, { groupHoursPerYear: 150, partners: 1 }));
    const uneven = listingFit(pilot({ hoursPerYear: 250, monthlyCents: { min: 0, max: 500_000 } }), listing({}, { groupHoursPerYear: 50, partners: 1 }));
    expect(score(even)).toBeGreaterThan(score(uneven));
    const unstated = listingFit(pilot(), listing({}, { groupHoursPerYear: 0, partners: 0 }));
    expect(unstated.reasons).toContain('The group states no hours a year, so there is nothing to compare with your 60 hours.');
  });

  it('weekends: the chance that two of them want the same Saturday', () => {
    const weekday = listingFit(pilot({ flies: 'weekdays' }), listing({}, { flies: 'weekends' }));
    expect(weekday.reasons).toContain('You fly weekdays, so weekend bookings are no clash for you.');
    const alone = listingFit(pilot({ flies: 'weekends' }), listing({}, { flies: 'weekdays' }));
    expect(alone.reasons).toContain('You are the only one who flies weekends: your Saturdays are free.');
    const two = listingFit(pilot({ flies: 'weekends' }), listing({}, { flies: 'weekends', partners: 1, groupHoursPerYear: 80 }));
    expect(two.reasons).toContain('2 of you fly weekends: about a 1 in 4 chance of wanting the same Saturday.');
    const four = listingFit(pilot({ flies: 'weekends' }), listing({}, { flies: 'weekends', partners: 3 }));
    expect(four.reasons).toContain('4 of you fly weekends: about a 1 in 2 chance of wanting the same Saturday.');
    const some = listingFit(pilot({ flies: 'both' }), listing({}, { flies: 'weekends', partners: 1, groupHoursPerYear: 80 }));
    expect(some.reasons).toContain('2 of you fly weekends: about a 1 in 8 chance of wanting the same Saturday.');
    expect(score(alone)).toBeGreaterThan(score(four));
    const twoAlike = listingFit(pilot({ flies: 'weekends' }), listing({}, { flies: 'weekends', partners: 1, groupHoursPerYear: 80 }));
    const oneWeekend = listingFit(pilot({ flies: 'weekends' }), listing({}, { flies: 'weekdays', partners: 1, groupHoursPerYear: 80 }));
    expect(score(oneWeekend)).toBeGreaterThan(score(twoAlike));
    expect(score(some)).toBeGreaterThan(score(twoAlike));
  });

  it('mission: his missions the group shares', () => {
    expect(base.reasons).toContain('You and the group fly for travel and IFR.');
    const part = listingFit(pilot({ missions: ['training', 'ifr'] }), listing({}, { missions: ['local', 'ifr'] }));
    expect(part.reasons).toContain('You and the group fly for IFR; the group does not fly for training.');
    const none = listingFit(pilot({ missions: ['training'] }), listing({}, { missions: ['local', 'travel'] }));
    expect(none.reasons).toContain('You fly for training; the group flies for local flying and travel.');
    const unsaid = listingFit(pilot(), listing({}, { missions: [] }));
    expect(unsaid.reasons).toContain('The group has not said what it flies for, so the mission counts neither way.');
    expect(listingFit(pilot({ missions: [] }), listing()).reasons).toContain('You have not said what you fly for, so the mission counts neither way.');
    expect(score(base)).toBeGreaterThan(score(part));
    expect(score(part)).toBeGreaterThan(score(none));
    expect(score(part)).toBe(score(unsaid));
  });

  it('aircraft kinds: one of his kinds, any when he names none', () => {
    expect(base.reasons).toContain('The aircraft is listed as Single Engine: a kind you want.');
    const wrong = listingFit(pilot({ aircraftKinds: ['Tail Wheel', 'Light Sport'] }), listing());
    expect(wrong.reasons).toContain('The aircraft is listed as Single Engine and Turbo, not a kind you want (Tail Wheel and Light Sport).');
    const any = listingFit(pilot({ aircraftKinds: [] }), listing());
    expect(any.reasons).toContain('Any kind of aircraft suits you.');
    const untagged = listingFit(pilot(), listing({ aircraftTags: [] }));
    expect(untagged.reasons).toContain('The listing does not say what kind of aircraft it is.');
    expect(score(any)).toBe(score(base));
    expect(score(base)).toBeGreaterThan(score(untagged));
    expect(score(untagged)).toBeGreaterThan(score(wrong));
  });

  it('upgrade appetite: the closer on the five-point scale, the better', () => {
    expect(base.reasons).toContain('You and the group see upgrades alike: 3 of 5 each.');
    const one = listingFit(pilot({ upgradeAppetite: 4 }), listing());
    expect(one.reasons).toContain('You and the group see upgrades much alike: 4 and 3 of 5.');
    const more = listingFit(pilot({ upgradeAppetite: 5 }), listing({}, { upgradeAppetite: 1 }));
    expect(more.reasons).toContain('You want more upgrades than the group: 5 and 1 of 5; expect arguments over the panel budget.');
    const fewer = listingFit(pilot({ upgradeAppetite: 1 }), listing());
    expect(fewer.reasons).toContain('You want fewer upgrades than the group: 1 and 3 of 5; expect bills for upgrades you would not choose.');
    expect(score(base)).toBeGreaterThan(score(one));
    expect(score(one)).toBeGreaterThan(score(fewer));
    expect(score(fewer)).toBeGreaterThan(score(more));
  });

  it('maintenance care: the closer on the five-point scale, the better', () => {
    expect(base.reasons).toContain('You and the group look after an aircraft alike: 4 of 5 each.');
    const one = listingFit(pilot({ maintenanceCare: 5 }), listing());
    expect(one.reasons).toContain('You and the group look after an aircraft much alike: 5 and 4 of 5.');
    const more = listingFit(pilot({ maintenanceCare: 5 }), listing({}, { maintenanceCare: 2 }));
    expect(more.reasons).toContain('You take more care of an aircraft than the group: 5 and 2 of 5; expect to be the one who cleans and fixes.');
    const less = listingFit(pilot({ maintenanceCare: 1 }), listing());
    expect(less.reasons).toContain('You take less care of an aircraft than the group: 1 and 4 of 5; expect bills for work done before it is due.');
    expect(score(base)).toBeGreaterThan(score(one));
    expect(score(one)).toBeGreaterThan(score(more));
    expect(score(more)).toBe(score(less));
  });

  it('experience: alike best, far apart worse, unknown neutral', () => {
    expect(base.reasons).toContain('You and the owner have similar experience: 500 and 600 hours.');
    const less = listingFit(pilot({}, 50), listing({ ownerTotalHours: 2500 }));
    expect(less.reasons).toContain('You have less experience than the owner: 50 and 2,500 hours; you would learn from the owner, and the insurance premium may follow your hours.');
    const more = listingFit(pilot({}, 2500), listing({ ownerTotalHours: 120 }));
    expect(more.reasons).toContain("You have more experience than the owner: 2,500 and 120 hours; the insurance premium may follow the owner's hours.");
    const unknownOwner = listingFit(pilot(), listing({ ownerTotalHours: null }));
    expect(unknownOwner.reasons).toContain("The owner's hours are not known, so experience counts neither way.");
    const unknownMine = listingFit(pilot({}, null), listing());
    expect(unknownMine.reasons).toContain('Your hours are not known, so experience counts neither way.');
    // A wide gap weighs against; not knowing counts half, neither way.
    expect(score(base)).toBeGreaterThan(score(unknownOwner));
    expect(score(unknownOwner)).toBeGreaterThan(score(less));
    expect(score(unknownOwner)).toBe(score(unknownMine));
    expect(score(unknownOwner)).toBeGreaterThan(score(more));
  });

  it('a club speaks of the club and its members', () => {
    const club = listingFit(pilot({ hoursPerYear: 40 }), listing({ type: 'FLIGHT_CLUB' }, { partners: 10, groupHoursPerYear: 400 }));
    expect(club.reasons).toContain('You fly about what the club does: 40 and 40 hours a year.');
    expect(club.reasons).toContain('You and the club see upgrades alike: 3 of 5 each.');
  });

  it('a club member flying more than the average member is no grievance; flying much less still is', () => {
    const clubOf = (hoursPerYear: number) => listingFit(pilot({ hoursPerYear, monthlyCents: { min: 0, max: 500_000 } }), listing({ type: 'FLIGHT_CLUB' }, { partners: 10, groupHoursPerYear: 300 }));
    const more = clubOf(100);
    expect(more.reasons).toContain('You would fly more than each member: 100 hours a year against their 30; the dues stay the same, so each of your hours costs you less.');
    expect(score(more)).toBe(score(clubOf(30)));
    const less = clubOf(5);
    expect(less.reasons).toContain('You would fly much less than each member: 5 hours a year against their 30; you would pay the same fixed costs for far less flying.');
    expect(score(clubOf(30))).toBeGreaterThan(score(less));
    // A partnership's heavy flyer is: the same hours against 30 each lose most of the term.
    expect(score(listingFit(pilot({ hoursPerYear: 100, monthlyCents: { min: 0, max: 500_000 } }), listing({}, { partners: 3, groupHoursPerYear: 90 })))).toBeLessThan(score(more));
  });
});

describe('two pilots forming a partnership', () => {
  it('explains each term about him', () => {
    const fit = pilotFit(pilot({ hoursPerYear: 100, flies: 'weekends' }, 300), other({ hoursPerYear: 80, flies: 'weekends', missions: ['travel'], upgradeAppetite: 5, aircraftKinds: [] }, { totalHours: 3000 }));
    expect(fit.passes).toBe(true);
    expect(fit.reasons).toEqual([
      'Your budgets agree: $10,000 to $40,000 to buy in and $500 to $1,500 a month suit you both.',
      'Together you would fly an aircraft about 180 hours a year: enough to spread the fixed costs, not so much that it is hard to book.',
      'You fly about what they do: 100 and 80 hours a year.',
      '2 of you fly weekends: about a 1 in 4 chance of wanting the same Saturday.',
      'You both fly for travel; they do not fly for IFR.',
      'Any kind of aircraft suits them, and you want Single Engine.',
      'You want fewer upgrades than they do: 3 and 5 of 5; expect bills for upgrades you would not choose.',
      'You both look after an aircraft alike: 4 of 5 each.',
      'You have less experience than they do: 300 and 3,000 hours; you would learn from them, and the insurance premium may follow your hours.',
    ]);
  });

  it('scores budgets that meet in part below budgets that agree', () => {
    const agree = pilotFit(pilot({ hoursPerYear: 100 }), other({ hoursPerYear: 100 }));
    const part = pilotFit(pilot({ hoursPerYear: 100 }), other({ hoursPerYear: 100, monthlyCents: { min: 140_000, max: 300_000 } }));
    expect(part.reasons[0]).toBe('Your budgets meet in part: $10,000 to $40,000 to buy in and $1,400 to $1,500 a month suit you both.');
    expect(score(agree)).toBeGreaterThan(score(part));
    expect(score(agree)).toBe(100);
  });

  it('counts the missions each of them flies and the other does not', () => {
    const same = pilotFit(pilot(), other());
    expect(same.reasons).toContain('You both fly for travel and IFR.');
    const wider = pilotFit(pilot(), other({ missions: ['travel', 'ifr', 'training', 'local'] }));
    expect(wider.reasons).toContain('You both fly for travel and IFR; you do not fly for training and local flying.');
    const apart = pilotFit(pilot(), other({ missions: ['local'] }));
    expect(apart.reasons).toContain('You fly for travel and IFR; they fly for local flying.');
    expect(score(same)).toBeGreaterThan(score(wider));
    expect(score(wider)).toBeGreaterThan(score(apart));
  });

  it('scores a shared aircraft kind above none', () => {
    expect(pilotFit(pilot(), other()).reasons).toContain('You both want Single Engine.');
    const apart = pilotFit(pilot(), other({ aircraftKinds: ['Tail Wheel'] }));
    expect(apart.reasons).toContain('You want Single Engine; they want Tail Wheel.');
    expect(score(pilotFit(pilot(), other()))).toBeGreaterThan(score(apart));
  });
});

describe('a pure function', () => {
  const deepFreeze = <T>(value: T): T => {
    if (value && typeof value === 'object') for (const v of Object.values(value)) deepFreeze(v);
    return Object.freeze(value);
  };

  it('changes nothing it is given and answers the same each time', () => {
    const me = deepFreeze(pilot({ flies: 'weekends' }));
    const them = deepFreeze(listing({}, { flies: 'both' }));
    const first = listingFit(me, them);
    expect(listingFit(me, them)).toEqual(first);
    const him = deepFreeze(other({ flies: 'weekends' }));
    expect(pilotFit(me, him)).toEqual(pilotFit(me, him));
  });

  it('labels every weighted term', () => {
    expect(Object.keys(FIT_TERM_LABELS).sort()).toEqual(Object.keys(FIT_TERM_WEIGHTS).sort());
  });
});

describe('the score alone, for ranking', () => {
  // A seeded generator (mulberry32): the same 2,000 pairs every run.
  const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const next = random(41);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.5);
  const range = (top: number) => {
    const a = int(0, top);
    const b = int(0, top);
    return { min: Math.min(a, b), max: Math.max(a, b) };
  };
  const scale = () => int(1, 5) as Scale;
  const randomProfile = (): PartnerProfile => profile({
    buyInCents: range(10_000_000), monthlyCents: range(300_000), hoursPerYear: int(0, 400), missions: some(MISSIONS),
    aircraftKinds: pick([[], ['Single Engine'], ['Tail Wheel', 'Light Sport']]), driveKm: int(0, 200), upgradeAppetite: scale(),
    maintenanceCare: scale(), flies: pick(FLIES),
  });

  it('is listingFit’s and pilotFit’s passes and score, on 2,000 random pairs', () => {
    let passing = 0;
    for (let i = 0; i < 2000; i++) {
      const me: PilotSide = { profile: randomProfile(), totalHours: pick([null, int(0, 5000)]) };
      const l = listing(
        { type: pick(PARTNER_LISTING_TYPES), distanceKm: next() * 200, minimumsMet: pick([true, false, null]), ownerTotalHours: pick([null, int(0, 5000)]),
          aircraftTags: pick([[], ['Single Engine'], ['Multi-Engine', 'Turbo']]) },
        { buyInCents: int(0, 10_000_000), monthlyFixedCents: int(0, 100_000), hourlyRateCents: int(0, 30_000), wet: next() < 0.5, groupHoursPerYear: int(0, 600),
          partners: int(0, 8), missions: some(MISSIONS), upgradeAppetite: scale(), maintenanceCare: scale(), flies: pick(FLIES) },
      );
      const full = listingFit(me, l);
      expect(listingScore(me, l)).toEqual({ passes: full.passes, score: full.score });
      if (full.passes) passing++;
      const them = other({}, { profile: randomProfile(), distanceKm: next() * 200, totalHours: pick([null, int(0, 5000)]) });
      const pair = pilotFit(me, them);
      expect(pilotScore(me, them)).toEqual({ passes: pair.passes, score: pair.score });
    }
    // The set holds both answers, not only refusals.
    expect(passing).toBeGreaterThan(50);
  });
});

describe('the ranking order', () => {
  const fit = (passes: boolean, s: number): PartnerFit => ({ passes, score: s, reasons: [], monthlyCostCents: null });
  it('puts passing first, then the higher score, the nearer, the lower id', () => {
    const rows = [
      { id: 1, distanceKm: 5, fit: fit(false, 0) },
      { id: 2, distanceKm: 50, fit: fit(true, 70) },
      { id: 3, distanceKm: 10, fit: fit(true, 70) },
      { id: 4, distanceKm: 10, fit: fit(true, 90) },
      { id: 5, distanceKm: 10, fit: fit(true, 70) },
      { id: 0, distanceKm: 1, fit: fit(false, 0) },
    ];
    expect([...rows].sort(compareFits).map((r) => r.id)).toEqual([4, 3, 5, 2, 0, 1]);
    expect(compareFits(rows[2]!, rows[2]!)).toBe(0);
  });

  it('ranks real fits the same way', () => {
    const a = { id: 1, distanceKm: 30, fit: listingFit(pilot(), listing()) };
    const b = { id: 2, distanceKm: 10, fit: listingFit(pilot(), listing({}, { upgradeAppetite: 1 })) };
    const c = { id: 3, distanceKm: 1, fit: listingFit(pilot(), listing({ minimumsMet: false })) };
    expect([c, b, a].sort(compareFits).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
