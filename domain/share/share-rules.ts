/**
 * Listing (share) validation of spec section 5, with its exact messages. Pure functions answering the
 * list of messages (empty when valid), in form order, so the wizard, the edit form and the server agree.
 *
 * Requirements depend on the type ("By type"); bounds (lengths, numbers, formats of optional fields)
 * apply to every type, so a field a type does not ask for can be empty but never garbage.
 */
import { AIRPORT_MESSAGE, airportIdOf } from '../airport/airport-reference.js';
import { fieldErrors, mergeFieldErrors, messagesOf, type FieldErrors } from '../field-errors.js';
import { readAircraftClasses, readMinimums } from '../pilot/pilot-record-rules.js';
import { emailErrors } from '../user/account-rules.js';
import type { ShareInput } from './share.js';
import { isShareType, type ShareType } from './share-types.js';
import { normaliseWebUrl, parseVideoLink } from './video-links.js';

export const SHARE_LIMITS = {
  title: 120,
  description: 5000,
  url: 2000,
  tailNumber: 20,
  text: 200,
  longText: 2000,
  email: 254,
  phone: 40,
  category: 50,
  categories: 20,
  engineHours: 1_000_000,
  pilots: 10,
  firstYear: 1900,
} as const;

export const SHARE_MESSAGES = {
  type: 'Please select a listing type',
  tailNumber: "Please enter your aircraft's tail number",
  title: 'Please add a title',
  titleTooLong: `Title may be at most ${SHARE_LIMITS.title} characters long`,
  description: 'Please add a description',
  descriptionTooLong: `Description may be at most ${SHARE_LIMITS.description} characters long`,
  url: 'Malformed URL',
  make: 'Please add a make',
  model: 'Please add a model',
  year: `Please enter a year from ${SHARE_LIMITS.firstYear} to next year`,
  rateRequired: 'Please enter a rate',
  rateInvalid: 'Rate must be a positive integer',
  isWet: 'Wet or dry must be yes or no',
  engineHours: 'Engine hours must be a number from 0 to 1,000,000',
  categories: 'Categories must be comma-separated text',
  categoryTooLong: `Each category may be at most ${SHARE_LIMITS.category} characters long`,
  tooManyCategories: `Please enter at most ${SHARE_LIMITS.categories} categories`,
  tags: 'Aircraft tags must be a list of choices',
  instrumentRatingRequired: 'Instrument rating required must be yes or no',
  businessName: 'Please add a business name',
  cost: 'Cost must be a number of 0 or more',
  desiredNumberOfPilots: `Desired number of pilots must be a whole number from 1 to ${SHARE_LIMITS.pilots}`,
  sharePercentOffered: 'Share percent offered must be between 0 and 100',
  pricePercentOffered: 'Price percent offered must be between 0 and 100',
  clubName: 'Please add a club name',
  clubRepName: 'Please add a club representative name',
  clubMemberSize: 'Club member size must be a whole number of 0 or more',
  clubNumAircrafts: 'Club aircraft count must be a whole number of 0 or more',
  clubWebsiteUrl: 'Please add a club website url',
  clubWebsiteUrlMalformed: 'Malformed club website URL',
  clubEmail: 'A club email address is required',
  // The spec's one message for the club email rule "required, valid".
  clubEmailInvalid: 'A club email address is required',
  clubPhone: 'Please add a club phone number',
  preferredInstructorEmail: 'Please enter a valid email address for the preferred instructor',
  airport: AIRPORT_MESSAGE,
  media: 'Please add media',
  mediaImage: 'Media must contain at least one image',
  mediaItem: 'Each media item must be an image or a video link',
  videoLink: 'Malformed video link',
  defaultMedia: 'Please select a default image',
  tailNumberEmpty: 'Please enter your tail number.',
  tailNumberFormat: 'A tail number is N followed by at most 5 letters and digits (for example N172SP)',
  tailNumberInUse: 'Tail number already in use.',
  tailNumberNotFound:
    'Your tail number was not found in our database which connects directly to the FAA\u2019s Registration system, please enter the details about your aircraft below.',
  tooLong: (label: string, max: number) => `${label} may be at most ${max} characters long`,
  notText: (label: string) => `${label} must be text`,
} as const;

