import { describe, expect, it } from 'vitest';
import { applyShareDefaults, SHARE_DEFAULTS, toAircraftDetails, toAirportId, toShareFields } from '../../../domain/share/share-defaults.js';
import { shareErrors } from '../../../domain/share/share-rules.js';

describe('SHARE_DEFAULTS (spec section 4, create defaults)', () => {
  it('starts a private owner rental for one pilot with zero numbers, false flags and empty texts', () => {
    expect(SHARE_DEFAULTS.type).toBe('PRIVATE_OWNER_RENTAL');
    expect(SHARE_DEFAULTS.desiredNumberOfPilots).toBe(1);
    for (const key of ['ratePerHour', 'cost', 'sharePercentOffered', 'pricePercentOffered', 'clubMemberSize', 'clubNumAircrafts', 'engineHours', 'defaultMedia'] as const) {
      expect(SHARE_DEFAULTS[key]).toBe(0);
    }
    expect(SHARE_DEFAULTS.isWet).toBe(false);
    expect(SHARE_DEFAULTS.instrumentRatingRequired).toBe(false);
    expect(SHARE_DEFAULTS.title).toBe('');
    expect(SHARE_DEFAULTS.year).toBeNull();
    expect(SHARE_DEFAULTS.media).toEqual([]);
    expect(Object.isFrozen(SHARE_DEFAULTS)).toBe(true);
  });
});

describe('applyShareDefaults', () => {
  it('fills what is missing and keeps what is given', () => {
    const out = applyShareDefaults({ type: 'FLIGHT_CLUB', title: '', engineHours: 1200, cost: null, honeypot: '' });
    expect(out.type).toBe('FLIGHT_CLUB');
    expect(out.title).toBe('');
    expect(out.engineHours).toBe(1200);
    expect(out.cost).toBe(0);
    expect(out.desiredNumberOfPilots).toBe(1);
    expect(out.isWet).toBe(false);
    expect(out.honeypot).toBe('');
    expect(out.year).toBeNull();
  });
  it('gives each draft its own lists', () => {
    const one = applyShareDefaults({});
    (one.tags as string[]).push('Jet');
    expect(applyShareDefaults({}).tags).toEqual([]);
    expect(SHARE_DEFAULTS.tags).toEqual([]);
  });
  it('leaves a fresh draft with exactly the private owner rental requirements', () => {
    expect(shareErrors(applyShareDefaults({}), new Date('2025-01-01'))).toEqual([
      "Please enter your aircraft's tail number", 'Please add a title', 'Please add a description', 'Please add a make',
      'Please add a model', 'Please enter a rate', 'Please select an airport', 'Please add media',
    ]);
  });
});

describe('toShareFields', () => {
  it('trims texts, parses numbers and links', () => {
    expect(toShareFields({
      type: 'PRIVATE_OWNER_SHARE_PURCHASE', title: '  Cessna 172  ', description: ' Nice ', url: 'www.example.com',
      ratePerHour: '$1,200/hr', isWet: true, cost: '$12,500', desiredNumberOfPilots: '3', sharePercentOffered: '33.33',
      pricePercentOffered: 10, clubMemberSize: '', clubWebsiteUrl: '', clubEmail: ' club@x.org ', defaultMedia: '2',
      preferredInstructorEmail: ' cfi@example.com ',
    })).toEqual({
      type: 'PRIVATE_OWNER_SHARE_PURCHASE', title: 'Cessna 172', description: 'Nice', url: 'https://www.example.com/',
      ratePerHour: 1200, isWet: true, businessName: '', cost: 12500, desiredNumberOfPilots: 3, sharePercentOffered: 33.33,
      pricePercentOffered: 10, clubName: '', clubRepName: '', clubMemberSize: null, clubNumAircrafts: null,
      clubWebsiteUrl: '', clubEmail: 'club@x.org', clubPhone: '', preferredInstructorName: '',
      preferredInstructorEmail: 'cfi@example.com', defaultMedia: 2, minimums: {},
    });
  });
  it('falls back to the defaults for what is missing', () => {
    const fields = toShareFields({});
    expect(fields.type).toBe('PRIVATE_OWNER_RENTAL');
    expect(fields.ratePerHour).toBeNull();
    expect(fields.desiredNumberOfPilots).toBe(1);
    expect(fields.defaultMedia).toBe(0);
    expect(fields.isWet).toBe(false);
  });
});

describe('toAircraftDetails', () => {
  it('normalises the tail number, splits categories, keeps known tags', () => {
    expect(toAircraftDetails({
      tailNumber: ' n123-ab ', regOwner: ' Ada ', make: 'Cessna ', model: ' 172S', year: '2004', serial: 17208123,
      engineHours: '1,234.5', engineManufacturer: 'Lycoming', engineModel: 'IO-360', classification: 'Standard',
      categories: 'IFR, Trainer, ifr', interior: 'Leather', exterior: 'White', avionics: 'G1000', equipment: 'AP',
      comments: 'Hangared', tags: ['Turbo', 'Rocket', 'Single Engine', 'Turbo'], instrumentRatingRequired: true,
    })).toEqual({
      tailNumber: 'N123AB', regOwner: 'Ada', make: 'Cessna', model: '172S', year: 2004, serial: '17208123',
      engineHours: 1234.5, engineManufacturer: 'Lycoming', engineModel: 'IO-360', classification: 'Standard',
      categories: ['IFR', 'Trainer'], interior: 'Leather', exterior: 'White', avionics: 'G1000', equipment: 'AP',
      comments: 'Hangared', tags: ['Single Engine', 'Turbo'], instrumentRatingRequired: true,
      retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false,
    });
  });
  it('has empty values for an empty input', () => {
    expect(toAircraftDetails({ year: 0 })).toMatchObject({ tailNumber: '', year: null, engineHours: 0, categories: [], tags: [] });
  });
});

describe('toAirportId', () => {
  it('reads the airport id', () => {
    expect(toAirportId({ airport: '12' })).toBe(12);
    expect(toAirportId({ airport: { id: 5 } })).toBe(5);
    expect(toAirportId({})).toBeNull();
  });
});
