/**
 * Create defaults of a listing (spec section 4 "Listing wizard": type PRIVATE_OWNER_RENTAL,
 * desiredNumberOfPilots 1, numeric fields 0) and the typed values of a validated input.
 */
import { airportIdOf } from '../airport/airport-reference.js';
import { AIRCRAFT_TAGS } from '../options.js';
import type { Minimums } from '../pilot/minimums.js';
import { readMinimums } from '../pilot/pilot-record-rules.js';
import type { AircraftDetails, MediaItem, ShareFields, ShareInput } from './share.js';
import { DEFAULT_SHARE_TYPE, isShareType } from './share-types.js';
import {
  isBlank, normaliseTailNumber, parseNumber, parseRate, parseYear, splitCategories, textOf,
} from './share-rules.js';
import { normaliseWebUrl } from './video-links.js';

/** Everything the wizard edits: share and aircraft fields, the media list and the airport id. */
export type ShareDraft = ShareFields & AircraftDetails & { media: MediaItem[]; airport: number | null };

/**
 * Numeric fields start at 0 as the spec says (0 rate and 0 cost read "Ask for rate/cost"); the year
 * starts empty (null) because a year 0 is no year; booleans false; texts and lists empty.
 */
export const SHARE_DEFAULTS: Readonly<ShareDraft> = Object.freeze({
  type: DEFAULT_SHARE_TYPE,
  title: '',
  description: '',
  url: '',
  ratePerHour: 0,
  isWet: false,
  businessName: '',
  cost: 0,
  desiredNumberOfPilots: 1,
  sharePercentOffered: 0,
  pricePercentOffered: 0,
  clubName: '',
  clubRepName: '',
  clubMemberSize: 0,
  clubNumAircrafts: 0,
  clubWebsiteUrl: '',
  clubEmail: '',
  clubPhone: '',
  preferredInstructorName: '',
  preferredInstructorEmail: '',
  defaultMedia: 0,
  tailNumber: '',
  regOwner: '',
  make: '',
  model: '',
  year: null,
  serial: '',
  engineHours: 0,
  engineManufacturer: '',
  engineModel: '',
  classification: '',
  categories: [],
  interior: '',
  exterior: '',
  avionics: '',
  equipment: '',
  comments: '',
  tags: [],
  instrumentRatingRequired: false,
  retractable: false,
  complex: false,
  highPerformance: false,
  tailwheel: false,
  multiEngine: false,
  minimums: {},
  media: [],
  airport: null,
});

/** The input with every missing (undefined or null) field set to its default; given values are kept. */
export function applyShareDefaults(input: ShareInput): ShareInput {
  const out: ShareInput = { ...input };
  for (const [key, value] of Object.entries(SHARE_DEFAULTS) as [keyof ShareDraft, unknown][]) {
    if (out[key] === undefined || (out[key] === null && value !== null)) {
      out[key] = Array.isArray(value) ? [...value] : value;
    }
  }
  return out;
}

const str = (v: unknown) => textOf(v).trim();
const num = (v: unknown): number | null => {
  const n = parseNumber(v);
  return n === null || Number.isNaN(n) ? null : n;
};
const int = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && Number.isInteger(n) ? n : null;
};
const webUrl = (v: unknown) => (isBlank(v) ? '' : (normaliseWebUrl(textOf(v)) ?? str(v)));

/** The minimums of an input that passed the rules (readMinimums answered them); none when absent. */
function minimumsOf(value: unknown): Minimums {
  const read = readMinimums(value ?? {});
  return read.ok ? read.minimums : {};
}

/** Typed share fields of an input that passed the rules: trimmed texts, parsed numbers, https links. */
export function toShareFields(input: ShareInput): ShareFields {
  return {
    type: isShareType(input.type) ? input.type : DEFAULT_SHARE_TYPE,
    title: str(input.title),
    description: str(input.description),
    url: webUrl(input.url),
    ratePerHour: parseRate(input.ratePerHour, false).rate,
    isWet: input.isWet === true,
    businessName: str(input.businessName),
    cost: num(input.cost),
    desiredNumberOfPilots: int(input.desiredNumberOfPilots) ?? SHARE_DEFAULTS.desiredNumberOfPilots,
    sharePercentOffered: num(input.sharePercentOffered),
    pricePercentOffered: num(input.pricePercentOffered),
    clubName: str(input.clubName),
    clubRepName: str(input.clubRepName),
    clubMemberSize: int(input.clubMemberSize),
    clubNumAircrafts: int(input.clubNumAircrafts),
    clubWebsiteUrl: webUrl(input.clubWebsiteUrl),
    clubEmail: str(input.clubEmail),
    clubPhone: str(input.clubPhone),
    preferredInstructorName: str(input.preferredInstructorName),
    preferredInstructorEmail: str(input.preferredInstructorEmail),
    defaultMedia: int(input.defaultMedia) ?? SHARE_DEFAULTS.defaultMedia,
    minimums: minimumsOf(input.minimums),
  };
}

/** Typed aircraft of an input that passed the rules: normalised tail number, split categories, known tags. */
export function toAircraftDetails(input: ShareInput): AircraftDetails {
  const year = parseYear(input.year);
  const tags = Array.isArray(input.tags) ? input.tags : [];
  return {
    tailNumber: normaliseTailNumber(textOf(input.tailNumber)),
    regOwner: str(input.regOwner),
    make: str(input.make),
    model: str(input.model),
    year: year !== null && Number.isInteger(year) ? year : null,
    serial: str(input.serial),
    engineHours: num(input.engineHours) ?? 0,
    engineManufacturer: str(input.engineManufacturer),
    engineModel: str(input.engineModel),
    classification: str(input.classification),
    categories: splitCategories(input.categories),
    interior: str(input.interior),
    exterior: str(input.exterior),
    avionics: str(input.avionics),
    equipment: str(input.equipment),
    comments: str(input.comments),
    tags: AIRCRAFT_TAGS.filter((t) => tags.includes(t)),
    instrumentRatingRequired: input.instrumentRatingRequired === true,
    retractable: input.retractable === true,
    complex: input.complex === true,
    highPerformance: input.highPerformance === true,
    tailwheel: input.tailwheel === true,
    multiEngine: input.multiEngine === true,
  };
}

/** The airport id of a validated input (see locationStepErrors). */
export const toAirportId = (input: ShareInput): number | null => airportIdOf(input.airport);
