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
import { withCommas } from '../text/us-format.js';
import { WHOLE_SHARE, type CostRules } from '../group/group.js';
import { newMemberMonthlyCost } from '../group/new-member-cost.js';
import {
  MAX_CO_OWNERS,
  type CentsRange,
  type Flies,
  type ListingPartnerProfile,
  type Mission,
  type PartnerListingType,
  type PartnerProfile,
  type Scale,
} from './partner-profile.js';

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

// ---- The weights (they add up to 100) ---------------------------------------------------------------

/** Money is what partnerships break up over first: what he would pay a month against what he meant to. */
export const MONTHLY_COST_WEIGHT = 25;
/** One aircraft flown too little makes every hour dear; flown too much, it is never free. */
export const GROUP_HOURS_WEIGHT = 10;
/** A 300-hour pilot and a 50-hour one resent each other's bill or schedule: the first example. */
export const HOURS_MATCH_WEIGHT = 15;
/** Weekend flyers compete for the same Saturdays: the everyday friction of sharing one aircraft. */
export const WEEKENDS_WEIGHT = 10;
/** IFR against VFR equipment, travel against the pattern: what the aircraft is for. */
export const MISSION_WEIGHT = 10;
/** Lighter than the mission: the search's own filters already pick the kind of aircraft. */
export const AIRCRAFT_KIND_WEIGHT = 5;
/** Upgrade budgets split partners (a new panel is thousands each). */
export const UPGRADE_WEIGHT = 10;
/** Who cleans, who refuels, fix-when-broken against replace-before-worn. */
export const MAINTENANCE_WEIGHT = 10;
/** The lightest: a mix of experience can work (a mentor), and insurance prices it either way. */
export const EXPERIENCE_WEIGHT = 5;

/** The term weights, in the order the reasons give them (the server documents them). */
export const FIT_TERM_WEIGHTS = {
  monthlyCost: MONTHLY_COST_WEIGHT,
  groupHours: GROUP_HOURS_WEIGHT,
  hoursMatch: HOURS_MATCH_WEIGHT,
  weekends: WEEKENDS_WEIGHT,
  mission: MISSION_WEIGHT,
  aircraftKind: AIRCRAFT_KIND_WEIGHT,
  upgrade: UPGRADE_WEIGHT,
  maintenance: MAINTENANCE_WEIGHT,
  experience: EXPERIENCE_WEIGHT,
} as const;
export type FitTerm = keyof typeof FIT_TERM_WEIGHTS;

/** The hours a year one aircraft flies well: under, the fixed costs weigh; over, it is hard to book. */
export const GROUP_HOURS_RANGE = { min: 150, max: 450 } as const;
/** The part of the monthly budget's top under which a cost counts as "close to the most" he would spend. */
const NEAR_MAX_SHARE = 0.1;
/** A cost below his range: fine, though not what he planned (an older aircraft, fewer extras). */
const BELOW_MIN_FRACTION = 0.8;
/** A term that cannot be judged (a side said nothing) scores half: neither for nor against. */
const NEUTRAL = 0.5;
/**
 * The weekend model: a weekend flyer wants a given Saturday one time in two, a pilot who flies both
 * weekdays and weekends one time in four, a weekday flyer never.
 */
const SATURDAY_CHANCE: Record<Flies, number> = { weekends: 1 / 2, both: 1 / 4, weekdays: 0 };