const M = SHARE_MESSAGES;

/** The fields each type requires, in form order (the forms mark them with an asterisk). */
export const REQUIRED_FIELDS: Record<ShareType, readonly (keyof ShareInput)[]> = {
  PRIVATE_OWNER_RENTAL: ['tailNumber', 'title', 'description', 'make', 'model', 'ratePerHour'],
  PRIVATE_OWNER_SHARE_PURCHASE: ['tailNumber', 'title', 'description', 'make', 'model'],
  PARTNERSHIP_REQUEST_TO_PURCHASE: ['description', 'make', 'model'],
  FBO_RENTAL: ['tailNumber', 'title', 'description', 'make', 'model', 'ratePerHour', 'businessName'],
  FLIGHT_CLUB: ['description', 'clubName', 'clubRepName', 'clubWebsiteUrl', 'clubEmail', 'clubPhone'],
};

export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Text of a text field: strings as typed, numbers as their digits (a serial may arrive as a number). */
export const textOf = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

/**
 * A number typed by a person: "$250,000" and "1,234.5" read as numbers; blank is null; anything else
 * is NaN (the caller reports it).
 */
export function parseNumber(v: unknown): number | null {
  if (isBlank(v)) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : NaN;
  if (typeof v !== 'string') return NaN;
  const text = v.trim().replace(/^\$/, '').replace(/[,\s]/g, '').replace(/^(-?)\$/, '$1');
  return /^-?(\d+(\.\d+)?|\.\d+)$/.test(text) ? Number(text) : NaN;
}

export interface RateResult {
  rate: number | null;
  error: string | null;
}

/**
 * The rate rule of section 5: required; contains a digit; not above the largest safe integer; read by
 * dropping what is not a digit, so "$1,250" and "$1,200/hr" are 1250 and 1200.
 * Readings: a rate of 0 counts as no rate (the create default is 0, and 0 shows "Ask for rate"), so it is
 * null, and "Please enter a rate" when required. Text that is not one whole amount ("-50", "$12.50",
 * "120-150", "5 or 10") is "Rate must be a positive integer" rather than a silently glued number; cents
 * of zero ("$95.00") are allowed. Without a digit: "Please enter a rate" when required, otherwise
 * "Rate must be a positive integer" (the owner typed something that is not a rate).
 */
export function parseRate(value: unknown, required = true): RateResult {
  const none: RateResult = { rate: null, error: required ? M.rateRequired : null };
  const invalid: RateResult = { rate: null, error: M.rateInvalid };
  if (isBlank(value)) return none;
  if (typeof value === 'number') {
    if (value === 0) return none;
    return Number.isSafeInteger(value) && value > 0 ? { rate: value, error: null } : invalid;
  }
  if (typeof value !== 'string') return invalid;
  const text = value.trim();
  if (!/\d/.test(text)) return required ? { rate: null, error: M.rateRequired } : invalid;
  const found = /(\d[\d, ]*\d|\d)(?:\.(\d+))?/.exec(text);
  if (!found) return invalid;
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found[0].length);
  if (before.includes('-') || /\d/.test(after) || /[1-9]/.test(found[2] ?? '')) return invalid;
  const digits = (found[1] ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 16 || Number(digits) > Number.MAX_SAFE_INTEGER) return invalid;
  const rate = Number(digits);
  return rate === 0 ? none : { rate, error: null };
}

/**
 * A tail number as the FAA writes it: trimmed, upper case, without spaces or dashes, with the leading N
 * ("n12345" and "12345" are "N12345"). Empty stays empty.
 */
export function normaliseTailNumber(raw: string): string {
  const compact = textOf(raw).trim().toUpperCase().replace(/[\s-]+/g, '');
  if (!compact) return '';
  return compact.startsWith('N') ? compact : `N${compact}`;
}

/**
 * A US N-number (FAA Order 8130.2 / 14 CFR 47.15): N, then a digit 1-9, then up to 4 more characters:
 * up to 4 digits, or up to 3 digits and one letter, or up to 2 digits and two letters; letters only at
 * the end and never I or O. Stricter than "1-5 alphanumerics", and every registered number passes.
 */
