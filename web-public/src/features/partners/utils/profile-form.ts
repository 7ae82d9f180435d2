import type { AircraftTag } from '../../../../../domain/options';
import type { Flies, LookingFor, Mission, PartnerProfile } from '../../../../../domain/partner/partner-profile';
import { numberOrText } from '../../../lib/pilot-labels';
import { centsToDollars, dollarsToCents } from '../../../lib/typed-amounts';

/** The partner profile as the form holds it: dollars and numbers as typed, choices not made yet as '' or null. */
export interface ProfileForm {
  visible: boolean;
  lookingFor: LookingFor | '';
  buyInMin: string;
  buyInMax: string;
  monthlyMin: string;
  monthlyMax: string;
  hoursPerYear: string;
  missions: Mission[];
  aircraftKinds: AircraftTag[];
  driveKm: string;
  upgradeAppetite: number | null;
  maintenanceCare: number | null;
  flies: Flies | '';
}

/** A first profile: the middle of each scale, the rest to fill. */
export const emptyProfileForm = (): ProfileForm => ({
  visible: false,
  lookingFor: '',
  buyInMin: '',
  buyInMax: '',
  monthlyMin: '',
  monthlyMax: '',
  hoursPerYear: '',
  missions: [],
  aircraftKinds: [],
  driveKm: '80',
  upgradeAppetite: 3,
  maintenanceCare: 3,
  flies: '',
});

export function formOfProfile(p: PartnerProfile): ProfileForm {
  return {
    visible: p.visible,
    lookingFor: p.lookingFor,
    buyInMin: centsToDollars(p.buyInCents.min),
    buyInMax: centsToDollars(p.buyInCents.max),
    monthlyMin: centsToDollars(p.monthlyCents.min),
    monthlyMax: centsToDollars(p.monthlyCents.max),
    hoursPerYear: String(p.hoursPerYear),
    missions: [...p.missions],
    aircraftKinds: [...p.aircraftKinds],
    driveKm: String(p.driveKm),
    upgradeAppetite: p.upgradeAppetite,
    maintenanceCare: p.maintenanceCare,
    flies: p.flies,
  };
}

/**
 * Dollars typed as the cents sent: blank is `blank` (0 for a range's low end: "up to $900"), an amount its
 * cents, anything else as typed for the rules to name.
 */
export function centsOrText(text: string, blank: number | null): number | string | null {
  if (!text.trim()) return blank;
  return dollarsToCents(text) ?? text.trim();
}

/** What PUT /api/user/partner-profile takes (and readPartnerProfile reads): cents, numbers, mistakes as typed. */
export function inputOfProfileForm(form: ProfileForm): Record<string, unknown> {
  return {
    visible: form.visible,
    lookingFor: form.lookingFor || null,
    buyInCents: { min: centsOrText(form.buyInMin, 0), max: centsOrText(form.buyInMax, null) },
    monthlyCents: { min: centsOrText(form.monthlyMin, 0), max: centsOrText(form.monthlyMax, null) },
    hoursPerYear: numberOrText(form.hoursPerYear),
    missions: form.missions,
    aircraftKinds: form.aircraftKinds,
    driveKm: numberOrText(form.driveKm),
    upgradeAppetite: form.upgradeAppetite,
    maintenanceCare: form.maintenanceCare,
    flies: form.flies || null,
  };
}

/** The payload names of every field the form shows: each message's place. */
export const PROFILE_FIELDS: readonly string[] = [
  'visible', 'lookingFor', 'buyInCents', 'buyInCents.min', 'buyInCents.max', 'monthlyCents', 'monthlyCents.min', 'monthlyCents.max',
  'hoursPerYear', 'missions', 'aircraftKinds', 'driveKm', 'upgradeAppetite', 'maintenanceCare', 'flies',
];
