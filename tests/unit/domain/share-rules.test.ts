import { describe, expect, it } from 'vitest';
import type { ShareInput } from '../../../domain/share/share.js';
import type { ShareType } from '../../../domain/share/share-types.js';
import {
  generalStepErrors, isValidTailNumber, locationStepErrors, mediaStepErrors, normaliseTailNumber,
  parseNumber, parseRate, preferredInstructorStepErrors, REQUIRED_FIELDS, SHARE_MESSAGES as M, shareErrors,
  splitCategories,
} from '../../../domain/share/share-rules.js';

const NOW = new Date('2025-06-01T12:00:00Z');
const general = (input: ShareInput) => generalStepErrors(input, NOW);

/** A complete, valid listing of each type (object mother). */
function validShare(type: ShareType, overrides: ShareInput = {}): ShareInput {
  return {
    type,
    tailNumber: 'N12345',
    title: 'Cessna 172 in Louisville',
    description: 'Well kept, IFR certified.',
    url: 'https://example.com/plane',
    make: 'Cessna',
    model: '172S',
    year: 2004,
    ratePerHour: '$150',
    businessName: type === 'FBO_RENTAL' ? 'Bowman Flight School' : '',
    clubName: 'Derby City Flyers',
    clubRepName: 'Ada Pilot',
    clubMemberSize: 40,
    clubNumAircrafts: 3,
    clubWebsiteUrl: 'https://derbycityflyers.org',
    clubEmail: 'club@derbycityflyers.org',
    clubPhone: '502-555-0100',
    airport: 12,
    media: [{ type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' }, { type: 'image', file: 0 }],
    defaultMedia: 1,
    ...overrides,
  };
}

const TYPES: ShareType[] = [
  'PRIVATE_OWNER_RENTAL', 'PRIVATE_OWNER_SHARE_PURCHASE', 'PARTNERSHIP_REQUEST_TO_PURCHASE', 'FBO_RENTAL', 'FLIGHT_CLUB',
];

describe('messages', () => {
  it('use the spec wording', () => {
    expect(M.tailNumber).toBe("Please enter your aircraft's tail number");
    expect(M.rateRequired).toBe('Please enter a rate');
    expect(M.rateInvalid).toBe('Rate must be a positive integer');
    expect(M.mediaImage).toBe('Media must contain at least one image');
    expect(M.clubEmail).toBe('A club email address is required');
    expect(M.url).toBe('Malformed URL');
    expect(M.tailNumberNotFound).toBe(
      'Your tail number was not found in our database which connects directly to the FAA’s Registration system, please enter the details about your aircraft below.',
    );
  });
});

describe('the general step by type (section 5 "By type")', () => {
  it.each<[ShareType, string[]]>([
    ['PRIVATE_OWNER_RENTAL', [M.tailNumber, M.title, M.description, M.make, M.model, M.rateRequired]],
    ['PRIVATE_OWNER_SHARE_PURCHASE', [M.tailNumber, M.title, M.description, M.make, M.model]],
    ['PARTNERSHIP_REQUEST_TO_PURCHASE', [M.description, M.make, M.model]],
    ['FBO_RENTAL', [M.tailNumber, M.title, M.description, M.make, M.model, M.rateRequired, M.businessName]],
    ['FLIGHT_CLUB', [M.description, M.clubName, M.clubRepName, M.clubWebsiteUrl, M.clubEmail, M.clubPhone]],
  ])('an empty %s answers exactly its group', (type, messages) => {
    expect(general({ type })).toEqual(messages);
  });

  it.each<[ShareType, string[]]>([
    ['PRIVATE_OWNER_RENTAL', [M.tailNumber, M.title, M.description, M.make, M.model, M.rateRequired]],
    ['FLIGHT_CLUB', [M.description, M.clubName, M.clubRepName, M.clubWebsiteUrl, M.clubEmail, M.clubPhone]],
  ])('whitespace counts as empty for %s', (type, messages) => {
    const blank = Object.fromEntries(REQUIRED_FIELDS[type].map((k) => [k, '   ']));
    expect(general({ type, ...blank })).toEqual(messages);
  });

  it.each(TYPES)('a complete %s passes every step', (type) => {
    expect(shareErrors(validShare(type), NOW)).toEqual([]);
  });

  it('a flying club without make, model, tail number, title or rate passes', () => {
    expect(general(validShare('FLIGHT_CLUB', { make: '', model: '', tailNumber: '', title: '', ratePerHour: '' }))).toEqual([]);
  });

  it('a partnership needs no tail number, title or rate', () => {
    expect(general(validShare('PARTNERSHIP_REQUEST_TO_PURCHASE', { tailNumber: '', title: '', ratePerHour: null }))).toEqual([]);
  });

  it('the share purchase does not need a rate but refuses a bad one', () => {
    expect(general(validShare('PRIVATE_OWNER_SHARE_PURCHASE', { ratePerHour: '' }))).toEqual([]);
    expect(general(validShare('PRIVATE_OWNER_SHARE_PURCHASE', { ratePerHour: 'call me' }))).toEqual([M.rateInvalid]);
  });

  it('a rental with a zero rate asks for a rate (0 is the create default)', () => {
    expect(general(validShare('PRIVATE_OWNER_RENTAL', { ratePerHour: 0 }))).toEqual([M.rateRequired]);
    expect(general(validShare('FBO_RENTAL', { ratePerHour: 'abc' }))).toEqual([M.rateRequired]);
    expect(general(validShare('FBO_RENTAL', { ratePerHour: '-20' }))).toEqual([M.rateInvalid]);
  });

  it('an unknown or missing type asks for one and applies only the bounds', () => {
    expect(general({})).toEqual([M.type]);
    expect(general({ type: 'GLIDER', title: 'x'.repeat(121) })).toEqual([M.type, M.titleTooLong]);
  });

  it('refuses a malformed hyperlink for every type, and accepts one without a scheme', () => {
    for (const type of TYPES) {
      expect(general(validShare(type, { url: 'javascript:alert(1)' }))).toEqual([M.url]);
      expect(general(validShare(type, { url: 'not a link' }))).toEqual([M.url]);
      expect(general(validShare(type, { url: 'www.example.com/plane' }))).toEqual([]);
    }
  });

  it('checks the club email and website format', () => {
    expect(general(validShare('FLIGHT_CLUB', { clubEmail: 'club@' }))).toEqual([M.clubEmailInvalid]);
    expect(general(validShare('FLIGHT_CLUB', { clubWebsiteUrl: 'ftp://club.org' }))).toEqual([M.clubWebsiteUrlMalformed]);
  });

  it.each<[string, ShareInput, string]>([
    ['negative member size', { clubMemberSize: -1 }, M.clubMemberSize],
    ['fractional member size', { clubMemberSize: 2.5 }, M.clubMemberSize],
    ['negative aircraft count', { clubNumAircrafts: '-3' }, M.clubNumAircrafts],
    ['aircraft count as words', { clubNumAircrafts: 'three' }, M.clubNumAircrafts],
  ])('club counts: %s', (_, overrides, message) => {
    expect(general(validShare('FLIGHT_CLUB', overrides))).toEqual([message]);
  });

  it('accepts zero and empty club counts', () => {
    expect(general(validShare('FLIGHT_CLUB', { clubMemberSize: 0, clubNumAircrafts: '' }))).toEqual([]);
  });

  it.each<[string, ShareInput, string]>([
    ['year too old', { year: 1899 }, M.year],
    ['year in two years', { year: 2027 }, M.year],
    ['year not a number', { year: 'new' }, M.year],
    ['negative engine hours', { engineHours: -1 }, M.engineHours],
    ['engine hours as words', { engineHours: 'lots' }, M.engineHours],
    ['negative cost', { cost: '-5' }, M.cost],
    ['no pilots', { desiredNumberOfPilots: 0 }, M.desiredNumberOfPilots],
    ['too many pilots', { desiredNumberOfPilots: 11 }, M.desiredNumberOfPilots],
    ['half a pilot', { desiredNumberOfPilots: 1.5 }, M.desiredNumberOfPilots],
    ['share over 100%', { sharePercentOffered: 101 }, M.sharePercentOffered],
    ['negative price percent', { pricePercentOffered: -1 }, M.pricePercentOffered],
    ['wet as text', { isWet: 'yes' }, M.isWet],
    ['instrument rating as number', { instrumentRatingRequired: 1 }, M.instrumentRatingRequired],
    ['tags as text', { tags: 'Jet' }, M.tags],
    ['categories as object', { categories: { a: 1 } }, M.categories],
    ['long category', { categories: `ok, ${'c'.repeat(51)}` }, M.categoryTooLong],
    ['too many categories', { categories: Array.from({ length: 21 }, (_, i) => `c${i}`).join(',') }, M.tooManyCategories],
    ['long title', { title: 't'.repeat(121) }, M.titleTooLong],
    ['long description', { description: 'd'.repeat(5001) }, M.descriptionTooLong],
    ['long make', { make: 'm'.repeat(201) }, 'Make may be at most 200 characters long'],
    ['long comments', { comments: 'c'.repeat(2001) }, 'Additional notes may be at most 2000 characters long'],
    ['long tail number', { tailNumber: 'N'.repeat(21) }, 'Tail number may be at most 20 characters long'],
    ['title as object', { title: { text: 'x' } }, 'Title must be text'],
  ])('bounds: %s', (_, overrides, message) => {
    expect(general(validShare('PRIVATE_OWNER_RENTAL', overrides))).toEqual([message]);
  });

  it('accepts the boundary values', () => {
    expect(general(validShare('PRIVATE_OWNER_RENTAL', {
      year: '2026', engineHours: '1,234.5', cost: '$250,000', desiredNumberOfPilots: 10, sharePercentOffered: 100 / 3,
      pricePercentOffered: 0, title: 't'.repeat(120), serial: 12345, categories: ['IFR', 'ifr', 'Trainer'], tags: ['Jet', 'Unknown'],
      isWet: true, instrumentRatingRequired: false,
    }))).toEqual([]);
    expect(general(validShare('PRIVATE_OWNER_RENTAL', { year: 1900 }))).toEqual([]);
    expect(general(validShare('PRIVATE_OWNER_RENTAL', { year: 0 }))).toEqual([]);
  });

  it('lists messages in form order', () => {
    expect(general({ type: 'FBO_RENTAL', url: 'bad url', year: 1800, ratePerHour: 'x', engineHours: -2, cost: -1 })).toEqual([
      M.tailNumber, M.title, M.description, M.url, M.make, M.model, M.year, M.rateRequired, M.engineHours, M.businessName, M.cost,
    ]);
  });
});

describe('parseRate', () => {
  it.each<[unknown, number | null, string | null]>([
    ['$1,250', 1250, null],
    ['$1,200/hr', 1200, null],
    ['150', 150, null],
    [' $95.00 per hour ', 95, null],
    ['1 200', 1200, null],
    [175, 175, null],
    ['', null, M.rateRequired],
    ['   ', null, M.rateRequired],
    [undefined, null, M.rateRequired],
    [null, null, M.rateRequired],
    ['abc', null, M.rateRequired],
    ['$', null, M.rateRequired],
    [0, null, M.rateRequired],
    ['$0', null, M.rateRequired],
    ['9007199254740992', null, M.rateInvalid],
    ['99999999999999999999', null, M.rateInvalid],
    ['9007199254740991', Number.MAX_SAFE_INTEGER, null],
    ['-50', null, M.rateInvalid],
    ['$12.50', null, M.rateInvalid],
    ['120-150', null, M.rateInvalid],
    [12.5, null, M.rateInvalid],
    [-3, null, M.rateInvalid],
    [Number.NaN, null, M.rateInvalid],
    [true, null, M.rateInvalid],
  ])('%j -> rate %j, error %j', (value, rate, error) => {
    expect(parseRate(value)).toEqual({ rate, error });
  });

  it('lets an optional rate be empty but not garbage', () => {
    expect(parseRate('', false)).toEqual({ rate: null, error: null });
    expect(parseRate(0, false)).toEqual({ rate: null, error: null });
    expect(parseRate('abc', false)).toEqual({ rate: null, error: M.rateInvalid });
    expect(parseRate('$80', false)).toEqual({ rate: 80, error: null });
  });
});

describe('parseNumber', () => {
  it.each<[unknown, number | null]>([
    ['$250,000', 250000], ['1,234.5', 1234.5], [' 42 ', 42], ['-3', -3], ['.5', 0.5], [7, 7], ['', null], [null, null],
  ])('%j -> %j', (value, n) => expect(parseNumber(value)).toBe(n));
  it.each(['abc', '1.2.3', '1e5', Infinity, true, []])('%j is not a number', (value) => {
    expect(parseNumber(value)).toBeNaN();
  });
});

describe('tail numbers', () => {
  it.each([
    ['n12345', 'N12345'],
    ['12345', 'N12345'],
    ['  N 123-AB ', 'N123AB'],
    ['n1', 'N1'],
    ['', ''],
    ['   ', ''],
  ])('normalise %j -> %j', (raw, normal) => expect(normaliseTailNumber(raw)).toBe(normal));

  it.each(['N1', 'N12345', 'N1234Z', 'N123AB', 'N1A', 'N12AB', 'N9'])('%s is a valid N-number', (s) => {
    expect(isValidTailNumber(s)).toBe(true);
  });
  it.each(['N', 'N0123', 'N123456', 'N12I', 'N12O', 'N1A2', 'N1ABC', '12345', 'n12345', 'N12-34', 'C-GABC'])(
    '%s is not', (s) => expect(isValidTailNumber(s)).toBe(false),
  );
});

describe('splitCategories', () => {
  it('splits comma-separated text, trims, drops empties and duplicates', () => {
    expect(splitCategories(' IFR, Trainer,, ifr ,  ,Complex ')).toEqual(['IFR', 'Trainer', 'Complex']);
  });
  it('takes a list, splitting items on commas too', () => {
    expect(splitCategories(['Glass cockpit', 'Trainer, IFR', '', 7, null])).toEqual(['Glass cockpit', 'Trainer', 'IFR', '7']);
  });
  it('cuts each category to 50 characters', () => {
    expect(splitCategories(`${'a'.repeat(60)},b`)).toEqual(['a'.repeat(50), 'b']);
  });
  it.each([undefined, null, '', 42, { a: 1 }])('%j gives no categories', (value) => {
    expect(splitCategories(value)).toEqual([]);
  });
});

describe('location step', () => {
  it.each([12, '12', { id: 7, locationId: 'SDF' }, { id: 2917, locationId: 'SDF', facility: 'Louisville International', city: 'Louisville', state: 'KY', lat: 38.17, long: -85.74 }])('accepts airport %j', (airport) => {
    expect(locationStepErrors({ airport })).toEqual([]);
  });
  it.each([undefined, null, '', 0, -1, 1.5, 'SDF', {}, { id: 'x' }, { id: {} }, [7]])('refuses airport %j', (airport) => {
    expect(locationStepErrors({ airport })).toEqual(['Please select an airport']);
  });
});

describe('media step', () => {
  const img = { type: 'image', file: 0 };
  const video = { type: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
  it.each<[string, ShareInput, string[]]>([
    ['no media', {}, [M.media]],
    ['an empty list', { media: [] }, [M.media]],
    ['not a list', { media: 'photo.png' }, [M.media]],
    ['only videos', { media: [video], defaultMedia: 0 }, [M.mediaImage]],
    ['default on a video', { media: [video, img], defaultMedia: 0 }, [M.defaultMedia]],
    ['default missing', { media: [img], defaultMedia: null }, [M.defaultMedia]],
    ['default out of range', { media: [img], defaultMedia: 3 }, [M.defaultMedia]],
    ['unknown item type', { media: [img, { type: 'pdf' }], defaultMedia: 0 }, [M.mediaItem]],
    ['a junk video link', { media: [img, { type: 'vimeo', url: 'javascript:alert(1)' }], defaultMedia: 0 }, [M.videoLink]],
    ['one image as default', { media: [img], defaultMedia: 0 }, []],
    ['default as digits', { media: [video, img], defaultMedia: '1' }, []],
    ['other links', { media: [img, { type: 'other', url: 'https://example.com/tour' }], defaultMedia: 0 }, []],
  ])('%s', (_, input, messages) => {
    expect(mediaStepErrors(input)).toEqual(messages);
  });
});

describe('preferred instructor step', () => {
  it('is optional', () => expect(preferredInstructorStepErrors({})).toEqual([]));
  it('checks a given email and bounds the name', () => {
    expect(preferredInstructorStepErrors({ preferredInstructorEmail: 'cfi@' })).toEqual([M.preferredInstructorEmail]);
    expect(preferredInstructorStepErrors({ preferredInstructorName: 'n'.repeat(201), preferredInstructorEmail: 'cfi@example.com' }))
      .toEqual(['Preferred instructor name may be at most 200 characters long']);
  });
});

describe('shareErrors', () => {
  it('joins the steps in wizard order', () => {
    expect(shareErrors({ type: 'PARTNERSHIP_REQUEST_TO_PURCHASE', preferredInstructorEmail: 'x' }, NOW)).toEqual([
      M.description, M.make, M.model, M.airport, M.media, M.preferredInstructorEmail,
    ]);
  });
});
