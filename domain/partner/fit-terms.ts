/**
 * The partner match's score terms (issue 41): each turns one side-by-side of the two profiles into a
 * fraction from 0 (worst) to 1 (best) and the one sentence that explains it. domain/partner/partner-fit.ts
 * weighs them (fit-weights.ts) and adds them up.
 */
import { formatCents } from '../money/cents.js';
import { GROUP_HOURS_RANGE, type FitTerm } from './fit-weights.js';
import {
  buyInsApart,
  costAt,
  hoursText,
  listText,
  lowerFirst,
  missionsText,
  monthliesApart,
  oneIn,
  overlaps,
  overMonthlyBudget,
  rangeText,
  whole,
} from './fit-words.js';
import type { CentsRange, Flies, Mission, PartnerProfile, Scale } from './partner-profile.js';

/** The part of the monthly budget's top under which a cost counts as "close to the most" he would spend. */
const NEAR_MAX_SHARE = 0.1;
/** A cost below his range: fine, though not what he planned (an older aircraft, fewer extras). */
const BELOW_MIN_FRACTION = 0.8;
/**
 * A term that cannot be judged (a side said nothing) scores half: neither for nor against. The candidates'
 * bounds read it too (postgres-partner-candidates.ts: experience is neutral when either side's hours are unknown).
 */
export const NEUTRAL = 0.5;
/**
 * The weekend model: a pilot flies his hours in outings of about HOURS_PER_OUTING; a weekend flyer flies
 * them all on the year's 104 weekend days, one who flies weekdays and weekends on any day (2 in 7 of them on
 * a weekend), a weekday flyer on none. His chance of wanting a given Saturday is his weekend outings over
 * the weekend days: 80 hours a year flown on weekends, about 1 in 3; a club member's 4 hours, 1 in 50.
 */
const HOURS_PER_OUTING = 2;
const WEEKEND_DAYS_A_YEAR = 104;
const WEEKEND_SHARE: Record<Flies, number> = { weekends: 1, both: 2 / 7, weekdays: 0 };
const saturdayChance = (flies: Flies, hoursPerYear: number): number =>
  Math.min(1, (Math.max(0, hoursPerYear) / HOURS_PER_OUTING) * WEEKEND_SHARE[flies] / WEEKEND_DAYS_A_YEAR);

/**
 * A sentence (or a helper of one) written only when asked. Each term makes its sentences as closures, and
 * ranking makes thousands of terms a request: an arrow function written as an argument gets no inferred
 * name, so the app's loader (tsx, esbuild's keepNames) does not wrap each one in `__name` (a property
 * definition per closure, 9 % of the app's CPU in "Partners for you" on the bench). Nothing else changes.
 */
const later = <F extends (...args: never[]) => unknown>(f: F): F => f;

export interface Term {
  term: FitTerm;
  /** 0 (worst) to 1 (best). */
  fraction: number;
  /** The sentence that explains it, written only when asked (ranking needs the score alone). */
  say: () => string;
}

export function monthlyCostTerm(p: PartnerProfile, cost: number): Term {
  const { min, max } = p.monthlyCents;
  // Over the most he would spend is a hard filter: its sentence stands for the term (answer() drops the repeat).
  if (cost > max) return { term: 'monthlyCost', fraction: 0, say: later(() => overMonthlyBudget(p, cost)) };
  if (cost < min) {
    return { term: 'monthlyCost', fraction: BELOW_MIN_FRACTION, say: later(() => `${costAt(p, cost)}, less than the ${formatCents(min)} you planned: fine.`) };
  }
  const room = max - cost;
  const nearBand = max * NEAR_MAX_SHARE;
  if (room < nearBand) {
    // Half at the most he would spend, rising to whole at NEAR_MAX_SHARE under it.
    return { term: 'monthlyCost', fraction: 0.5 + 0.5 * (room / nearBand), say: later(() => `${costAt(p, cost)}, close to the ${formatCents(max)} most you would spend.`) };
  }
  return { term: 'monthlyCost', fraction: 1, say: later(() => `${costAt(p, cost)}, inside your ${rangeText(p.monthlyCents)} budget.`) };
}

