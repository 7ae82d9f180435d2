/**
 * Reading the two partner profiles (issue 41) with their messages: the pilot's (PUT /api/user/partner-profile)
 * and a group's on its listing (`partnerProfile` of a share write). The server and the browser's forms run
 * these, so a refused form puts each message beside its field.
 *
 * Field keys are the wire names, dotted: `buyInCents.min`, `monthlyCents.max`, `hoursPerYear`, `missions`...
 * A range's messages go under its end (`buyInCents.min`, `buyInCents.max`), a range whose low end is above
 * its high end under `.max`, a range that is not an object under the range's own name (`buyInCents`). A
 * listing's keys carry the listing's field in front (`partnerProfile.buyInCents`), as the listing's 400
 * `fields` name them.
 */
import { fieldErrors, type FieldErrors } from '../field-errors.js';
import { formatCents } from '../money/cents.js';
import { AIRCRAFT_TAGS, type AircraftTag } from '../options.js';
import type { ShareType } from '../share/share-types.js';
import { withCommas } from '../text/us-format.js';
import {
  FLIES, isPartnerListingType, LOOKING_FOR, MAX_DRIVE_KM, MAX_HOURS_PER_YEAR, MISSIONS, SCALE_MAX, SCALE_MIN,
  type CentsRange, type Flies, type ListingPartnerProfile, type LookingFor, type Mission, type PartnerProfile, type Scale,
} from './partner-profile.js';

/** The most a budget or a group's figure may say: $100,000,000 (a bound against garbage, far above any piston). */
export const MAX_PARTNER_CENTS = 10_000_000_000;
/** A group's hours a year (all partners together); the table's check repeats it. */
export const MAX_GROUP_HOURS_PER_YEAR = 10_000;
/** Partners (or club members) a group may say it has today, and how many it may want. */
export const MAX_GROUP_PARTNERS = 1_000;
export const MAX_PARTNERS_WANTED = 100;

export type PartnerRead<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

const scaleText = `a whole number from ${SCALE_MIN} to ${SCALE_MAX}`;

export const PARTNER_MESSAGES = {
  notAnObject: 'The partner profile must be an object',
  visible: 'Shown to other pilots must be yes or no',
  lookingFor: 'Please choose what you look for: join a partnership, form one, or join a club',
  range: (label: string) => `${label} must be a range with a lowest and a highest amount`,
  cents: (label: string) => `${label} must be an amount from $0 to ${formatCents(MAX_PARTNER_CENTS)}, to the cent`,
  reversed: (label: string) => `${label}: the highest amount must be at least the lowest`,
  hoursPerYear: `Hours a year must be a whole number from 0 to ${withCommas(String(MAX_HOURS_PER_YEAR))}`,
  missions: `Missions must be a list of: ${MISSIONS.join(', ')}`,
  aircraftKinds: 'Aircraft kinds must be a list of aircraft tags',
  driveKm: `Drive distance must be a whole number of kilometres from 0 to ${MAX_DRIVE_KM}`,
  upgradeAppetite: `Upgrade appetite must be ${scaleText}`,
  maintenanceCare: `Maintenance care must be ${scaleText}`,
  flies: 'Please choose when you fly: weekdays, weekends or both',
  listingNotAnObject: "The group's side must be an object, or null",
  rental: "Only share purchase, partnership and club listings state a group's side for partners",
  wet: 'Wet must be yes or no',
  groupHoursPerYear: `The group's hours a year must be a whole number from 0 to ${withCommas(String(MAX_GROUP_HOURS_PER_YEAR))}`,
  partners: `Partners today must be a whole number from 0 to ${withCommas(String(MAX_GROUP_PARTNERS))}`,
  partnersWanted: `Partners wanted must be a whole number from 1 to ${MAX_PARTNERS_WANTED}`,
} as const;

type Read<T> = { value: T; errors: string[] };
const ok = <T>(value: T): Read<T> => ({ value, errors: [] });
const refused = <T>(value: T, message: string): Read<T> => ({ value, errors: [message] });

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A whole number from a JSON number or a form's digits ("90000"); anything else is null. */
function wholeOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v)) return Number(v.trim());
  return null;
}

