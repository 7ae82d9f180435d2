import { describe, expect, it } from 'vitest';
import type { InstructorInput } from '../../../domain/instructor/instructor.js';
import {
  canonicalTag, INSTRUCTOR_MESSAGES as M, instructorErrors, readTags, toInstructorFields,
} from '../../../domain/instructor/instructor-rules.js';
import { INSTRUCTOR_TAGS } from '../../../domain/options.js';

const valid = (extra: InstructorInput = {}): InstructorInput => ({
  businessName: 'Bluegrass Flight Training',
  ratePerHour: '$65',
  about: 'CFII with 3,000 hours, tailwheel endorsements.',
  airport: 12,
  tags: ['Private', 'Instrument'],
  isCommercial: false,
  isDiscoverable: true,
  ...extra,
});
const errorsOf = (extra: InstructorInput, avatarPresent = true) => instructorErrors(valid(extra), { avatarPresent });

describe('instructorErrors', () => {
  it('accepts a complete profile, and an empty business name (optional)', () => {
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({ businessName: '' })).toEqual([]);
    expect(errorsOf({ businessName: undefined, isCommercial: undefined, isDiscoverable: undefined })).toEqual([]);
  });

  it.each([
    [{ ratePerHour: null }, M.rateRequired],
    [{ ratePerHour: '' }, M.rateRequired],
    [{ ratePerHour: 'ask me' }, M.rateRequired],
    [{ ratePerHour: 0 }, M.rateRequired],
    [{ ratePerHour: -5 }, M.rateInvalid],
    [{ ratePerHour: '$12.50' }, M.rateInvalid],
    [{ ratePerHour: '60-80' }, M.rateInvalid],
    [{ ratePerHour: 9.5 }, M.rateInvalid],
    [{ ratePerHour: '99999999999999999999' }, M.rateInvalid],
    [{ ratePerHour: 100_001 }, M.rateTooHigh],
    [{ tags: 'Private' }, M.tagsNotStrings],
    [{ tags: ['Private', 3] }, M.tagsNotStrings],
    [{ tags: null }, M.tagsNotStrings],
    [{ tags: [] }, M.tagsEmpty],
    [{ tags: ['  '] }, M.tagsEmpty],
    [{ tags: ['Private', 'Skydiving'] }, 'Unknown specialty: Skydiving'],
    [{ airport: null }, M.airport],
    [{ airport: 'LOU' }, M.airport],
    [{ airport: -1 }, M.airport],
    [{ about: '' }, M.about],
    [{ about: '   ' }, M.about],
    [{ about: undefined }, M.about],
    [{ about: 42 }, M.aboutNotText],
    [{ about: 'x'.repeat(5001) }, M.aboutTooLong],
    [{ businessName: 7 }, M.businessNameNotText],
    [{ businessName: 'x'.repeat(201) }, M.businessNameTooLong],
    [{ isCommercial: 'yes' }, M.isCommercial],
    [{ isDiscoverable: 1 }, M.isDiscoverable],
  ] as [InstructorInput, string][])('%j -> %s', (change, message) => {
    expect(errorsOf(change)).toEqual([message]);
  });

  it('uses the spec wording', () => {
    expect(M).toMatchObject({
      rateRequired: 'Please enter a rate',
      rateInvalid: 'Rate must be a positive integer',
      tagsNotStrings: 'Tags must be an array of strings',
      tagsEmpty: 'Please select at least one tag',
      avatar: 'Please select an avatar',
      airport: 'Please select an airport',
      about: 'Please fill in the about section',
    });
  });

  it('asks for an avatar only when none is present', () => {
    expect(errorsOf({}, false)).toEqual([M.avatar]);
    expect(errorsOf({}, true)).toEqual([]);
  });

  it('accepts the bounds themselves and typed rates', () => {
    expect(errorsOf({ ratePerHour: 100_000, about: 'x'.repeat(5000), businessName: 'x'.repeat(200) })).toEqual([]);
    expect(errorsOf({ ratePerHour: '$1,250/hr' })).toEqual([]);
  });

  it('lists every message in form order', () => {
    const empty = instructorErrors({ businessName: 5, ratePerHour: '', about: '', airport: null, tags: [], isCommercial: 'x', isDiscoverable: 'x' }, { avatarPresent: false });
    expect(empty).toEqual([
      M.businessNameNotText, M.rateRequired, M.about, M.airport, M.avatar, M.tagsEmpty, M.isCommercial, M.isDiscoverable,
    ]);
  });
});

describe('tags', () => {
  it('reads specialties in the list spelling, without duplicates', () => {
    expect(readTags(['tail wheel', 'Tail Wheel', ' JET ', ''])).toEqual({ tags: ['Tail Wheel', 'Jet'], unknown: [] });
    expect(readTags(['Private', 'Gliders'])).toEqual({ tags: ['Private'], unknown: ['Gliders'] });
    expect(readTags('Private')).toBeNull();
    expect(INSTRUCTOR_TAGS.every((t) => canonicalTag(t) === t)).toBe(true);
    expect(canonicalTag('cirrus csip / transition')).toBe('Cirrus CSIP / Transition');
  });
});

describe('toInstructorFields', () => {
  it('normalises what is stored', () => {
    expect(toInstructorFields(valid({ businessName: '  ', ratePerHour: '$1,200 / hr', about: ' Hi ', airport: '12', tags: ['jet', 'Jet'] }))).toEqual({
      businessName: '', ratePerHour: 1200, about: 'Hi', airportId: 12, tags: ['Jet'], isCommercial: false, isDiscoverable: true,
    });
  });

  it('defaults to a discoverable flight instructor', () => {
    const fields = toInstructorFields(valid({ isCommercial: undefined, isDiscoverable: undefined, businessName: undefined }));
    expect(fields).toMatchObject({ isCommercial: false, isDiscoverable: true, businessName: '' });
    expect(toInstructorFields(valid({ isCommercial: true, isDiscoverable: false }))).toMatchObject({ isCommercial: true, isDiscoverable: false });
    expect(toInstructorFields(valid({ airport: { id: 7 } })).airportId).toBe(7);
  });
});
