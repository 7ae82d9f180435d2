/**
 * The partner match (issue 41): one pure function from a pilot's partner profile and a listing (or
 * another pilot's profile) to a score and its reasons. The server ranks with it and the browser shows it;
 * both import this file.
 *
 * Hard filters first (drive distance, budget, insurance minimums, at most MAX_CO_OWNERS co-owners): a
 * failure is a sentence, the score 0 and `passes` false. Then a weighted score 0-100: each term is a
 * fraction from 0 (worst) to 1 (best) times its weight, the sum rounded once at the end, and each term says
 * in one sentence why it scored what it did.
 */
import { formatCents } from '../money/cents.js';
import { WHOLE_SHARE, type CostRules } from '../group/group.js';
import { newMemberMonthlyCost } from '../group/new-member-cost.js';
import {
  aircraftKindTerm,
  budgetsTerm,
  CLUB_VOICE,
  experienceTerm,
  GROUP_VOICE,
  groupHoursTerm,
  hoursMatchTerm,
  missionTerm,
  monthlyCostTerm,
  OWNER_EXPERIENCE,
  PILOT_EXPERIENCE,
  PILOT_VOICE,
  pilotKindTerm,
  scaleTerm,
  weekendsTerm,
  type Term,
} from './fit-terms.js';
import { FIT_TERM_WEIGHTS } from './fit-weights.js';
import { buyInsApart, distanceText, monthliesApart, overlaps, overMonthlyBudget, whole } from './fit-words.js';
import { MAX_CO_OWNERS, type ListingPartnerProfile, type PartnerListingType, type PartnerProfile } from './partner-profile.js';

export {
  AIRCRAFT_KIND_WEIGHT,
  EXPERIENCE_WEIGHT,
  FIT_TERM_LABELS,
  FIT_TERM_WEIGHTS,
  GROUP_HOURS_RANGE,
  GROUP_HOURS_WEIGHT,
  HOURS_MATCH_WEIGHT,
  MAINTENANCE_WEIGHT,
  MISSION_WEIGHT,
  MONTHLY_COST_WEIGHT,
  UPGRADE_WEIGHT,
  WEEKENDS_WEIGHT,
  type FitTerm,
} from './fit-weights.js';

/** The pilot being matched: his profile and his counted total hours (null when he has no record). */
export interface PilotSide {
  profile: PartnerProfile;
  totalHours: number | null;
}

/** A listing as the match sees it. */
export interface ListingCandidate {
  id: number;
  type: PartnerListingType;
  group: ListingPartnerProfile;
  /** The aircraft's tags (domain/options.ts AIRCRAFT_TAGS). */
  aircraftTags: readonly string[];
  /** Great-circle km from his home airport to the listing's airport. */
  distanceKm: number;
  /** His insurance-minimums match: true met, false not met, null when the listing asks nothing. */
  minimumsMet: boolean | null;
  /** The owner's counted total hours, for the experience mix (null when unknown). */
  ownerTotalHours: number | null;
  /** The listing airport's name for the distance sentence ("Bowman Field"); optional. */
  airportName?: string | null;
}

/** Another pilot as the match sees him (pilots forming a partnership). */
export interface PilotCandidate extends PilotSide {
  id: number;
  distanceKm: number;
}

export interface PartnerFit {
  /** Every hard filter holds. */
  passes: boolean;
  /** 0 to 100, an integer; 0 when a hard filter fails. */
  score: number;
  /** Failed hard filters first (each a sentence), then one sentence per score term. */
  reasons: string[];
  /** What he would pay a month at his hours (newMemberMonthlyCost); null for a pilot-to-pilot match. */
  monthlyCostCents: number | null;
}

// ---- The monthly cost --------------------------------------------------------------------------------

/**
 * What he would pay a month at his hours: newMemberMonthlyCost over the listing's figures (dues per
 * member, the group's rate wet or dry, no separate reserves: the listing's rate includes them), with the
 * partners today and him.
 */
export function monthlyCostFor(hoursPerYear: number, group: ListingPartnerProfile, type: PartnerListingType): number {
  const rules: CostRules = {
    from: '1970-01-01',
    duesCents: group.monthlyFixedCents,
    duesSplit: 'per_member',
    hourlyRateCents: group.hourlyRateCents,
    basis: 'hobbs',
    wet: group.wet,
    reservesPerHourCents: { engine: 0, propeller: 0 },
    aircraft: [],
    limits: { maxActiveBookings: null, maxWeekendDaysPerMonth: null },
  };
  const memberCount = group.partners + 1;
  // Per-member dues and no shared expenses: his share changes no line, but a partner has one and a club member not.
  const shareBasisPoints = type === 'FLIGHT_CLUB' ? null : Math.floor(WHOLE_SHARE / memberCount);
  return newMemberMonthlyCost({ rules, shareBasisPoints, memberCount, hoursPerYear, monthlyExpensesCents: 0 }).totalCents;
}