function readWhole(v: unknown, min: number, max: number, message: string): Read<number> {
  const n = wholeOf(v);
  return n !== null && n >= min && n <= max ? ok(n) : refused(0, message);
}

const readCents = (v: unknown, label: string): Read<number> => readWhole(v, 0, MAX_PARTNER_CENTS, PARTNER_MESSAGES.cents(label));

function readChoice<T extends string>(v: unknown, choices: readonly T[], message: string): Read<T> {
  return typeof v === 'string' && (choices as readonly string[]).includes(v) ? ok(v as T) : refused(choices[0]!, message);
}

/** A list of choices, each once, in the choices' order; absent is empty. */
function readChoices<T extends string>(v: unknown, choices: readonly T[], message: string): Read<T[]> {
  if (v === undefined || v === null) return ok([]);
  if (!Array.isArray(v) || v.some((c) => typeof c !== 'string' || !(choices as readonly string[]).includes(c))) return refused([], message);
  return ok(choices.filter((c) => v.includes(c)));
}

const readScale = (v: unknown, message: string): Read<Scale> => readWhole(v, SCALE_MIN, SCALE_MAX, message) as Read<Scale>;

function readBoolean(v: unknown, message: string): Read<boolean> {
  if (v === undefined || v === null) return ok(false);
  return typeof v === 'boolean' ? ok(v) : refused(false, message);
}

/** A range of cents: each end read on its own, then the order (its message under `.max`). */
function readRange(v: unknown, key: string, label: string): { value: CentsRange; entries: Array<[string, string[]]> } {
  if (!isObject(v)) return { value: { min: 0, max: 0 }, entries: [[key, [PARTNER_MESSAGES.range(label)]]] };
  const min = readCents(v.min, `${label}: the lowest`);
  const max = readCents(v.max, `${label}: the highest`);
  const reversed = !min.errors.length && !max.errors.length && max.value < min.value;
  return {
    value: { min: min.value, max: max.value },
    entries: [[`${key}.min`, min.errors], [`${key}.max`, reversed ? [PARTNER_MESSAGES.reversed(label)] : max.errors]],
  };
}

/** The pilot's partner profile from a request body (or the browser's form). */
export function readPartnerProfile(raw: unknown): PartnerRead<PartnerProfile> {
  if (!isObject(raw)) return { ok: false, fields: { partnerProfile: [PARTNER_MESSAGES.notAnObject] } };
  const visible = readBoolean(raw.visible, PARTNER_MESSAGES.visible);
  const lookingFor = readChoice<LookingFor>(raw.lookingFor, LOOKING_FOR, PARTNER_MESSAGES.lookingFor);
  const buyIn = readRange(raw.buyInCents, 'buyInCents', 'Buy-in budget');
  const monthly = readRange(raw.monthlyCents, 'monthlyCents', 'Monthly budget');
  const hours = readWhole(raw.hoursPerYear, 0, MAX_HOURS_PER_YEAR, PARTNER_MESSAGES.hoursPerYear);
  const missions = readChoices<Mission>(raw.missions, MISSIONS, PARTNER_MESSAGES.missions);
  const kinds = readChoices<AircraftTag>(raw.aircraftKinds, AIRCRAFT_TAGS, PARTNER_MESSAGES.aircraftKinds);
  const drive = readWhole(raw.driveKm, 0, MAX_DRIVE_KM, PARTNER_MESSAGES.driveKm);
  const upgrade = readScale(raw.upgradeAppetite, PARTNER_MESSAGES.upgradeAppetite);
  const care = readScale(raw.maintenanceCare, PARTNER_MESSAGES.maintenanceCare);
  const flies = readChoice<Flies>(raw.flies, FLIES, PARTNER_MESSAGES.flies);
  const fields = fieldErrors([
    ['visible', visible.errors],
    ['lookingFor', lookingFor.errors],
    ...buyIn.entries,
    ...monthly.entries,
    ['hoursPerYear', hours.errors],
    ['missions', missions.errors],
    ['aircraftKinds', kinds.errors],
    ['driveKm', drive.errors],
    ['upgradeAppetite', upgrade.errors],
    ['maintenanceCare', care.errors],
    ['flies', flies.errors],
  ]);
  if (Object.keys(fields).length) return { ok: false, fields };
  return {
    ok: true,
    value: {
      visible: visible.value, lookingFor: lookingFor.value, buyInCents: buyIn.value, monthlyCents: monthly.value,
      hoursPerYear: hours.value, missions: missions.value, aircraftKinds: kinds.value, driveKm: drive.value,
      upgradeAppetite: upgrade.value, maintenanceCare: care.value, flies: flies.value,
    },
  };
}