export function isValidTailNumber(s: string): boolean {
  return /^N[1-9](\d{0,4}|\d{0,3}[A-HJ-NP-Z]|\d{0,2}[A-HJ-NP-Z]{2})$/.test(s);
}

function categoryItems(value: unknown): string[] | null {
  if (isBlank(value)) return [];
  const raw = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (!raw) return null;
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of raw.flatMap((v) => textOf(v).split(','))) {
    const item = part.trim();
    const key = item.toLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/**
 * Categories from comma-separated text or a list: trimmed, empty ones and case-insensitive duplicates
 * dropped (the first spelling is kept), each cut to 50 characters.
 */
export function splitCategories(value: unknown): string[] {
  const cut = (categoryItems(value) ?? []).map((c) => c.slice(0, SHARE_LIMITS.category).trim());
  return cut.filter((c, i) => cut.findIndex((o) => o.toLowerCase() === c.toLowerCase()) === i);
}

// ---- field checks, each answering its messages ----

function text(value: unknown, label: string, max: number, tooLong = M.tooLong(label, max)): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return [M.notText(label)];
  return textOf(value).trim().length > max ? [tooLong] : [];
}

function webUrl(value: unknown, label: string, malformed: string): string[] {
  if (isBlank(value)) return [];
  const t = text(value, label, SHARE_LIMITS.url);
  if (t.length) return t;
  return normaliseWebUrl(textOf(value)) ? [] : [malformed];
}

function numberIn(value: unknown, message: string, min: number, max: number, integer = false): string[] {
  const n = parseNumber(value);
  if (n === null) return [];
  return Number.isNaN(n) || n < min || n > max || (integer && !Number.isInteger(n)) ? [message] : [];
}

function yesNo(value: unknown, message: string): string[] {
  return value === undefined || value === null || typeof value === 'boolean' ? [] : [message];
}

/** The year of the aircraft, or null when not given (0 is the create default, so it counts as not given). */
export function parseYear(value: unknown): number | null {
  const n = parseNumber(value);
  return n === null || n === 0 ? null : n;
}

function yearErrors(value: unknown, now: Date): string[] {
  const year = parseYear(value);
  if (year === null) return [];
  return Number.isInteger(year) && year >= SHARE_LIMITS.firstYear && year <= now.getFullYear() + 1 ? [] : [M.year];
}

function categoryErrors(value: unknown): string[] {
  const items = categoryItems(value);
  if (!items) return [M.categories];
  const errors: string[] = [];
  if (items.some((c) => c.length > SHARE_LIMITS.category)) errors.push(M.categoryTooLong);
  if (items.length > SHARE_LIMITS.categories) errors.push(M.tooManyCategories);
  return errors;
}

function tagErrors(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) && value.every((t) => typeof t === 'string') ? [] : [M.tags];
}

function optionalEmail(value: unknown, label: string, invalid: string): string[] {
  if (isBlank(value)) return [];
  if (typeof value !== 'string') return [M.notText(label)];
  return emailErrors(value.trim()).length ? [invalid] : [];
}

/**
 * The general step (section 5 "By type"): the type's requirements plus the bounds every type has, by
 * field in form order. An unknown type answers "Please select a listing type" and the bounds only.
 * Readings: the hyperlink (url) "must parse" for every type when given, because it is shown as a link;
 * a link without a scheme ("www.example.com") reads as https. The club website must parse likewise.
 */