// ---- Hard filters ------------------------------------------------------------------------------------

function buyInWords(type: PartnerListingType): string {
  if (type === 'FLIGHT_CLUB') return "The club's initiation fee is";
  if (type === 'PRIVATE_OWNER_SHARE_PURCHASE') return 'The share costs';
  return 'Your part of the purchase is';
}

/** The hard filters that fail, each as its sentence (written only when asked). */
function listingFailures(pilot: PilotSide, listing: ListingCandidate, monthlyCostCents: number): Failure[] {
  const p = pilot.profile;
  const g = listing.group;
  const failures: Failure[] = [];
  if (listing.distanceKm > p.driveKm) {
    const where = listing.airportName ? listing.airportName : "The listing's airport";
    failures.push(() => `${where} is ${distanceText(listing.distanceKm, p.driveKm)} km from your home airport, farther than the ${whole(p.driveKm)} km you would drive.`);
  }
  if (g.buyInCents > p.buyInCents.max) {
    failures.push(() => `${buyInWords(listing.type)} ${formatCents(g.buyInCents)}, above the ${formatCents(p.buyInCents.max)} most you would put in.`);
  }
  if (monthlyCostCents > p.monthlyCents.max) failures.push(() => overMonthlyBudget(p, monthlyCostCents));
  if (listing.minimumsMet === false) failures.push(() => 'You do not meet the insurance minimums this listing asks for.');
  const coOwners = g.partners + 1;
  if (listing.type !== 'FLIGHT_CLUB' && coOwners > MAX_CO_OWNERS) {
    failures.push(() => `With you there would be ${coOwners} co-owners; a partnership works with at most ${MAX_CO_OWNERS}.`);
  }
  return failures;
}


function pilotFailures(me: PartnerProfile, other: PilotCandidate): Failure[] {
  const o = other.profile;
  const failures: Failure[] = [];
  if (other.distanceKm > me.driveKm) {
    failures.push(() => `Their home airport is ${distanceText(other.distanceKm, me.driveKm)} km from yours, farther than the ${whole(me.driveKm)} km you would drive.`);
  }
  if (other.distanceKm > o.driveKm) {
    failures.push(() => `Their home airport is ${distanceText(other.distanceKm, o.driveKm)} km from yours, farther than the ${whole(o.driveKm)} km they would drive.`);
  }
  if (!overlaps(me.buyInCents, o.buyInCents)) failures.push(() => buyInsApart(me, o));
  if (!overlaps(me.monthlyCents, o.monthlyCents)) failures.push(() => monthliesApart(me, o));
  // Two pilots forming a partnership are 2 co-owners: within MAX_CO_OWNERS, nothing to refuse.
  return failures;
}

/** A failed hard filter's sentence, written when asked. */
type Failure = () => string;

/** What ranking needs of a fit: listingFit's and pilotFit's `passes` and `score`, without the sentences. */
export type FitScore = Pick<PartnerFit, 'passes' | 'score'>;

/** The weighted sum of the terms, rounded once; 0 when a hard filter fails. */
function scoreOf(failures: Failure[], terms: Term[]): FitScore {
  if (failures.length > 0) return { passes: false, score: 0 };
  const points = terms.reduce((sum, t) => sum + FIT_TERM_WEIGHTS[t.term] * Math.min(1, Math.max(0, t.fraction)), 0);
  return { passes: true, score: Math.round(points) };
}

/** Failures first, then each term's sentence (a term whose sentence is a failure's is not said twice). */
function answer(failures: Failure[], terms: Term[], monthlyCostCents: number | null): PartnerFit {
  const failed = failures.map((say) => say());
  const explained = terms.map((t) => t.say()).filter((reason) => !failed.includes(reason));
  return { ...scoreOf(failures, terms), reasons: [...failed, ...explained], monthlyCostCents };
}

// ---- The two matches ---------------------------------------------------------------------------------

