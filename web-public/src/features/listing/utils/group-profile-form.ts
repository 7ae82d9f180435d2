import type { FieldErrors } from '../../../../../domain/field-errors';
import { readListingPartnerProfile } from '../../../../../domain/partner/partner-rules';
import { isPartnerListingType, type Flies, type ListingPartnerProfile, type Mission } from '../../../../../domain/partner/partner-profile';
import type { ShareType } from '../../../../../domain/share/share-types';
import { numberOrText } from '../../../lib/pilot-labels';
import { centsToDollars, dollarsToCents } from '../../../lib/typed-amounts';

/**
 * The group's side of a partner-type listing (issue 41, ListingPartnerProfile) as the form holds it: the
 * owner may leave it out (`given` false), money in dollars as typed, scales as the point chosen.
 */
export interface GroupProfileForm {
  given: boolean;
  buyIn: string;
  monthlyFixed: string;
  hourlyRate: string;
  wet: boolean;
  groupHoursPerYear: string;
  partners: string;
  partnersWanted: string;
  missions: Mission[];
  upgradeAppetite: number | null;
  maintenanceCare: number | null;
  flies: Flies | '';
}

export const emptyGroupProfileForm = (): GroupProfileForm => ({
  given: false,
  buyIn: '',
  monthlyFixed: '',
  hourlyRate: '',
  wet: false,
  groupHoursPerYear: '',
  partners: '',
  partnersWanted: '1',
  missions: [],
  upgradeAppetite: 3,
  maintenanceCare: 3,
  flies: '',
});

export function groupProfileFormOf(profile: ListingPartnerProfile | null | undefined): GroupProfileForm {
  if (!profile) return emptyGroupProfileForm();
  return {
    given: true,
    buyIn: centsToDollars(profile.buyInCents),
    monthlyFixed: centsToDollars(profile.monthlyFixedCents),
    hourlyRate: centsToDollars(profile.hourlyRateCents),
    wet: profile.wet,
    groupHoursPerYear: String(profile.groupHoursPerYear),
    partners: String(profile.partners),
    partnersWanted: String(profile.partnersWanted),
    missions: [...profile.missions],
    upgradeAppetite: profile.upgradeAppetite,
    maintenanceCare: profile.maintenanceCare,
    flies: profile.flies,
  };
}

const cents = (text: string): number | string | null => (text.trim() ? (dollarsToCents(text) ?? text.trim()) : null);

/**
 * The listing's `partnerProfile` as POST/PATCH /api/share take it: null when the owner leaves it out or
 * the type is not matched with partners; cents and numbers, mistakes as typed for the rules to name.
 */
export function groupProfileInputOf(type: ShareType, form: GroupProfileForm | undefined): Record<string, unknown> | null {
  if (!form?.given || !isPartnerListingType(type)) return null;
  return {
    buyInCents: cents(form.buyIn),
    monthlyFixedCents: cents(form.monthlyFixed),
    hourlyRateCents: cents(form.hourlyRate),
    wet: form.wet,
    groupHoursPerYear: numberOrText(form.groupHoursPerYear),
    partners: numberOrText(form.partners),
    partnersWanted: numberOrText(form.partnersWanted),
    missions: form.missions,
    upgradeAppetite: form.upgradeAppetite,
    maintenanceCare: form.maintenanceCare,
    flies: form.flies || null,
  };
}

/** The payload names of the group's fields, each message's place. */
export const GROUP_PROFILE_FIELDS: readonly string[] = [
  'partnerProfile',
  ...['buyInCents', 'monthlyFixedCents', 'hourlyRateCents', 'wet', 'groupHoursPerYear', 'partners', 'partnersWanted', 'missions', 'upgradeAppetite', 'maintenanceCare', 'flies'].map(
    (f) => `partnerProfile.${f}`,
  ),
];

/** The group side's messages by field (`partnerProfile.*`), by the server's own rules; none when it may be sent. */
export function groupProfileErrors(type: ShareType, form: GroupProfileForm | undefined): FieldErrors {
  const read = readListingPartnerProfile(groupProfileInputOf(type, form), type);
  return read.ok ? {} : read.fields;
}