export function generalStepFieldErrors(input: ShareInput, now: Date = new Date()): FieldErrors {
  const type = isShareType(input.type) ? input.type : null;
  const needs = new Set<keyof ShareInput>(type ? REQUIRED_FIELDS[type] : []);
  const missing = (field: keyof ShareInput) => needs.has(field) && isBlank(input[field]);
  // A required text field answers its "Please add..." message when empty, its bound otherwise.
  const field = (key: keyof ShareInput, message: string, label: string, max: number, tooLong?: string) =>
    missing(key) ? [message] : text(input[key], label, max, tooLong);
  const L = SHARE_LIMITS;
  const rate = parseRate(input.ratePerHour, needs.has('ratePerHour')).error;
  return fieldErrors([
    ['type', type ? [] : [M.type]],
    ['tailNumber', field('tailNumber', M.tailNumber, 'Tail number', L.tailNumber)],
    ['tailNumber', !isBlank(input.tailNumber) && textOf(input.tailNumber).length <= L.tailNumber &&
      !/^N[A-Z0-9]{1,5}$/.test(normaliseTailNumber(textOf(input.tailNumber))) ? [M.tailNumberFormat] : []],
    ['title', field('title', M.title, 'Title', L.title, M.titleTooLong)],
    ['description', field('description', M.description, 'Description', L.description, M.descriptionTooLong)],
    ['url', webUrl(input.url, 'URL', M.url)],
    ['make', field('make', M.make, 'Make', L.text)],
    ['model', field('model', M.model, 'Model', L.text)],
    ['year', yearErrors(input.year, now)],
    ['serial', text(input.serial, 'Serial number', L.text)],
    ['ratePerHour', rate ? [rate] : []],
    ['isWet', yesNo(input.isWet, M.isWet)],
    ['engineHours', numberIn(input.engineHours, M.engineHours, 0, L.engineHours)],
    ['engineManufacturer', text(input.engineManufacturer, 'Engine manufacturer', L.text)],
    ['engineModel', text(input.engineModel, 'Engine model', L.text)],
    ['classification', text(input.classification, 'Classification', L.text)],
    ['categories', categoryErrors(input.categories)],
    ['equipment', text(input.equipment, 'Equipment', L.longText)],
    ['exterior', text(input.exterior, 'Exterior', L.longText)],
    ['avionics', text(input.avionics, 'Avionics', L.longText)],
    ['interior', text(input.interior, 'Interior', L.longText)],
    ['comments', text(input.comments, 'Additional notes', L.longText)],
    ['tags', tagErrors(input.tags)],
    ['instrumentRatingRequired', yesNo(input.instrumentRatingRequired, M.instrumentRatingRequired)],
    ['regOwner', text(input.regOwner, 'Registered owner', L.text)],
    ['businessName', field('businessName', M.businessName, 'Business name', L.text)],
    ['cost', numberIn(input.cost, M.cost, 0, Number.MAX_SAFE_INTEGER)],
    ['desiredNumberOfPilots', numberIn(input.desiredNumberOfPilots, M.desiredNumberOfPilots, 1, L.pilots, true)],
    ['sharePercentOffered', numberIn(input.sharePercentOffered, M.sharePercentOffered, 0, 100)],
    ['pricePercentOffered', numberIn(input.pricePercentOffered, M.pricePercentOffered, 0, 100)],
    ['clubName', field('clubName', M.clubName, 'Club name', L.text)],
    ['clubRepName', field('clubRepName', M.clubRepName, 'Club representative name', L.text)],
    ['clubMemberSize', numberIn(input.clubMemberSize, M.clubMemberSize, 0, Number.MAX_SAFE_INTEGER, true)],
    ['clubNumAircrafts', numberIn(input.clubNumAircrafts, M.clubNumAircrafts, 0, Number.MAX_SAFE_INTEGER, true)],
    ['clubWebsiteUrl', missing('clubWebsiteUrl') ? [M.clubWebsiteUrl] : webUrl(input.clubWebsiteUrl, 'Club website url', M.clubWebsiteUrlMalformed)],
    ['clubEmail', missing('clubEmail') ? [M.clubEmail] : optionalEmail(input.clubEmail, 'Club email', M.clubEmailInvalid)],
    ['clubPhone', field('clubPhone', M.clubPhone, 'Club phone number', L.phone)],
  ]);
}

/** The general step's messages in form order. */
export const generalStepErrors = (input: ShareInput, now: Date = new Date()): string[] => messagesOf(generalStepFieldErrors(input, now));

