import { describe, expect, it } from 'vitest';
import { airportCodeName, airportLabel, airportQueryCodes } from '../../../domain/airport/airport.js';
import { DomainError, assertValid } from '../../../domain/errors.js';
import { AIRCRAFT_TAGS, CREDENTIALS, INSTRUCTOR_TAGS, SEARCH_TYPES, TOTAL_HOURS } from '../../../domain/options.js';
import { isShareType, SHARE_TYPE_LABELS, SHARE_TYPE_SHORT_LABELS, SHARE_TYPES } from '../../../domain/share/share-types.js';
import { rolesOf } from '../../../domain/user/user.js';

describe('option lists (spec section 3)', () => {
  it('have the spec sizes and members', () => {
    expect(INSTRUCTOR_TAGS).toHaveLength(11);
    expect(AIRCRAFT_TAGS).toHaveLength(14);
    expect(CREDENTIALS).toHaveLength(15);
    expect(TOTAL_HOURS).toEqual(['0-500', '500-1000', '1000-3000', '3000+']);
    expect(SEARCH_TYPES).toEqual(['user', 'instructor', 'share']);
    expect(INSTRUCTOR_TAGS).toContain('Cirrus CSIP / Transition');
    expect(AIRCRAFT_TAGS).toContain('Amphibious/Float');
  });
});

describe('share types', () => {
  it('label all five types', () => {
    expect(SHARE_TYPES).toHaveLength(5);
    expect(SHARE_TYPE_LABELS.FBO_RENTAL).toBe('flight school rental');
    expect(SHARE_TYPE_LABELS.PARTNERSHIP_REQUEST_TO_PURCHASE).toBe('partnership to purchase new or used aircraft');
  });
  it('have one-word chip labels, each its own', () => {
    expect(SHARE_TYPE_SHORT_LABELS.FLIGHT_CLUB).toBe('Club');
    const labels = SHARE_TYPES.map((type) => SHARE_TYPE_SHORT_LABELS[type]);
    expect(new Set(labels).size).toBe(SHARE_TYPES.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]+$/);
  });
  it('recognise only known values', () => {
    expect(isShareType('FBO_RENTAL')).toBe(true);
    expect(isShareType('fbo_rental')).toBe(false);
    expect(isShareType(undefined)).toBe(false);
  });
});

describe('airport queries', () => {
  it('tries a K-prefixed code without the K', () => {
    expect(airportQueryCodes('ksdf')).toEqual(['KSDF', 'SDF']);
    expect(airportQueryCodes('SDF')).toEqual(['SDF']);
    expect(airportQueryCodes('  ')).toEqual([]);
    expect(airportQueryCodes('Kentucky')).toEqual(['KENTUCKY']);
  });
  it('labels a chosen airport with its code, name, city and state', () => {
    expect(airportLabel({ locationId: 'LOU', facility: 'Bowman', city: 'Louisville', state: 'KY' })).toBe('LOU - Bowman, Louisville, KY');
    expect(airportLabel({ locationId: '3U3', facility: 'Bowman', city: 'Anaconda', state: 'MT' })).toBe('3U3 - Bowman, Anaconda, MT');
    // A part the data lacks is left out, never shown as an empty comma.
    expect(airportLabel({ locationId: 'ZZV', facility: 'Zanesville Muni', city: '', state: 'OH' })).toBe('ZZV - Zanesville Muni, OH');
    expect(airportLabel({ locationId: 'ZZV', facility: 'Zanesville Muni', city: ' ', state: '' })).toBe('ZZV - Zanesville Muni');
    expect(airportLabel({ locationId: 'LOU', facility: 'Bowman' })).toBe('LOU - Bowman');
  });
  it('names an airport by code and name alone where the place is said beside it', () => {
    expect(airportCodeName({ locationId: 'LOU', facility: 'Bowman' })).toBe('LOU - Bowman');
  });
});

describe('roles and errors', () => {
  it('derive roles from the flags', () => {
    expect(rolesOf({ isAdmin: false, isInstructor: false })).toEqual(['user']);
    expect(rolesOf({ isAdmin: true, isInstructor: true })).toEqual(['user', 'instructor', 'admin']);
  });
  it('assertValid throws a validation error carrying every message', () => {
    expect(() => assertValid([])).not.toThrow();
    try {
      assertValid(['a', 'b']);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe('validation_failed');
      expect((e as DomainError).errors).toEqual(['a', 'b']);
    }
  });
});
