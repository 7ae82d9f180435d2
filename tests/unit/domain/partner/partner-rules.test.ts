import { describe, expect, it } from 'vitest';
import type { ListingPartnerProfile, PartnerProfile } from '../../../../domain/partner/partner-profile.js';
import { PARTNER_MESSAGES as M, readListingPartnerProfile, readPartnerProfile } from '../../../../domain/partner/partner-rules.js';

const profile: PartnerProfile = {
  visible: true, lookingFor: 'join', buyInCents: { min: 2_000_000, max: 9_000_000 }, monthlyCents: { min: 30_000, max: 90_000 },
  hoursPerYear: 80, missions: ['travel', 'ifr'], aircraftKinds: ['Single Engine'], driveKm: 60, upgradeAppetite: 3,
  maintenanceCare: 4, flies: 'weekends',
};

const group: ListingPartnerProfile = {
  buyInCents: 8_500_000, monthlyFixedCents: 45_000, hourlyRateCents: 14_500, wet: true, groupHoursPerYear: 180, partners: 3,
  partnersWanted: 1, missions: ['travel'], upgradeAppetite: 3, maintenanceCare: 4, flies: 'both',
};

const fieldsOf = (read: ReturnType<typeof readPartnerProfile> | ReturnType<typeof readListingPartnerProfile>) => (read.ok ? {} : read.fields);

describe('readPartnerProfile', () => {
  it('reads a whole profile as it was sent', () => {
    expect(readPartnerProfile(profile)).toEqual({ ok: true, value: profile });
  });

  it('keeps the lists in their choices order, each once, and reads absent lists and visibility as empty and hidden', () => {
    const { visible: _v, missions: _m, aircraftKinds: _k, ...rest } = profile;
    expect(readPartnerProfile({ ...rest, missions: ['ifr', 'local', 'ifr'] })).toEqual({
      ok: true, value: { ...rest, visible: false, missions: ['local', 'ifr'], aircraftKinds: [] },
    });
  });

  it('reads amounts a form sends as digits', () => {
    const read = readPartnerProfile({ ...profile, buyInCents: { min: '0', max: '9000000' }, hoursPerYear: '80' });
    expect(read).toEqual({ ok: true, value: { ...profile, buyInCents: { min: 0, max: 9_000_000 } } });
  });

  it('refuses a range whose low end is above its high end, beside the high end', () => {
    expect(fieldsOf(readPartnerProfile({ ...profile, buyInCents: { min: 9_000_000, max: 2_000_000 } }))).toEqual({
      'buyInCents.max': [M.reversed('Buy-in budget')],
    });
    expect(fieldsOf(readPartnerProfile({ ...profile, monthlyCents: { min: 90_001, max: 90_000 } }))).toEqual({
      'monthlyCents.max': [M.reversed('Monthly budget')],
    });
  });

  it.each([
    ['a word', 'lots'], ['a fraction of a cent', 10.5], ['a negative amount', -1], ['null', null], ['an object', { a: 1 }],
  ])('refuses a budget that is not whole cents (%s), naming its end', (_what, min) => {
    expect(fieldsOf(readPartnerProfile({ ...profile, monthlyCents: { min, max: 90_000 } }))).toEqual({
      'monthlyCents.min': [M.cents('Monthly budget: the lowest')],
    });
  });

  it('refuses a range that is not an object under its own name', () => {
    expect(fieldsOf(readPartnerProfile({ ...profile, buyInCents: 9_000_000 }))).toEqual({ buyInCents: [M.range('Buy-in budget')] });
  });

  it('accepts 1,000 hours a year and refuses more, or a fraction', () => {
    expect(readPartnerProfile({ ...profile, hoursPerYear: 1000 }).ok).toBe(true);
    expect(fieldsOf(readPartnerProfile({ ...profile, hoursPerYear: 1001 }))).toEqual({ hoursPerYear: [M.hoursPerYear] });
    expect(fieldsOf(readPartnerProfile({ ...profile, hoursPerYear: 80.5 }))).toEqual({ hoursPerYear: [M.hoursPerYear] });
    expect(M.hoursPerYear).toBe('Hours a year must be a whole number from 0 to 1,000');
  });

  it.each([0, 6, 2.5, '3x', null])('refuses a scale outside 1 to 5 (%j)', (scale) => {
    expect(fieldsOf(readPartnerProfile({ ...profile, upgradeAppetite: scale, maintenanceCare: scale }))).toEqual({
      upgradeAppetite: [M.upgradeAppetite], maintenanceCare: [M.maintenanceCare],
    });
  });

  it('accepts both ends of a scale', () => {
    expect(readPartnerProfile({ ...profile, upgradeAppetite: 1, maintenanceCare: 5 }).ok).toBe(true);
  });

  it('refuses unknown choices, each beside its field', () => {
    expect(fieldsOf(readPartnerProfile({
      ...profile, lookingFor: 'rent', missions: ['aerobatics'], aircraftKinds: ['Spaceship'], flies: 'nights', visible: 'yes',
    }))).toEqual({
      visible: [M.visible], lookingFor: [M.lookingFor], missions: [M.missions], aircraftKinds: [M.aircraftKinds], flies: [M.flies],
    });
    expect(fieldsOf(readPartnerProfile({ ...profile, missions: 'local' }))).toEqual({ missions: [M.missions] });
  });

  it('keeps the drive distance within 0 to the farthest', () => {
    expect(readPartnerProfile({ ...profile, driveKm: 0 }).ok).toBe(true);
    expect(readPartnerProfile({ ...profile, driveKm: 500 }).ok).toBe(true);
    expect(fieldsOf(readPartnerProfile({ ...profile, driveKm: 501 }))).toEqual({ driveKm: [M.driveKm] });
    expect(fieldsOf(readPartnerProfile({ ...profile, driveKm: -1 }))).toEqual({ driveKm: [M.driveKm] });
  });

  it('names every missing field of an empty profile, and refuses a body that is not an object', () => {
    expect(Object.keys(fieldsOf(readPartnerProfile({})))).toEqual([
      'lookingFor', 'buyInCents', 'monthlyCents', 'hoursPerYear', 'driveKm', 'upgradeAppetite', 'maintenanceCare', 'flies',
    ]);
    expect(fieldsOf(readPartnerProfile([profile]))).toEqual({ partnerProfile: [M.notAnObject] });
  });
});

