/**
 * Partner matching (issue 41): what a pilot looks for in a partnership or a club, and what a group says
 * about itself on its listing. Shared by the server and the browser (the wire shape of
 * GET/PUT /api/user/partner-profile and of a listing's `partnerProfile`).
 *
 * Money is integer cents (domain/money/cents.ts); ranges are inclusive; scales run from 1 to 5.
 */
import type { AircraftTag } from '../options.js';
import type { ShareType } from '../share/share-types.js';

export const LOOKING_FOR = ['join', 'form', 'club'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];

export const MISSIONS = ['local', 'travel', 'training', 'ifr'] as const;
export type Mission = (typeof MISSIONS)[number];

export const FLIES = ['weekdays', 'weekends', 'both'] as const;
export type Flies = (typeof FLIES)[number];

/** A five-point scale: 1 (least) to 5 (most). */
export type Scale = 1 | 2 | 3 | 4 | 5;
export const SCALE_MIN = 1;
export const SCALE_MAX = 5;

/** The most hours a year a profile may state (issue 41: "hours over 1,000 a year" is refused). */
export const MAX_HOURS_PER_YEAR = 1000;
/** The farthest a pilot may say he will drive to the home airport. */
export const MAX_DRIVE_KM = 500;
/** At most this many co-owners in a partnership, him included (a hard filter; clubs are exempt). */
export const MAX_CO_OWNERS = 4;

/** The listing types a partner profile is matched against (the other two are rentals). */
export const PARTNER_LISTING_TYPES = [
  'PRIVATE_OWNER_SHARE_PURCHASE',
  'PARTNERSHIP_REQUEST_TO_PURCHASE',
  'FLIGHT_CLUB',
] as const satisfies readonly ShareType[];
export type PartnerListingType = (typeof PARTNER_LISTING_TYPES)[number];
export const isPartnerListingType = (type: string): type is PartnerListingType =>
  (PARTNER_LISTING_TYPES as readonly string[]).includes(type);

export interface CentsRange {
  min: number;
  max: number;
}

/** The pilot's side (stored per user; shown to other signed-in pilots only when `visible`). */
export interface PartnerProfile {
  /** Shown to other signed-in pilots (and matched against theirs); false keeps it to himself. */
  visible: boolean;
  lookingFor: LookingFor;
  buyInCents: CentsRange;
  monthlyCents: CentsRange;
  hoursPerYear: number;
  missions: Mission[];
  aircraftKinds: AircraftTag[];
  driveKm: number;
  /** 1: fly it as it is; 5: keep upgrading the panel and the paint. */
  upgradeAppetite: Scale;
  /** 1: fix what breaks; 5: replace before it wears, fly it spotless. */
  maintenanceCare: Scale;
  flies: Flies;
}

/**
 * The group's side, on a share-purchase, partnership or club listing (`partnerProfile` of the listing;
 * null when the owner has not said). The monthly cost a new partner would pay at his own hours is
 * domain/group/new-member-cost.ts's newMemberMonthlyCost over these figures.
 */
export interface ListingPartnerProfile {
  /** What joining costs: the share's price, the partnership's part of the purchase, a club's initiation fee. */
  buyInCents: number;
  /** Fixed cost per partner a month (dues: hangar, insurance, annual, loan) before any flying. */
  monthlyFixedCents: number;
  /** What a partner pays per hour flown (wet when `wet`); reserves included. */
  hourlyRateCents: number;
  wet: boolean;
  /** The hours the group (all partners together, before him) flies the aircraft a year. */
  groupHoursPerYear: number;
  /**
   * Partners (or club members) who will fly with him, before him; 0 for a partnership still to form. A share
   * on sale counts without the partner selling it when he leaves (a quarter of a four-way Bonanza: 3), so
   * the match's co-owner filter (partners + 1 at most MAX_CO_OWNERS) counts the partnership he would join.
   */
  partners: number;
  /** How many new partners they want. */
  partnersWanted: number;
  missions: Mission[];
  upgradeAppetite: Scale;
  maintenanceCare: Scale;
  flies: Flies;
}