/** The part of the narrower range the two ranges share (1 when one holds the other). */
function overlapShare(a: CentsRange, b: CentsRange): number {
  const shared = Math.min(a.max, b.max) - Math.max(a.min, b.min);
  const narrower = Math.min(a.max - a.min, b.max - b.min);
  if (shared < 0) return 0;
  return narrower === 0 ? 1 : shared / narrower;
}

export function budgetsTerm(me: PartnerProfile, o: PartnerProfile): Term {
  // Budgets that do not meet are a hard filter: its sentence stands for the term (answer() drops the repeat).
  if (!overlaps(me.buyInCents, o.buyInCents)) return { term: 'monthlyCost', fraction: 0, say: later(() => buyInsApart(me, o)) };
  if (!overlaps(me.monthlyCents, o.monthlyCents)) return { term: 'monthlyCost', fraction: 0, say: later(() => monthliesApart(me, o)) };
  const buyIn = overlapShare(me.buyInCents, o.buyInCents);
  const monthly = overlapShare(me.monthlyCents, o.monthlyCents);
  const shared = later((a: CentsRange, b: CentsRange): CentsRange => ({ min: Math.max(a.min, b.min), max: Math.min(a.max, b.max) }));
  const words = buyIn === 1 && monthly === 1 ? 'Your budgets agree' : 'Your budgets meet in part';
  return {
    term: 'monthlyCost',
    fraction: (buyIn + monthly) / 2,
    say: later(() => `${words}: ${rangeText(shared(me.buyInCents, o.buyInCents))} to buy in and ${rangeText(shared(me.monthlyCents, o.monthlyCents))} a month suit you both.`),
  };
}

