import type { FieldErrors } from '../../../../../domain/field-errors';
import { SHARE_DEFAULTS, toAircraftDetails, toAirportId, toShareFields } from '../../../../../domain/share/share-defaults';
import type { ShareInput } from '../../../../../domain/share/share';
import { REQUIRED_FIELDS } from '../../../../../domain/share/share-rules';
import type { ShareType } from '../../../../../domain/share/share-types';
import { aircraftClassesOf, minimumsOf } from '../../../lib/share-minimums';
import type { ShareView } from '../../../lib/share-view';
import { emptyMinimumsForm, minimumsFormOf, minimumsInputOf, type MinimumsForm } from './minimums-form';
import type { AvailabilityDraft } from './availability-form';
import { emptyGroupProfileForm, groupProfileFormOf, groupProfileInputOf, type GroupProfileForm } from './group-profile-form';

/**
 * The general fields as the form holds them: numbers as the text typed (the domain rules read "$1,250"
 * and friends), categories as comma-separated text, tags as the checked choices.
 */
export interface ShareFormValues {
  type: ShareType;
  tailNumber: string;
  title: string;
  description: string;
  url: string;
  make: string;
  model: string;
  year: string;
  serial: string;
  ratePerHour: string;
  isWet: boolean;
  engineHours: string;
  engineManufacturer: string;
  engineModel: string;
  classification: string;
  categories: string;
  equipment: string;
  exterior: string;
  avionics: string;
  interior: string;
  comments: string;
  tags: string[];
  instrumentRatingRequired: boolean;
  regOwner: string;
  businessName: string;
  cost: string;
  desiredNumberOfPilots: string;
  sharePercentOffered: string;
  /** The owner chose "custom" and types the percent. */
  sharePercentCustom: boolean;
  pricePercentOffered: string;
  clubName: string;
  clubRepName: string;
  clubMemberSize: string;
  clubNumAircrafts: string;
  clubWebsiteUrl: string;
  clubEmail: string;
  clubPhone: string;
  preferredInstructorName: string;
  preferredInstructorEmail: string;
  /** The aircraft's classes (issue 15): what the match asks of a pilot, and the owner's minimums. */
  retractable: boolean;
  complex: boolean;
  highPerformance: boolean;
  tailwheel: boolean;
  multiEngine: boolean;
  minimums: MinimumsForm;
  /** The group's side for the partner match (issue 41): share purchase, partnership and club only, optional. */
  partnerProfile?: GroupProfileForm;
  /** The wizard only: the lister owns the aircraft or has its owner's permission (issue 34). */
  ownershipConfirmed?: boolean;
  /** The wizard only: when the plane can fly, saved to its availability once it is listed (issue 34). */
  availability?: AvailabilityDraft;
}

export type TextKey = { [K in keyof ShareFormValues]-?: ShareFormValues[K] extends string ? K : never }[keyof ShareFormValues];

/** 0 and null are the create defaults for "not entered" (spec 4), so the box starts empty. */
const shown = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n !== 0 ? String(n) : '');

export function emptyFormValues(type: ShareType = SHARE_DEFAULTS.type): ShareFormValues {
  const d = SHARE_DEFAULTS;
  return {
    type,
    tailNumber: '',
    title: '',
    description: '',
    url: '',
    make: '',
    model: '',
    year: '',
    serial: '',
    ratePerHour: '',
    isWet: d.isWet,
    engineHours: '',
    engineManufacturer: '',
    engineModel: '',
    classification: '',
    categories: '',
    equipment: '',
    exterior: '',
    avionics: '',
    interior: '',
    comments: '',
    tags: [],
    instrumentRatingRequired: d.instrumentRatingRequired,
    regOwner: '',
    businessName: '',
    cost: '',
    desiredNumberOfPilots: String(d.desiredNumberOfPilots),
    sharePercentOffered: '',
    sharePercentCustom: false,
    pricePercentOffered: '',
    clubName: '',
    clubRepName: '',
    clubMemberSize: '',
    clubNumAircrafts: '',
    clubWebsiteUrl: '',
    clubEmail: '',
    clubPhone: '',
    preferredInstructorName: '',
    preferredInstructorEmail: '',
    retractable: false,
    complex: false,
    highPerformance: false,
    tailwheel: false,
    multiEngine: false,
    minimums: emptyMinimumsForm(),
    partnerProfile: emptyGroupProfileForm(),
  };
}

/** The edit form starts from the listing (spec 4: categories become comma-separated text). */
export function formValuesFromShare(share: ShareView): ShareFormValues {
  const a = share.aircraft;
  return {
    type: share.type,
    tailNumber: a.tailNumber || share.tailNumber || '',
    title: share.title ?? '',
    description: share.description ?? '',
    url: share.url ?? '',
    make: a.make ?? '',
    model: a.model ?? '',
    year: shown(a.year),
    serial: a.serial ?? '',
    ratePerHour: shown(share.ratePerHour),
    isWet: share.isWet,
    engineHours: shown(a.engineHours),
    engineManufacturer: a.engineManufacturer ?? '',
    engineModel: a.engineModel ?? '',
    classification: a.classification ?? '',
    categories: (a.categories ?? []).join(', '),
    equipment: a.equipment ?? '',
    exterior: a.exterior ?? '',
    avionics: a.avionics ?? '',
    interior: a.interior ?? '',
    comments: a.comments ?? '',
    tags: [...(a.tags ?? [])],
    instrumentRatingRequired: a.instrumentRatingRequired,
    regOwner: a.regOwner || share.regOwner || '',
    businessName: share.businessName ?? '',
    cost: shown(share.cost),
    desiredNumberOfPilots: shown(share.desiredNumberOfPilots) || '1',
    sharePercentOffered: shown(share.sharePercentOffered),
    sharePercentCustom: false,
    pricePercentOffered: shown(share.pricePercentOffered),
    clubName: share.clubName ?? '',
    clubRepName: share.clubRepName ?? '',
    clubMemberSize: shown(share.clubMemberSize),
    clubNumAircrafts: shown(share.clubNumAircrafts),
    clubWebsiteUrl: share.clubWebsiteUrl ?? '',
    clubEmail: share.clubEmail ?? '',
    clubPhone: share.clubPhone ?? '',
    preferredInstructorName: share.preferredInstructorName ?? '',
    preferredInstructorEmail: share.preferredInstructorEmail ?? '',
    ...aircraftClassesOf(share),
    minimums: minimumsFormOf(minimumsOf(share)),
    partnerProfile: groupProfileFormOf(share.partnerProfile),
  };
}