describe('readListingPartnerProfile', () => {
  it('reads the group side of a share purchase, a partnership and a club', () => {
    for (const type of ['PRIVATE_OWNER_SHARE_PURCHASE', 'PARTNERSHIP_REQUEST_TO_PURCHASE', 'FLIGHT_CLUB'] as const) {
      expect(readListingPartnerProfile(group, type)).toEqual({ ok: true, value: group });
    }
  });

  it('reads null or absent as saying nothing, whatever the type', () => {
    expect(readListingPartnerProfile(null, 'PRIVATE_OWNER_RENTAL')).toEqual({ ok: true, value: null });
    expect(readListingPartnerProfile(undefined, 'FLIGHT_CLUB')).toEqual({ ok: true, value: null });
  });

  it('refuses a group side on a rental', () => {
    expect(fieldsOf(readListingPartnerProfile(group, 'FBO_RENTAL'))).toEqual({ partnerProfile: [M.rental] });
    expect(fieldsOf(readListingPartnerProfile(group, 'PRIVATE_OWNER_RENTAL'))).toEqual({ partnerProfile: [M.rental] });
  });

  it('names each bad field under partnerProfile.*', () => {
    expect(fieldsOf(readListingPartnerProfile({
      ...group, buyInCents: 'a lot', monthlyFixedCents: -5, hourlyRateCents: 1.5, wet: 'yes', groupHoursPerYear: 10_001,
      partners: -1, partnersWanted: 0, missions: ['space'], upgradeAppetite: 0, maintenanceCare: 6, flies: 'never',
    }, 'PARTNERSHIP_REQUEST_TO_PURCHASE'))).toEqual({
      'partnerProfile.buyInCents': [M.cents('The buy-in')],
      'partnerProfile.monthlyFixedCents': [M.cents('The monthly fixed cost')],
      'partnerProfile.hourlyRateCents': [M.cents('The hourly rate')],
      'partnerProfile.wet': [M.wet],
      'partnerProfile.groupHoursPerYear': [M.groupHoursPerYear],
      'partnerProfile.partners': [M.partners],
      'partnerProfile.partnersWanted': [M.partnersWanted],
      'partnerProfile.missions': [M.missions],
      'partnerProfile.upgradeAppetite': [M.upgradeAppetite],
      'partnerProfile.maintenanceCare': [M.maintenanceCare],
      'partnerProfile.flies': [M.flies],
    });
  });

  it("calls a club's buy-in its initiation fee", () => {
    expect(fieldsOf(readListingPartnerProfile({ ...group, buyInCents: null }, 'FLIGHT_CLUB'))).toEqual({
      'partnerProfile.buyInCents': [M.cents('The initiation fee')],
    });
  });

  it('refuses a group side that is not an object', () => {
    expect(fieldsOf(readListingPartnerProfile('yes', 'FLIGHT_CLUB'))).toEqual({ partnerProfile: [M.listingNotAnObject] });
  });
});