/** The terms of a pilot and a listing, with the monthly cost they start from. */
function listingTerms(pilot: PilotSide, listing: ListingCandidate, cost: number): Term[] {
  const p = pilot.profile;
  const g = listing.group;
  // A partnership still to form (no partners yet) is its lister: the group's hours and habits are his.
  const others = Math.max(g.partners, 1);
  const club = listing.type === 'FLIGHT_CLUB';
  const v = club ? CLUB_VOICE : GROUP_VOICE;
  return [
    monthlyCostTerm(p, cost),
    groupHoursTerm(g.groupHoursPerYear + p.hoursPerYear, 'With you the aircraft would fly'),
    hoursMatchTerm(p.hoursPerYear, g.groupHoursPerYear / others, v, club),
    weekendsTerm(p.flies, p.hoursPerYear, [[g.flies, others, g.groupHoursPerYear / others]]),
    missionTerm(p.missions, g.missions, v, false),
    aircraftKindTerm(p.aircraftKinds, listing.aircraftTags),
    scaleTerm('upgrade', p.upgradeAppetite, g.upgradeAppetite, v),
    scaleTerm('maintenance', p.maintenanceCare, g.maintenanceCare, v),
    experienceTerm(pilot.totalHours, listing.ownerTotalHours, OWNER_EXPERIENCE),
  ];
}

/** A pilot and a share-purchase, partnership or club listing. */
export function listingFit(pilot: PilotSide, listing: ListingCandidate): PartnerFit {
  const cost = monthlyCostFor(pilot.profile.hoursPerYear, listing.group, listing.type);
  return answer(listingFailures(pilot, listing, cost), listingTerms(pilot, listing, cost), cost);
}

/**
 * listingFit's `passes` and `score` without writing its sentences (1 to 2 µs a listing against 4 to 6): rank many
 * candidates with it, then call listingFit for the few shown.
 */
export function listingScore(pilot: PilotSide, listing: ListingCandidate): FitScore {
  const cost = monthlyCostFor(pilot.profile.hoursPerYear, listing.group, listing.type);
  return scoreOf(listingFailures(pilot, listing, cost), listingTerms(pilot, listing, cost));
}

/** listingFit's `passes` alone: its hard filters, no term scored (the server's first cut of a window). */
export function listingPasses(pilot: PilotSide, listing: ListingCandidate): boolean {
  return listingFailures(pilot, listing, monthlyCostFor(pilot.profile.hoursPerYear, listing.group, listing.type)).length === 0;
}

/** The terms of two pilots forming a partnership. */
function pilotTerms(me: PilotSide, other: PilotCandidate): Term[] {
  const p = me.profile;
  const o = other.profile;
  return [
    budgetsTerm(p, o),
    groupHoursTerm(p.hoursPerYear + o.hoursPerYear, 'Together you would fly an aircraft'),
    hoursMatchTerm(p.hoursPerYear, o.hoursPerYear, PILOT_VOICE),
    weekendsTerm(p.flies, p.hoursPerYear, [[o.flies, 1, o.hoursPerYear]]),
    missionTerm(p.missions, o.missions, PILOT_VOICE, true),
    pilotKindTerm(p.aircraftKinds, o.aircraftKinds),
    scaleTerm('upgrade', p.upgradeAppetite, o.upgradeAppetite, PILOT_VOICE),
    scaleTerm('maintenance', p.maintenanceCare, o.maintenanceCare, PILOT_VOICE),
    experienceTerm(me.totalHours, other.totalHours, PILOT_EXPERIENCE),
  ];
}

/** Two pilots forming a partnership: both profiles, both drives, overlapping budgets. */
export function pilotFit(me: PilotSide, other: PilotCandidate): PartnerFit {
  return answer(pilotFailures(me.profile, other), pilotTerms(me, other), null);
}

/** pilotFit's `passes` and `score` without writing its sentences (see listingScore). */
export function pilotScore(me: PilotSide, other: PilotCandidate): FitScore {
  return scoreOf(pilotFailures(me.profile, other), pilotTerms(me, other));
}

/** pilotFit's `passes` alone (see listingPasses). */
export function pilotPasses(me: PilotSide, other: PilotCandidate): boolean {
  return pilotFailures(me.profile, other).length === 0;
}

/** The one ranking order, server and browser: passing first, then score (high first), distance, id. */
export function compareFits(
  a: { fit: FitScore; distanceKm: number; id: number },
  b: { fit: FitScore; distanceKm: number; id: number },
): number {
  if (a.fit.passes !== b.fit.passes) return a.fit.passes ? -1 : 1;
  if (a.fit.score !== b.fit.score) return b.fit.score - a.fit.score;
  if (a.distanceKm !== b.distanceKm) return a.distanceKm - b.distanceKm;
  return a.id - b.id;
}