/** The fields only some types ask for; the others send them empty, so a changed type leaves no trace. */
const TYPE_FIELDS: Record<ShareType, readonly TextKey[]> = {
  PRIVATE_OWNER_RENTAL: ['ratePerHour'],
  PRIVATE_OWNER_SHARE_PURCHASE: ['ratePerHour', 'sharePercentOffered', 'pricePercentOffered', 'cost'],
  PARTNERSHIP_REQUEST_TO_PURCHASE: ['cost', 'desiredNumberOfPilots'],
  FBO_RENTAL: ['ratePerHour', 'businessName'],
  FLIGHT_CLUB: ['ratePerHour', 'clubName', 'clubRepName', 'clubMemberSize', 'clubNumAircrafts', 'clubWebsiteUrl', 'clubEmail', 'clubPhone'],
};
const TYPED: readonly TextKey[] = [...new Set(Object.values(TYPE_FIELDS).flat())];

export const asksFor = (type: ShareType, field: TextKey) => TYPE_FIELDS[type].includes(field);

/** The type's required fields (REQUIRED_FIELDS of the domain), for the asterisks. */
export const isRequired = (type: ShareType, field: keyof ShareInput) => REQUIRED_FIELDS[type].includes(field);

/** The value, change handler, asterisk and messages of a text field of the general fields. */
export const textFieldProps =
  (values: ShareFormValues, onChange: (patch: Partial<ShareFormValues>) => void, errors: FieldErrors = {}) => (key: TextKey) => ({
    value: values[key] as string,
    onChange: (value: string) => onChange({ [key]: value }),
    required: isRequired(values.type, key),
    errors: errors[key],
  });

/** The general fields the form shows for a type (payload names): their messages go beside them. */
export function shownGeneralFields(type: ShareType): string[] {
  const common = [
    'type', 'tailNumber', 'title', 'description', 'url', 'make', 'model', 'year', 'serial', 'engineHours', 'engineManufacturer',
    'engineModel', 'classification', 'categories', 'equipment', 'exterior', 'avionics', 'interior', 'comments', 'tags',
    'instrumentRatingRequired', 'regOwner',
  ];
  const typed: Record<ShareType, string[]> = {
    PRIVATE_OWNER_RENTAL: ['ratePerHour', 'isWet'],
    PRIVATE_OWNER_SHARE_PURCHASE: ['ratePerHour', 'isWet', 'sharePercentOffered', 'cost'],
    PARTNERSHIP_REQUEST_TO_PURCHASE: ['cost', 'desiredNumberOfPilots'],
    FBO_RENTAL: ['ratePerHour', 'isWet', 'businessName'],
    FLIGHT_CLUB: ['ratePerHour', 'isWet', 'clubName', 'clubRepName', 'clubMemberSize', 'clubNumAircrafts', 'clubWebsiteUrl', 'clubEmail', 'clubPhone'],
  };
  return [...common, ...typed[type]];
}

/** The other steps' fields, shown by the edit form together with the general ones. */
export const LOCATION_FIELDS = ['airport'];
export const MEDIA_FIELDS = ['media', 'defaultMedia'];
export const PREFERRED_PRO_FIELDS = ['preferredInstructorName', 'preferredInstructorEmail'];

/** What the domain rules read: the typed text as is, the fields of other types blank. */
export function toShareInput(values: ShareFormValues, extra: Pick<ShareInput, 'airport' | 'media' | 'defaultMedia' | 'honeypot'> = {}): ShareInput {
  const { sharePercentCustom: _custom, minimums, partnerProfile, ...fields } = values;
  // The minimums as the domain reads them (numbers, blanks left out), not the form's text; the group's
  // side in cents (null when left out or not asked of the type).
  const input: ShareInput = {
    ...fields,
    ...extra,
    minimums: minimumsInputOf(minimums),
    partnerProfile: groupProfileInputOf(values.type, partnerProfile),
  } as ShareInput;
  for (const field of TYPED) if (!asksFor(values.type, field)) input[field as keyof ShareInput] = '';
  return input;
}

/** The `share` JSON of POST/PATCH /api/share: typed, trimmed values of an input that passed the rules. */
export function toSharePayload(input: ShareInput, media: unknown[], honeypot = ''): Record<string, unknown> {
  return {
    ...toShareFields(input),
    ...toAircraftDetails(input),
    airport: toAirportId(input),
    media,
    honeypot,
    partnerProfile: input.partnerProfile ?? null,
  };
}
