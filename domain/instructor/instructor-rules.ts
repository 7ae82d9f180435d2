/**
 * Professional profile validation (spec section 5: "rules on rate, tags, airport, avatar, about; the
 * bounds are not shown"), with the spec's messages where it gives them and our own for the bounds.
 * Pure functions: the instructor-signup modal, the Professional tab and the server run the same rules.
 *
 * Readings:
 * - The rate is required ("rate | required" in the rule table, and the profile rules name it). "Sent as
 *   null if empty" is how the form serialises an empty box; the server then answers "Please enter a rate".
 *   A stored profile may still have no rate (the column allows it): it reads "Ask for rate".
 * - businessName is optional and stored as "" when empty.
 * - Tags are specialties from INSTRUCTOR_TAGS, matched without regard to case and stored in the list's
 *   spelling; duplicates are dropped.
 * - The avatar is required, but the account avatar counts: the caller says whether one is present.
 */
import { fieldErrors, messagesOf, type FieldErrors } from '../field-errors.js';
import { INSTRUCTOR_TAGS } from '../options.js';
import { AIRPORT_MESSAGE, airportIdOf } from '../airport/airport-reference.js';
import { isBlank, parseRate } from '../share/share-rules.js';
import type { InstructorFields, InstructorInput } from './instructor.js';

export const INSTRUCTOR_LIMITS = {
  businessName: 200,
  about: 5000,
  rate: 100_000,
} as const;

export const INSTRUCTOR_MESSAGES = {
  rateRequired: 'Please enter a rate',
  rateInvalid: 'Rate must be a positive integer',
  rateTooHigh: 'Rate may be at most $100,000 per hour',
  tagsNotStrings: 'Tags must be an array of strings',
  tagsEmpty: 'Please select at least one tag',
  tagsUnknown: (tags: string[]) => `Unknown specialty: ${tags.join(', ').slice(0, 100)}`,
  avatar: 'Please select an avatar',
  airport: AIRPORT_MESSAGE,
  about: 'Please fill in the about section',
  aboutNotText: 'About must be text',
  aboutTooLong: 'About may be at most 5,000 characters long',
  businessNameNotText: 'Business name must be text',
  businessNameTooLong: 'Business name may be at most 200 characters long',
  isCommercial: 'Please choose Flight Instructor or Commercial Pilot',
  isDiscoverable: 'Discoverable must be yes or no',
  honeypot: 'Your profile could not be saved.',
} as const;

const M = INSTRUCTOR_MESSAGES;

const CANONICAL_TAGS = new Map<string, string>(INSTRUCTOR_TAGS.map((t) => [t.toLowerCase(), t]));

/** The specialty in the list's spelling ("tail wheel" is "Tail Wheel"), or null when not a specialty. */
export const canonicalTag = (tag: string): string | null => CANONICAL_TAGS.get(tag.trim().toLowerCase()) ?? null;

/** The tags as a list of specialties, unknown ones apart; null when the value is not a list of strings. */
export function readTags(value: unknown): { tags: string[]; unknown: string[] } | null {
  if (!Array.isArray(value) || !value.every((t) => typeof t === 'string')) return null;
  const tags: string[] = [];
  const unknown: string[] = [];
  for (const raw of value as string[]) {
    if (!raw.trim()) continue;
    const tag = canonicalTag(raw);
    if (!tag) unknown.push(raw.trim());
    else if (!tags.includes(tag)) tags.push(tag);
  }
  return { tags, unknown };
}

function tagErrors(value: unknown): string[] {
  const read = readTags(value);
  if (!read) return [M.tagsNotStrings];
  if (read.unknown.length) return [M.tagsUnknown(read.unknown)];
  return read.tags.length ? [] : [M.tagsEmpty];
}

function rateErrors(value: unknown): string[] {
  const { rate, error } = parseRate(value, true);
  if (error) return [error];
  return rate !== null && rate > INSTRUCTOR_LIMITS.rate ? [M.rateTooHigh] : [];
}

function optionalText(value: unknown, notText: string, max: number, tooLong: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return [notText];
  return value.trim().length > max ? [tooLong] : [];
}

function aboutErrors(value: unknown): string[] {
  if (isBlank(value)) return [M.about];
  return optionalText(value, M.aboutNotText, INSTRUCTOR_LIMITS.about, M.aboutTooLong);
}

const yesNo = (value: unknown, message: string): string[] =>
  value === undefined || value === null || typeof value === 'boolean' ? [] : [message];

/**
 * Every rule of a professional profile by field, in the form's order (business name, rate, about,
 * airport, avatar, tags, role, discoverable). `avatarPresent`: a new picture is sent, or the profile or
 * the account already has one. The airport is checked for shape only; whether it exists is the server's.
 */
export function instructorFieldErrors(input: InstructorInput, { avatarPresent }: { avatarPresent: boolean }): FieldErrors {
  return fieldErrors([
    ['businessName', optionalText(input.businessName, M.businessNameNotText, INSTRUCTOR_LIMITS.businessName, M.businessNameTooLong)],
    ['ratePerHour', rateErrors(input.ratePerHour)],
    ['about', aboutErrors(input.about)],
    ['airport', airportIdOf(input.airport) === null ? [M.airport] : []],
    ['avatar', avatarPresent ? [] : [M.avatar]],
    ['tags', tagErrors(input.tags)],
    ['isCommercial', yesNo(input.isCommercial, M.isCommercial)],
    ['isDiscoverable', yesNo(input.isDiscoverable, M.isDiscoverable)],
  ]);
}

/** Every rule of a professional profile, its messages in the form's order. */
export const instructorErrors = (input: InstructorInput, options: { avatarPresent: boolean }): string[] =>
  messagesOf(instructorFieldErrors(input, options));

/**
 * A payload that passed instructorErrors, as it is stored: texts trimmed (an empty business name is ""),
 * the rate parsed, specialties in the list's spelling, a flight instructor and discoverable by default.
 */
export function toInstructorFields(input: InstructorInput): InstructorFields {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return {
    businessName: text(input.businessName),
    ratePerHour: parseRate(input.ratePerHour, true).rate,
    about: text(input.about),
    airportId: airportIdOf(input.airport) ?? 0,
    tags: readTags(input.tags)?.tags ?? [],
    isCommercial: input.isCommercial === true,
    isDiscoverable: input.isDiscoverable !== false,
  };
}
