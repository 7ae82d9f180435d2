import { describe, expect, it } from 'vitest';
import type { ListingPartnerProfile, PartnerProfile } from '../../../domain/partner/partner-profile.js';
import { PARTNER_MESSAGES, readListingPartnerProfile, readPartnerProfile } from '../../../domain/partner/partner-rules.js';
import { formFromQuery, queryOfForm, type SearchForm } from '../../../web-public/src/features/find/utils/search-form.js';
import { emptyGroupProfileForm, groupProfileErrors, groupProfileFormOf, groupProfileInputOf } from '../../../web-public/src/features/listing/utils/group-profile-form.js';
import { radiusOf } from '../../../web-public/src/features/partners/utils/partner-radius.js';
import { fitWords } from '../../../web-public/src/features/partners/utils/fit-words.js';
import { checkProfileForm } from '../../../web-public/src/features/partners/utils/profile-checks.js';
import { emptyProfileForm, formOfProfile, inputOfProfileForm, PROFILE_FIELDS } from '../../../web-public/src/features/partners/utils/profile-form.js';

const PROFILE: PartnerProfile = {
  visible: true, lookingFor: 'join', buyInCents: { min: 1_000_000, max: 9_000_050 }, monthlyCents: { min: 0, max: 90_000 }, hoursPerYear: 80,
  missions: ['local', 'travel'], aircraftKinds: ['Single Engine'], driveKm: 80, upgradeAppetite: 2, maintenanceCare: 4, flies: 'weekends',
};

const GROUP: ListingPartnerProfile = {
  buyInCents: 8_200_000, monthlyFixedCents: 21_250, hourlyRateCents: 8_624, wet: false, groupHoursPerYear: 150, partners: 3, partnersWanted: 1,
  missions: ['travel', 'ifr'], upgradeAppetite: 4, maintenanceCare: 4, flies: 'both',
};

describe("the pilot's partner profile form", () => {
  it('gives back the profile it was filled from, in cents, as the rules read it', () => {
    expect(readPartnerProfile(inputOfProfileForm(formOfProfile(PROFILE)))).toEqual({ ok: true, value: PROFILE });
  });

  it('reads dollars as typed into cents: commas, a dollar sign, cents; a blank low end is $0', () => {
    const input = inputOfProfileForm({ ...formOfProfile(PROFILE), buyInMin: '', buyInMax: '$90,000', monthlyMin: '', monthlyMax: '899.5' });
    expect(input.buyInCents).toEqual({ min: 0, max: 9_000_000 });
    expect(input.monthlyCents).toEqual({ min: 0, max: 89_950 });
  });

  it('sends what is not an amount as typed, so the rules name the field beside its box', () => {
    const form = { ...emptyProfileForm(), lookingFor: 'join' as const, flies: 'both' as const, hoursPerYear: '1200', buyInMax: 'ninety', monthlyMin: '900', monthlyMax: '500' };
    const refused = checkProfileForm(inputOfProfileForm(form), PROFILE_FIELDS);
    expect(refused?.general).toEqual([]);
    expect(refused?.fields).toEqual({
      'buyInCents.max': [PARTNER_MESSAGES.cents('Buy-in budget: the highest')],
      'monthlyCents.max': [PARTNER_MESSAGES.reversed('Monthly budget')],
      hoursPerYear: [PARTNER_MESSAGES.hoursPerYear],
    });
  });

  it('a first profile asks what he looks for and when he flies; nothing else is chosen for him but the scales and the drive', () => {
    const fields = checkProfileForm(inputOfProfileForm({ ...emptyProfileForm(), buyInMax: '1', monthlyMax: '1', hoursPerYear: '1' }), PROFILE_FIELDS)?.fields;
    expect(Object.keys(fields ?? {})).toEqual(['lookingFor', 'flies']);
    expect(checkProfileForm(inputOfProfileForm(formOfProfile(PROFILE)), PROFILE_FIELDS)).toBeNull();
  });

  it('looks as far as he would drive, within 500 km', () => {
    expect(radiusOf(PROFILE)).toBe(80);
    expect(radiusOf({ ...PROFILE, driveKm: 0 })).toBe(500);
    expect(radiusOf({ ...PROFILE, driveKm: 900 })).toBe(500);
  });

  it('words a score: good from 60, fair from 40', () => {
    expect([fitWords(60).label, fitWords(59).label, fitWords(40).label, fitWords(39).label]).toEqual(['Good fit', 'Fair fit', 'Fair fit', 'Weak fit']);
  });
});

describe("a listing's group side in the listing form", () => {
  it('gives back the group side it was filled from, as the rules read it', () => {
    const input = groupProfileInputOf('PRIVATE_OWNER_SHARE_PURCHASE', groupProfileFormOf(GROUP));
    expect(readListingPartnerProfile(input, 'PRIVATE_OWNER_SHARE_PURCHASE')).toEqual({ ok: true, value: GROUP });
  });

  it('sends null when the owner leaves it out, and for a rental whatever the form holds', () => {
    expect(groupProfileInputOf('FLIGHT_CLUB', emptyGroupProfileForm())).toBeNull();
    expect(groupProfileInputOf('PRIVATE_OWNER_RENTAL', groupProfileFormOf(GROUP))).toBeNull();
    expect(groupProfileErrors('PRIVATE_OWNER_RENTAL', groupProfileFormOf(GROUP))).toEqual({});
  });

  it("names each wrong figure under partnerProfile.<field>, the wizard's and the edit form's places", () => {
    const form = { ...groupProfileFormOf(GROUP), buyIn: 'a lot', groupHoursPerYear: '150.5', partnersWanted: '0' };
    expect(groupProfileErrors('PARTNERSHIP_REQUEST_TO_PURCHASE', form)).toEqual({
      'partnerProfile.buyInCents': [PARTNER_MESSAGES.cents('The buy-in')],
      'partnerProfile.groupHoursPerYear': [PARTNER_MESSAGES.groupHoursPerYear],
      'partnerProfile.partnersWanted': [PARTNER_MESSAGES.partnersWanted],
    });
  });
});

describe('the find form\'s "Fits me" sort', () => {
  const base = { lat: 38.2, lng: -85.7, location: '', radius: 50, q: '', airport: null, sortDir: 'asc', shareCategories: [], instructorTags: [], searchTypes: [], qualified: false } as const;
  it('reads sortBy=fit from the address, best first unless it says otherwise, and writes it back', () => {
    const read = formFromQuery(new URLSearchParams('sortBy=fit'));
    expect([read.sortBy, read.sortDir]).toEqual(['fit', 'desc']);
    const form: SearchForm = { ...base, shareCategories: [], instructorTags: [], searchTypes: [], sortBy: 'fit', sortDir: 'desc' };
    expect(queryOfForm(form).get('sortBy')).toBe('fit');
    expect(formFromQuery(new URLSearchParams('sortBy=fits')).sortBy).toBeUndefined();
  });
});