interface Term {
  term: FitTerm;
  /** 0 (worst) to 1 (best). */
  fraction: number;
  reason: string;
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

// ---- Words and numbers -------------------------------------------------------------------------------

const whole = (n: number): string => withCommas(String(Math.round(n)));
const hoursText = (n: number): string => `${whole(n)} ${Math.round(n) === 1 ? 'hour' : 'hours'}`;
const rangeText = (r: CentsRange): string => (r.min === r.max ? formatCents(r.min) : `${formatCents(r.min)} to ${formatCents(r.max)}`);
const MISSION_WORDS: Record<Mission, string> = { local: 'local flying', travel: 'travel', training: 'training', ifr: 'IFR' };
const listText = (words: string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const missionsText = (missions: readonly Mission[]): string => listText(missions.map((m) => MISSION_WORDS[m]));

/** The km as a sentence shows them: whole, or to the tenth above where rounding would hide the excess. */
function distanceText(distanceKm: number, driveKm: number): string {
  const rounded = Math.round(distanceKm);
  return rounded > driveKm ? whole(distanceKm) : String(Math.ceil(distanceKm * 10) / 10);
}

/** "1 in 4": a chance as a pilot says it. */
const oneIn = (chance: number): string => `1 in ${Math.max(1, Math.round(1 / chance))}`;

// ---- Hard filters ------------------------------------------------------------------------------------

const costAt = (p: PartnerProfile, cost: number): string => `At your ${hoursText(p.hoursPerYear)} a year it would cost you ${formatCents(cost)} a month`;
const overMonthlyBudget = (p: PartnerProfile, cost: number): string => `${costAt(p, cost)}, above the ${formatCents(p.monthlyCents.max)} most you would spend.`;
const buyInsApart = (me: PartnerProfile, o: PartnerProfile): string =>
  `Your buy-in budgets do not meet: you would put in ${rangeText(me.buyInCents)}, they ${rangeText(o.buyInCents)}.`;
const monthliesApart = (me: PartnerProfile, o: PartnerProfile): string =>
  `Your monthly budgets do not meet: you would spend ${rangeText(me.monthlyCents)} a month, they ${rangeText(o.monthlyCents)}.`;

function buyInWords(type: PartnerListingType): string {
  if (type === 'FLIGHT_CLUB') return "The club's initiation fee is";
  if (type === 'PRIVATE_OWNER_SHARE_PURCHASE') return 'The share costs';
  return 'Your part of the purchase is';
}

function listingFailures(pilot: PilotSide, listing: ListingCandidate, monthlyCostCents: number): string[] {
  const p = pilot.profile;
  const g = listing.group;
  const failures: string[] = [];
  if (listing.distanceKm > p.driveKm) {
    const where = listing.airportName ? listing.airportName : "The listing's airport";
    failures.push(`${where} is ${distanceText(listing.distanceKm, p.driveKm)} km from your home airport, farther than the ${whole(p.driveKm)} km you would drive.`);
  }
  if (g.buyInCents > p.buyInCents.max) {
    failures.push(`${buyInWords(listing.type)} ${formatCents(g.buyInCents)}, above the ${formatCents(p.buyInCents.max)} most you would put in.`);
  }
  if (monthlyCostCents > p.monthlyCents.max) failures.push(overMonthlyBudget(p, monthlyCostCents));
  if (listing.minimumsMet === false) failures.push('You do not meet the insurance minimums this listing asks for.');
  const coOwners = g.partners + 1;
  if (listing.type !== 'FLIGHT_CLUB' && coOwners > MAX_CO_OWNERS) {
    failures.push(`With you there would be ${coOwners} co-owners; a partnership works with at most ${MAX_CO_OWNERS}.`);
  }
  return failures;
}

const overlaps = (a: CentsRange, b: CentsRange): boolean => a.min <= b.max && b.min <= a.max;

function pilotFailures(me: PartnerProfile, other: PilotCandidate): string[] {
  const o = other.profile;
  const failures: string[] = [];
  if (other.distanceKm > me.driveKm) {
    failures.push(`Their home airport is ${distanceText(other.distanceKm, me.driveKm)} km from yours, farther than the ${whole(me.driveKm)} km you would drive.`);
  }
  if (other.distanceKm > o.driveKm) {
    failures.push(`Their home airport is ${distanceText(other.distanceKm, o.driveKm)} km from yours, farther than the ${whole(o.driveKm)} km they would drive.`);
  }
  if (!overlaps(me.buyInCents, o.buyInCents)) failures.push(buyInsApart(me, o));
  if (!overlaps(me.monthlyCents, o.monthlyCents)) failures.push(monthliesApart(me, o));
  // Two pilots forming a partnership are 2 co-owners: within MAX_CO_OWNERS, nothing to refuse.
  return failures;
}

// ---- Score terms -------------------------------------------------------------------------------------

function monthlyCostTerm(p: PartnerProfile, cost: number): Term {
  const { min, max } = p.monthlyCents;
  const at = costAt(p, cost);
  // Over the most he would spend is a hard filter: its sentence stands for the term (answer() drops the repeat).
  if (cost > max) return { term: 'monthlyCost', fraction: 0, reason: overMonthlyBudget(p, cost) };
  if (cost < min) {
    return { term: 'monthlyCost', fraction: BELOW_MIN_FRACTION, reason: `${at}, less than the ${formatCents(min)} you planned: fine.` };
  }
  const room = max - cost;
  const nearBand = max * NEAR_MAX_SHARE;
  if (room < nearBand) {
    // Half at the most he would spend, rising to whole at NEAR_MAX_SHARE under it.
    return { term: 'monthlyCost', fraction: 0.5 + 0.5 * (room / nearBand), reason: `${at}, close to the ${formatCents(max)} most you would spend.` };
  }
  return { term: 'monthlyCost', fraction: 1, reason: `${at}, inside your ${rangeText(p.monthlyCents)} budget.` };
}

/** The part of the narrower range the two ranges share (1 when one holds the other). */
function overlapShare(a: CentsRange, b: CentsRange): number {
  const shared = Math.min(a.max, b.max) - Math.max(a.min, b.min);
  const narrower = Math.min(a.max - a.min, b.max - b.min);
  if (shared < 0) return 0;
  return narrower === 0 ? 1 : shared / narrower;
}

function budgetsTerm(me: PartnerProfile, o: PartnerProfile): Term {
  // Budgets that do not meet are a hard filter: its sentence stands for the term (answer() drops the repeat).
  if (!overlaps(me.buyInCents, o.buyInCents)) return { term: 'monthlyCost', fraction: 0, reason: buyInsApart(me, o) };
  if (!overlaps(me.monthlyCents, o.monthlyCents)) return { term: 'monthlyCost', fraction: 0, reason: monthliesApart(me, o) };
  const buyIn = overlapShare(me.buyInCents, o.buyInCents);
  const monthly = overlapShare(me.monthlyCents, o.monthlyCents);
  const shared = (a: CentsRange, b: CentsRange): CentsRange => ({ min: Math.max(a.min, b.min), max: Math.min(a.max, b.max) });
  const words = buyIn === 1 && monthly === 1 ? 'Your budgets agree' : 'Your budgets meet in part';
  return {
    term: 'monthlyCost',
    fraction: (buyIn + monthly) / 2,
    reason: `${words}: ${rangeText(shared(me.buyInCents, o.buyInCents))} to buy in and ${rangeText(shared(me.monthlyCents, o.monthlyCents))} a month suit you both.`,
  };
}

/** `lead` opens the sentence: "With you the aircraft would fly", "Together you would fly an aircraft". */
function groupHoursTerm(total: number, lead: string): Term {
  const { min, max } = GROUP_HOURS_RANGE;
  if (total < min) {
    return {
      term: 'groupHours',
      fraction: total / min,
      reason: `${lead} only about ${hoursText(total)} a year: under ${min}, the fixed costs weigh on every hour.`,
    };
  }
  if (total > max) {
    return {
      term: 'groupHours',
      fraction: Math.max(0, 1 - (total - max) / max),
      reason: `${lead} about ${hoursText(total)} a year: over ${max}, expect to find it booked when you want it.`,
    };
  }
  return {
    term: 'groupHours',
    fraction: 1,
    reason: `${lead} about ${hoursText(total)} a year: enough to spread the fixed costs, not so much that it is hard to book.`,
  };
}

/** How a sentence names the other side: the group, the club, or the other pilot ("they"). */
interface Voice {
  /** "The group flies for travel", "They fly for travel" */
  flies: string;
  /** "The group does not fly for", "They do not fly for" */
  doesNotFly: string;
  /** "The group has not said what it flies for", "They have not said what they fly for" */
  hasNotSaid: string;
  /** "The group states no hours", "They state no hours" */
  statesNoHours: string;
  /** "You and the group see upgrades alike", "You both see upgrades alike" */
  together: string;
  /** "You fly about what the group does" */
  does: string;
  /** "more upgrades than the group", "more upgrades than they do" */
  than: string;
  /** "You would fly more than each partner", "... than they do" */
  thanEach: string;
  /** "against their 70" */
  their: string;
}
const sideVoice = (name: string, each: string): Voice => ({
  flies: `${name} flies for`,
  doesNotFly: `${name.toLowerCase()} does not fly for`,
  hasNotSaid: `${name} has not said what it flies for`,
  statesNoHours: `${name} states no hours a year`,
  together: `You and ${name.toLowerCase()}`,
  does: `${name.toLowerCase()} does`,
  than: name.toLowerCase(),
  thanEach: each,
  their: 'their',
});
const GROUP_VOICE = sideVoice('The group', 'each partner');
const CLUB_VOICE = sideVoice('The club', 'each member');
const PILOT_VOICE: Voice = {
  flies: 'They fly for',
  doesNotFly: 'they do not fly for',
  hasNotSaid: 'They have not said what they fly for',
  statesNoHours: 'They state no hours a year',
  together: 'You both',
  does: 'they do',
  than: 'they do',
  thanEach: 'they do',
  their: 'their',
};

/** His hours against each other partner's: the ratio of the smaller to the larger. */
function hoursMatchTerm(mine: number, theirs: number, v: Voice): Term {
  if (theirs <= 0) {
    return { term: 'hoursMatch', fraction: NEUTRAL, reason: `${v.statesNoHours}, so there is nothing to compare with your ${hoursText(mine)}.` };
  }
  const ratio = mine === theirs ? 1 : Math.min(mine, theirs) / Math.max(mine, theirs);
  const figures = `${hoursText(mine)} a year against ${v.their} ${whole(theirs)}`;
  let reason: string;
  if (ratio >= 0.6) reason = `You fly about what ${v.does}: ${whole(mine)} and ${hoursText(theirs)} a year.`;
  else if (ratio >= 0.3) reason = `You would fly ${mine > theirs ? 'more' : 'less'} than ${v.thanEach}: ${figures}.`;
  else if (mine > theirs) reason = `You would fly much more than ${v.thanEach}: ${figures}; expect the schedule to be a sore point.`;
  else reason = `You would fly much less than ${v.thanEach}: ${figures}; you would pay the same fixed costs for far less flying.`;
  return { term: 'hoursMatch', fraction: ratio, reason };
}

/**
 * The chance, on a Saturday he wants, that another partner wants it too: his chance of wanting it times
 * the chance that at least one of the others does (SATURDAY_CHANCE). Scored 1 - 2 x that chance (under
 * this model it never reaches 1/2).
 */
function weekendsTerm(mine: Flies, others: Flies[]): Term {
  const q = SATURDAY_CHANCE[mine];
  if (q === 0) return { term: 'weekends', fraction: 1, reason: 'You fly weekdays, so weekend bookings are no clash for you.' };
  const noneOther = others.reduce((acc, f) => acc * (1 - SATURDAY_CHANCE[f]), 1);
  const chance = q * (1 - noneOther);
  if (chance === 0) return { term: 'weekends', fraction: 1, reason: 'You are the only one who flies weekends: your Saturdays are free.' };
  const weekendFlyers = 1 + others.filter((f) => SATURDAY_CHANCE[f] > 0).length;
  return {
    term: 'weekends',
    fraction: Math.max(0, 1 - 2 * chance),
    reason: `${weekendFlyers} of you fly weekends: about a ${oneIn(chance)} chance of wanting the same Saturday.`,
  };
}

/** The part of his missions the other side shares (both ways, averaged, between two pilots). */
function missionTerm(mine: readonly Mission[], theirs: readonly Mission[], v: Voice, symmetric: boolean): Term {
  if (mine.length === 0) return { term: 'mission', fraction: NEUTRAL, reason: 'You have not said what you fly for, so the mission counts neither way.' };
  if (theirs.length === 0) return { term: 'mission', fraction: NEUTRAL, reason: `${v.hasNotSaid}, so the mission counts neither way.` };
  const shared = mine.filter((m) => theirs.includes(m));
  const onlyMine = mine.filter((m) => !theirs.includes(m));
  const onlyTheirs = theirs.filter((m) => !mine.includes(m));
  const coverMine = shared.length / mine.length;
  const fraction = symmetric ? (coverMine + shared.length / theirs.length) / 2 : coverMine;
  let reason: string;
  if (shared.length === 0) reason = `You fly for ${missionsText(mine)}; ${lowerFirst(v.flies)} ${missionsText(theirs)}.`;
  else if (onlyMine.length > 0) reason = `${v.together} fly for ${missionsText(shared)}; ${v.doesNotFly} ${missionsText(onlyMine)}.`;
  // Between two pilots his other missions count too; a group that also flies for more takes nothing from him.
  else if (symmetric && onlyTheirs.length > 0) reason = `${v.together} fly for ${missionsText(shared)}; you do not fly for ${missionsText(onlyTheirs)}.`;
  else reason = `${v.together} fly for ${missionsText(shared)}.`;
  return { term: 'mission', fraction, reason };
}

function aircraftKindTerm(wanted: readonly string[], tags: readonly string[]): Term {
  if (wanted.length === 0) return { term: 'aircraftKind', fraction: 1, reason: 'Any kind of aircraft suits you.' };
  if (tags.length === 0) return { term: 'aircraftKind', fraction: NEUTRAL, reason: 'The listing does not say what kind of aircraft it is.' };
  const matching = tags.filter((t) => wanted.includes(t));
  if (matching.length > 0) return { term: 'aircraftKind', fraction: 1, reason: `The aircraft is listed as ${listText(matching)}: a kind you want.` };
  return { term: 'aircraftKind', fraction: 0, reason: `The aircraft is listed as ${listText([...tags])}, not a kind you want (${listText([...wanted])}).` };
}

function pilotKindTerm(mine: readonly string[], his: readonly string[]): Term {
  if (mine.length === 0 && his.length === 0) return { term: 'aircraftKind', fraction: 1, reason: 'Any kind of aircraft suits you both.' };
  if (mine.length === 0) return { term: 'aircraftKind', fraction: 1, reason: `Any kind of aircraft suits you, and they want ${listText([...his])}.` };
  if (his.length === 0) return { term: 'aircraftKind', fraction: 1, reason: `Any kind of aircraft suits them, and you want ${listText([...mine])}.` };
  const shared = mine.filter((k) => his.includes(k));
  if (shared.length > 0) return { term: 'aircraftKind', fraction: 1, reason: `You both want ${listText(shared)}.` };
  return { term: 'aircraftKind', fraction: 0, reason: `You want ${listText([...mine])}; they want ${listText([...his])}.` };
}

/** The difference on the five-point scale: 0 apart is 1, 4 apart is 0. */
function scaleTerm(term: 'upgrade' | 'maintenance', mine: Scale, theirs: Scale, v: Voice): Term {
  const gap = Math.abs(mine - theirs);
  const fraction = 1 - gap / 4;
  const figures = gap === 0 ? `${mine} of 5 each` : `${mine} and ${theirs} of 5`;
  let reason: string;
  if (term === 'upgrade') {
    if (gap === 0) reason = `${v.together} see upgrades alike: ${figures}.`;
    else if (gap === 1) reason = `${v.together} see upgrades much alike: ${figures}.`;
    else if (mine > theirs) reason = `You want more upgrades than ${v.than}: ${figures}; expect arguments over the panel budget.`;
    else reason = `You want fewer upgrades than ${v.than}: ${figures}; expect bills for upgrades you would not choose.`;
  } else if (gap === 0) reason = `${v.together} look after an aircraft alike: ${figures}.`;
  else if (gap === 1) reason = `${v.together} look after an aircraft much alike: ${figures}.`;
  else if (mine > theirs) reason = `You take more care of an aircraft than ${v.than}: ${figures}; expect to be the one who cleans and fixes.`;
  else reason = `You take less care of an aircraft than ${v.than}: ${figures}; expect bills for work done before it is due.`;
  return { term, fraction, reason };
}

/** How the experience sentence names the other pilot: the listing's owner, or the pilot ("they"). */
interface ExperienceVoice {
  together: string;
  /** "less experience than the owner", "than they do" */
  than: string;
  /** "you would learn from the owner", "from them" */
  object: string;
  possessive: string;
}
const OWNER_EXPERIENCE: ExperienceVoice = { together: 'You and the owner', than: 'the owner', object: 'the owner', possessive: "the owner's" };
const PILOT_EXPERIENCE: ExperienceVoice = { together: 'You both', than: 'they do', object: 'them', possessive: 'their' };

/**
 * Similar experience (the smaller at least half the larger) fits best; a wider gap falls to a quarter, not
 * to nothing: the newer pilot gains a mentor, but the insurance is priced on the least experienced.
 */
function experienceTerm(mine: number | null, theirs: number | null, v: ExperienceVoice): Term {
  if (mine === null) return { term: 'experience', fraction: NEUTRAL, reason: 'Your hours are not known, so experience counts neither way.' };
  if (theirs === null) {
    const who = v.possessive.charAt(0).toUpperCase() + v.possessive.slice(1);
    return { term: 'experience', fraction: NEUTRAL, reason: `${who} hours are not known, so experience counts neither way.` };
  }
  const ratio = Math.max(mine, theirs) === 0 ? 1 : Math.min(mine, theirs) / Math.max(mine, theirs);
  const figures = `${whole(mine)} and ${hoursText(theirs)}`;
  let reason: string;
  if (ratio >= 0.5) reason = `${v.together} have similar experience: ${figures}.`;
  else if (mine < theirs) reason = `You have less experience than ${v.than}: ${figures}; you would learn from ${v.object}, and the insurance premium may follow your hours.`;
  else reason = `You have more experience than ${v.than}: ${figures}; the insurance premium may follow ${v.possessive} hours.`;
  return { term: 'experience', fraction: ratio >= 0.5 ? 1 : 0.25 + 0.75 * (ratio / 0.5), reason };
}

function total(terms: Term[]): number {
  const points = terms.reduce((sum, t) => sum + FIT_TERM_WEIGHTS[t.term] * Math.min(1, Math.max(0, t.fraction)), 0);
  return Math.round(points);
}

function answer(failures: string[], terms: Term[], monthlyCostCents: number | null): PartnerFit {
  const passes = failures.length === 0;
  const explained = terms.map((t) => t.reason).filter((reason) => !failures.includes(reason));
  return { passes, score: passes ? total(terms) : 0, reasons: [...failures, ...explained], monthlyCostCents };
}

// ---- The two matches ---------------------------------------------------------------------------------

/** A pilot and a share-purchase, partnership or club listing. */
export function listingFit(pilot: PilotSide, listing: ListingCandidate): PartnerFit {
  const p = pilot.profile;
  const g = listing.group;
  const cost = monthlyCostFor(p.hoursPerYear, g, listing.type);
  const failures = listingFailures(pilot, listing, cost);
  // A partnership still to form (no partners yet) is its lister: the group's hours and habits are his.
  const others = Math.max(g.partners, 1);
  const club = listing.type === 'FLIGHT_CLUB';
  const v = club ? CLUB_VOICE : GROUP_VOICE;
  const terms: Term[] = [
    monthlyCostTerm(p, cost),
    groupHoursTerm(g.groupHoursPerYear + p.hoursPerYear, 'With you the aircraft would fly'),
    hoursMatchTerm(p.hoursPerYear, g.groupHoursPerYear / others, v),
    weekendsTerm(p.flies, Array.from({ length: others }, () => g.flies)),
    missionTerm(p.missions, g.missions, v, false),
    aircraftKindTerm(p.aircraftKinds, listing.aircraftTags),
    scaleTerm('upgrade', p.upgradeAppetite, g.upgradeAppetite, v),
    scaleTerm('maintenance', p.maintenanceCare, g.maintenanceCare, v),
    experienceTerm(pilot.totalHours, listing.ownerTotalHours, OWNER_EXPERIENCE),
  ];
  return answer(failures, terms, cost);
}

/** Two pilots forming a partnership: both profiles, both drives, overlapping budgets. */
export function pilotFit(me: PilotSide, other: PilotCandidate): PartnerFit {
  const p = me.profile;
  const o = other.profile;
  const failures = pilotFailures(p, other);
  const terms: Term[] = [
    budgetsTerm(p, o),
    groupHoursTerm(p.hoursPerYear + o.hoursPerYear, 'Together you would fly an aircraft'),
    hoursMatchTerm(p.hoursPerYear, o.hoursPerYear, PILOT_VOICE),
    weekendsTerm(p.flies, [o.flies]),
    missionTerm(p.missions, o.missions, PILOT_VOICE, true),
    pilotKindTerm(p.aircraftKinds, o.aircraftKinds),
    scaleTerm('upgrade', p.upgradeAppetite, o.upgradeAppetite, PILOT_VOICE),
    scaleTerm('maintenance', p.maintenanceCare, o.maintenanceCare, PILOT_VOICE),
    experienceTerm(me.totalHours, other.totalHours, PILOT_EXPERIENCE),
  ];
  return answer(failures, terms, null);
}

/** The one ranking order, server and browser: passing first, then score (high first), distance, id. */
export function compareFits(
  a: { fit: PartnerFit; distanceKm: number; id: number },
  b: { fit: PartnerFit; distanceKm: number; id: number },
): number {
  if (a.fit.passes !== b.fit.passes) return a.fit.passes ? -1 : 1;
  if (a.fit.score !== b.fit.score) return b.fit.score - a.fit.score;
  if (a.distanceKm !== b.distanceKm) return a.distanceKm - b.distanceKm;
  return a.id - b.id;
}