/** The location step: an airport must be chosen (its id or the airport object: domain/airport/airport-reference.ts). */
export function locationStepFieldErrors(input: ShareInput): FieldErrors {
  return fieldErrors([['airport', airportIdOf(input.airport) === null ? [M.airport] : []]]);
}

export const locationStepErrors = (input: ShareInput): string[] => messagesOf(locationStepFieldErrors(input));

const MEDIA_TYPES = ['image', 'youtube', 'vimeo', 'other'];

/**
 * The media step: a non-empty list, every item an image or an http(s) video link, at least one image,
 * and defaultMedia the index of an image. Only the first applicable of "Please add media", "Media must
 * contain at least one image" and "Please select a default image" is reported, since each follows from
 * the one before. Image items are not inspected further (the upload adapter checks the files).
 */
export function mediaStepFieldErrors(input: ShareInput): FieldErrors {
  const media = input.media;
  if (!Array.isArray(media) || media.length === 0) return { media: [M.media] };
  const errors: string[] = [];
  const items = media as unknown[];
  const typeOf = (m: unknown) => (typeof m === 'object' && m !== null ? (m as { type?: unknown }).type : undefined);
  if (items.some((m) => !MEDIA_TYPES.includes(typeOf(m) as string))) errors.push(M.mediaItem);
  const links = items.filter((m) => MEDIA_TYPES.includes(typeOf(m) as string) && typeOf(m) !== 'image');
  if (links.some((m) => !parseVideoLink(textOf((m as { url?: unknown }).url)))) errors.push(M.videoLink);
  if (!items.some((m) => typeOf(m) === 'image')) return fieldErrors([['media', [...errors, M.mediaImage]]]);
  const d = typeof input.defaultMedia === 'string' && /^\s*\d+\s*$/.test(input.defaultMedia) ? Number(input.defaultMedia) : input.defaultMedia;
  const defaultOk = typeof d === 'number' && Number.isInteger(d) && typeOf(items[d]) === 'image';
  return fieldErrors([
    ['media', errors],
    ['defaultMedia', defaultOk ? [] : [M.defaultMedia]],
  ]);
}

export const mediaStepErrors = (input: ShareInput): string[] => messagesOf(mediaStepFieldErrors(input));

/** The preferred instructor step has no required field; what is given is bounded. */
export function preferredInstructorStepFieldErrors(input: ShareInput): FieldErrors {
  return fieldErrors([
    ['preferredInstructorName', text(input.preferredInstructorName, 'Preferred instructor name', SHARE_LIMITS.text)],
    ['preferredInstructorEmail', optionalEmail(input.preferredInstructorEmail, 'Preferred instructor email', M.preferredInstructorEmail)],
  ]);
}

export const preferredInstructorStepErrors = (input: ShareInput): string[] => messagesOf(preferredInstructorStepFieldErrors(input));

/** Every rule of a listing by field, as the server checks it on create and update. */
export function shareFieldErrors(input: ShareInput, now: Date = new Date()): FieldErrors {
  return mergeFieldErrors(
    generalStepFieldErrors(input, now),
    locationStepFieldErrors(input),
    mediaStepFieldErrors(input),
    preferredInstructorStepFieldErrors(input),
    minimumsStepFieldErrors(input),
  );
}

/**
 * The minimums step (issue 15): the aircraft's classes and the owner's insurance minimums, with the pilot
 * record's rules (domain/pilot/pilot-record-rules.ts): fields `aircraft.<class>` and `minimums.<field>`.
 */
export function minimumsStepFieldErrors(input: ShareInput): FieldErrors {
  const classes = readAircraftClasses(Object.fromEntries(AIRCRAFT_CLASS_FIELDS.map((f) => [f, input[f]])));
  const minimums = readMinimums(input.minimums ?? {});
  return mergeFieldErrors(classes.ok ? {} : classes.errors, minimums.ok ? {} : minimums.errors);
}

export const AIRCRAFT_CLASS_FIELDS = ['retractable', 'complex', 'highPerformance', 'tailwheel', 'multiEngine'] as const;

/** Every rule of a listing, its messages in form order. */
export const shareErrors = (input: ShareInput, now: Date = new Date()): string[] => messagesOf(shareFieldErrors(input, now));