/** The listing's field its group side travels in; its messages are keyed `partnerProfile.<field>`. */
export const LISTING_PARTNER_FIELD = 'partnerProfile';
const at = (field: string) => `${LISTING_PARTNER_FIELD}.${field}`;

/**
 * A group's side from a listing write: null (or absent) says nothing; an object is read for a share-purchase,
 * partnership or club listing and refused on a rental (a rental has no partners: its write says so rather than
 * dropping what was sent).
 */
export function readListingPartnerProfile(raw: unknown, type: ShareType): PartnerRead<ListingPartnerProfile | null> {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  if (!isPartnerListingType(type)) return { ok: false, fields: { [LISTING_PARTNER_FIELD]: [PARTNER_MESSAGES.rental] } };
  if (!isObject(raw)) return { ok: false, fields: { [LISTING_PARTNER_FIELD]: [PARTNER_MESSAGES.listingNotAnObject] } };
  const buyIn = readCents(raw.buyInCents, type === 'FLIGHT_CLUB' ? 'The initiation fee' : 'The buy-in');
  const fixed = readCents(raw.monthlyFixedCents, 'The monthly fixed cost');
  const hourly = readCents(raw.hourlyRateCents, 'The hourly rate');
  const wet = readBoolean(raw.wet, PARTNER_MESSAGES.wet);
  const hours = readWhole(raw.groupHoursPerYear, 0, MAX_GROUP_HOURS_PER_YEAR, PARTNER_MESSAGES.groupHoursPerYear);
  const partners = readWhole(raw.partners, 0, MAX_GROUP_PARTNERS, PARTNER_MESSAGES.partners);
  const wanted = readWhole(raw.partnersWanted, 1, MAX_PARTNERS_WANTED, PARTNER_MESSAGES.partnersWanted);
  const missions = readChoices<Mission>(raw.missions, MISSIONS, PARTNER_MESSAGES.missions);
  const upgrade = readScale(raw.upgradeAppetite, PARTNER_MESSAGES.upgradeAppetite);
  const care = readScale(raw.maintenanceCare, PARTNER_MESSAGES.maintenanceCare);
  const flies = readChoice<Flies>(raw.flies, FLIES, PARTNER_MESSAGES.flies);
  const fields = fieldErrors([
    [at('buyInCents'), buyIn.errors],
    [at('monthlyFixedCents'), fixed.errors],
    [at('hourlyRateCents'), hourly.errors],
    [at('wet'), wet.errors],
    [at('groupHoursPerYear'), hours.errors],
    [at('partners'), partners.errors],
    [at('partnersWanted'), wanted.errors],
    [at('missions'), missions.errors],
    [at('upgradeAppetite'), upgrade.errors],
    [at('maintenanceCare'), care.errors],
    [at('flies'), flies.errors],
  ]);
  if (Object.keys(fields).length) return { ok: false, fields };
  return {
    ok: true,
    value: {
      buyInCents: buyIn.value, monthlyFixedCents: fixed.value, hourlyRateCents: hourly.value, wet: wet.value,
      groupHoursPerYear: hours.value, partners: partners.value, partnersWanted: wanted.value, missions: missions.value,
      upgradeAppetite: upgrade.value, maintenanceCare: care.value, flies: flies.value,
    },
  };
}