/** `lead` opens the sentence: "With you the aircraft would fly", "Together you would fly an aircraft". */
export function groupHoursTerm(total: number, lead: string): Term {
  const { min, max } = GROUP_HOURS_RANGE;
  if (total < min) {
    return {
      term: 'groupHours',
      fraction: total / min,
      say: later(() => `${lead} only about ${hoursText(total)} a year: under ${min}, the fixed costs weigh on every hour.`),
    };
  }
  if (total > max) {
    return {
      term: 'groupHours',
      fraction: Math.max(0, 1 - (total - max) / max),
      say: later(() => `${lead} about ${hoursText(total)} a year: over ${max}, expect to find it booked when you want it.`),
    };
  }
  return {
    term: 'groupHours',
    fraction: 1,
    say: later(() => `${lead} about ${hoursText(total)} a year: enough to spread the fixed costs, not so much that it is hard to book.`),
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
export const GROUP_VOICE = sideVoice('The group', 'each partner');
export const CLUB_VOICE = sideVoice('The club', 'each member');
export const PILOT_VOICE: Voice = {
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

/**
 * His hours against each other partner's: the ratio of the smaller to the larger. In a club (`flatDues`)
 * flying more than the average member is no grievance: the dues are the same, the fleet shared, and his
 * hours cost him less each; flying much less still means dues for little flying.
 */
export function hoursMatchTerm(mine: number, theirs: number, v: Voice, flatDues = false): Term {
  if (theirs <= 0) {
    return { term: 'hoursMatch', fraction: NEUTRAL, say: later(() => `${v.statesNoHours}, so there is nothing to compare with your ${hoursText(mine)}.`) };
  }
  const ratio = mine === theirs ? 1 : Math.min(mine, theirs) / Math.max(mine, theirs);
  const figures = later((): string => `${hoursText(mine)} a year against ${v.their} ${whole(theirs)}`);
  if (ratio >= 0.6) return { term: 'hoursMatch', fraction: ratio, say: later(() => `You fly about what ${v.does}: ${whole(mine)} and ${hoursText(theirs)} a year.`) };
  if (flatDues && mine > theirs) {
    return { term: 'hoursMatch', fraction: 1, say: later(() => `You would fly more than ${v.thanEach}: ${figures()}; the dues stay the same, so each of your hours costs you less.`) };
  }
  const say = later((): string => {
    if (ratio >= 0.3) return `You would fly ${mine > theirs ? 'more' : 'less'} than ${v.thanEach}: ${figures()}.`;
    if (mine > theirs) return `You would fly much more than ${v.thanEach}: ${figures()}; expect the schedule to be a sore point.`;
    return `You would fly much less than ${v.thanEach}: ${figures()}; you would pay the same fixed costs for far less flying.`;
  });
  return { term: 'hoursMatch', fraction: ratio, say };
}

/**
 * The chance, on a Saturday he wants, that another partner wants it too: his chance of wanting it times
 * the chance that at least one of the others does (saturdayChance; `others` says how many fly when, and
 * how many hours a year each). Scored 1 - 2 x that chance, at least 0.
 */
export function weekendsTerm(mine: Flies, myHours: number, others: ReadonlyArray<readonly [flies: Flies, count: number, hoursEach: number]>): Term {
  const q = saturdayChance(mine, myHours);
  if (WEEKEND_SHARE[mine] === 0) return { term: 'weekends', fraction: 1, say: later(() => 'You fly weekdays, so weekend bookings are no clash for you.') };
  const noneOther = others.reduce((acc, [flies, count, hours]) => acc * (1 - saturdayChance(flies, hours)) ** count, 1);
  const chance = q * (1 - noneOther);
  if (chance === 0) return { term: 'weekends', fraction: 1, say: later(() => 'You are the only one who flies weekends: your Saturdays are free.') };
  const weekendFlyers = others.reduce((n, [flies, count]) => n + (WEEKEND_SHARE[flies] > 0 ? count : 0), 1);
  return {
    term: 'weekends',
    fraction: Math.max(0, 1 - 2 * chance),
    say: later(() => `${weekendFlyers} of you fly weekends: about a ${oneIn(chance)} chance of wanting the same Saturday.`),
  };
}

/** The part of his missions the other side shares (both ways, averaged, between two pilots). */
export function missionTerm(mine: readonly Mission[], theirs: readonly Mission[], v: Voice, symmetric: boolean): Term {
  if (mine.length === 0) return { term: 'mission', fraction: NEUTRAL, say: later(() => 'You have not said what you fly for, so the mission counts neither way.') };
  if (theirs.length === 0) return { term: 'mission', fraction: NEUTRAL, say: later(() => `${v.hasNotSaid}, so the mission counts neither way.`) };
  const shared = mine.filter((m) => theirs.includes(m));
  const onlyMine = mine.filter((m) => !theirs.includes(m));
  const onlyTheirs = theirs.filter((m) => !mine.includes(m));
  const coverMine = shared.length / mine.length;
  const fraction = symmetric ? (coverMine + shared.length / theirs.length) / 2 : coverMine;
  const say = later((): string => {
    if (shared.length === 0) return `You fly for ${missionsText(mine)}; ${lowerFirst(v.flies)} ${missionsText(theirs)}.`;
    if (onlyMine.length > 0) return `${v.together} fly for ${missionsText(shared)}; ${v.doesNotFly} ${missionsText(onlyMine)}.`;
    // Between two pilots his other missions count too; a group that also flies for more takes nothing from him.
    if (symmetric && onlyTheirs.length > 0) return `${v.together} fly for ${missionsText(shared)}; you do not fly for ${missionsText(onlyTheirs)}.`;
    return `${v.together} fly for ${missionsText(shared)}.`;
  });
  return { term: 'mission', fraction, say };
}

export function aircraftKindTerm(wanted: readonly string[], tags: readonly string[]): Term {
  if (wanted.length === 0) return { term: 'aircraftKind', fraction: 1, say: later(() => 'Any kind of aircraft suits you.') };
  if (tags.length === 0) return { term: 'aircraftKind', fraction: NEUTRAL, say: later(() => 'The listing does not say what kind of aircraft it is.') };
  const matching = tags.filter((t) => wanted.includes(t));
  if (matching.length > 0) return { term: 'aircraftKind', fraction: 1, say: later(() => `The aircraft is listed as ${listText(matching)}: a kind you want.`) };
  return { term: 'aircraftKind', fraction: 0, say: later(() => `The aircraft is listed as ${listText([...tags])}, not a kind you want (${listText([...wanted])}).`) };
}

export function pilotKindTerm(mine: readonly string[], his: readonly string[]): Term {
  if (mine.length === 0 && his.length === 0) return { term: 'aircraftKind', fraction: 1, say: later(() => 'Any kind of aircraft suits you both.') };
  if (mine.length === 0) return { term: 'aircraftKind', fraction: 1, say: later(() => `Any kind of aircraft suits you, and they want ${listText([...his])}.`) };
  if (his.length === 0) return { term: 'aircraftKind', fraction: 1, say: later(() => `Any kind of aircraft suits them, and you want ${listText([...mine])}.`) };
  const shared = mine.filter((k) => his.includes(k));
  if (shared.length > 0) return { term: 'aircraftKind', fraction: 1, say: later(() => `You both want ${listText(shared)}.`) };
  return { term: 'aircraftKind', fraction: 0, say: later(() => `You want ${listText([...mine])}; they want ${listText([...his])}.`) };
}

/** The difference on the five-point scale: 0 apart is 1, 4 apart is 0. */
export function scaleTerm(term: 'upgrade' | 'maintenance', mine: Scale, theirs: Scale, v: Voice): Term {
  const gap = Math.abs(mine - theirs);
  const fraction = 1 - gap / 4;
  const say = later((): string => {
    const figures = gap === 0 ? `${mine} of 5 each` : `${mine} and ${theirs} of 5`;
    if (term === 'upgrade') {
      if (gap === 0) return `${v.together} see upgrades alike: ${figures}.`;
      if (gap === 1) return `${v.together} see upgrades much alike: ${figures}.`;
      if (mine > theirs) return `You want more upgrades than ${v.than}: ${figures}; expect arguments over the panel budget.`;
      return `You want fewer upgrades than ${v.than}: ${figures}; expect bills for upgrades you would not choose.`;
    }
    if (gap === 0) return `${v.together} look after an aircraft alike: ${figures}.`;
    if (gap === 1) return `${v.together} look after an aircraft much alike: ${figures}.`;
    if (mine > theirs) return `You take more care of an aircraft than ${v.than}: ${figures}; expect to be the one who cleans and fixes.`;
    return `You take less care of an aircraft than ${v.than}: ${figures}; expect bills for work done before it is due.`;
  });
  return { term, fraction, say };
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
export const OWNER_EXPERIENCE: ExperienceVoice = { together: 'You and the owner', than: 'the owner', object: 'the owner', possessive: "the owner's" };
export const PILOT_EXPERIENCE: ExperienceVoice = { together: 'You both', than: 'they do', object: 'them', possessive: 'their' };

/**
 * Similar experience (the smaller at least half the larger) fits best; a wider gap falls to a quarter, not
 * to nothing: the newer pilot gains a mentor, but the insurance is priced on the least experienced.
 */
export function experienceTerm(mine: number | null, theirs: number | null, v: ExperienceVoice): Term {
  if (mine === null) return { term: 'experience', fraction: NEUTRAL, say: later(() => 'Your hours are not known, so experience counts neither way.') };
  if (theirs === null) {
    const who = later((): string => v.possessive.charAt(0).toUpperCase() + v.possessive.slice(1));
    return { term: 'experience', fraction: NEUTRAL, say: later(() => `${who()} hours are not known, so experience counts neither way.`) };
  }
  const ratio = Math.max(mine, theirs) === 0 ? 1 : Math.min(mine, theirs) / Math.max(mine, theirs);
  const say = later((): string => {
    const figures = `${whole(mine)} and ${hoursText(theirs)}`;
    if (ratio >= 0.5) return `${v.together} have similar experience: ${figures}.`;
    if (mine < theirs) return `You have less experience than ${v.than}: ${figures}; you would learn from ${v.object}, and the insurance premium may follow your hours.`;
    return `You have more experience than ${v.than}: ${figures}; the insurance premium may follow ${v.possessive} hours.`;
  });
  return { term: 'experience', fraction: ratio >= 0.5 ? 1 : 0.25 + 0.75 * (ratio / 0.5), say };
}
