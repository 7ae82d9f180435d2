import { describe, expect, it } from 'vitest';
import type { Airport } from '../../../domain/airport/airport.js';
import { toPilotProfile } from '../../../domain/user/pilot-profile.js';
import type { User } from '../../../domain/user/user.js';

const BOWMAN: Airport = { id: 7, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY', lat: 38.23, long: -85.66 };

const aPilot = (extra: Partial<User> = {}): User => ({
  id: 12,
  username: 'bessie_c',
  email: 'bessie@example.com',
  firstname: 'Bessie',
  lastname: 'Coleman',
  provider: 'google',
  providerId: 'google-123',
  passwordHash: 'argon2id$secret',
  avatar: { url: '/media/avatars/b.jpg', type: 'image' },
  airport: { id: 7, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY' },
  isDiscoverable: true,
  bio: 'Looking for a partner in a 172.',
  credentials: ['Private', 'Instrument'],
  totalHours: '500-1000',
  wantedPlane: 'Cirrus SR22',
  mostExpPlane: 'Cessna 172',
  isInstructor: false,
  isAdmin: true,
  isDisabled: false,
  emailPublic: true,
  favoriteAirports: [{ id: 9, locationId: 'SDF', facility: 'Louisville Intl', city: 'Louisville', state: 'KY' }],
  createdAt: new Date('2024-01-02T03:04:05Z'),
  updatedAt: new Date('2024-01-02T03:04:05Z'),
  ...extra,
});

describe('toPilotProfile', () => {
  it('answers the public fields, the airport with its city and state, and nothing else', () => {
    expect(toPilotProfile(aPilot(), BOWMAN)).toEqual({
      id: 12,
      first: 'Bessie',
      last: 'Coleman',
      email: 'bessie@example.com',
      avatar: { url: '/media/avatars/b.jpg', type: 'image' },
      airport: { id: 7, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY' },
      bio: 'Looking for a partner in a 172.',
      credentials: ['Private', 'Instrument'],
      totalHours: '500-1000',
      wantedPlane: 'Cirrus SR22',
      mostExpPlane: 'Cessna 172',
      isInstructor: false,
      record: null, // no record given: nothing of it shown
    });
  });

  it('never carries the username, login, hash, admin flag, discoverability, favourites or dates', () => {
    const keys = Object.keys(toPilotProfile(aPilot(), BOWMAN));
    for (const secret of ['username', 'provider', 'providerId', 'passwordHash', 'isAdmin', 'isDisabled', 'emailPublic', 'isDiscoverable', 'favoriteAirports', 'createdAt', 'updatedAt']) {
      expect(keys).not.toContain(secret);
    }
    expect(JSON.stringify(toPilotProfile(aPilot(), BOWMAN))).not.toMatch(/bessie_c|argon2id|google-123|SDF/);
  });

  it('answers no airport for a pilot without one, and no city or state when the airport was not found', () => {
    expect(toPilotProfile(aPilot({ airport: null }), null).airport).toBeNull();
    expect(toPilotProfile(aPilot(), null).airport).toEqual({ id: 7, locationId: 'LOU', facility: 'Bowman Field', city: '', state: '' });
    // Another airport's city is not this pilot's.
    expect(toPilotProfile(aPilot(), { ...BOWMAN, id: 8, city: 'Lexington' }).airport?.city).toBe('');
  });

  it('carries the email address only when the pilot made it public (issue 16)', () => {
    expect(toPilotProfile(aPilot({ emailPublic: true }), BOWMAN).email).toBe('bessie@example.com');
    expect(toPilotProfile(aPilot({ emailPublic: false }), BOWMAN).email).toBeNull();
    expect(JSON.stringify(toPilotProfile(aPilot({ emailPublic: false }), BOWMAN))).not.toContain('bessie@example.com');
  });

  it('copies the lists, so changing the answer leaves the account alone', () => {
    const pilot = aPilot();
    toPilotProfile(pilot, BOWMAN).credentials.push('Commercial');
    expect(pilot.credentials).toEqual(['Private', 'Instrument']);
  });
});
