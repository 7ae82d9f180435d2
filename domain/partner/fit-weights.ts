/**
 * The partner match's term weights (issue 41): what each part of a fit counts, out of 100. The server
 * documents them; domain/partner/partner-fit.ts re-exports them.
 */

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

/** What each term weighs, in words (the API documentation and any page that explains the score). */
export const FIT_TERM_LABELS: Record<FitTerm, string> = {
  monthlyCost: 'his monthly cost at his hours against his monthly budget (two pilots: how far their budgets overlap)',
  groupHours: "the aircraft's hours a year with him, against 150 to 450",
  hoursMatch: "his hours a year against each partner's",
  weekends: 'the chance that he and another partner want the same Saturday',
  mission: 'the missions he flies that the group flies too',
  aircraftKind: 'the aircraft is a kind he wants',
  upgrade: 'upgrade appetite, the gap on the 1-5 scale',
  maintenance: 'maintenance care, the gap on the 1-5 scale',
  experience: "his total hours against the owner's (or the other pilot's)",
};
