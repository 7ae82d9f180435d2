import { beforeEach, describe, expect, it } from 'vitest';
import { PILOT_NOT_FOUND, ReadPilotProfile } from '../../../application/accounts/read-pilot-profile.service.js';
import { FakeClock, InMemoryAirportRepository, InMemoryUserRepository } from '../../../application/testing/in-memory-ports.js';
import type { NewUser } from '../../../application/ports/user.repository.js';

let airports: InMemoryAirportRepository;
let users: InMemoryUserRepository;
let read: ReadPilotProfile;

const account = (username: string, extra: Partial<NewUser> = {}) =>
  users.create({
    username, email: `${username}@example.com`, firstname: 'Pat', lastname: username, provider: 'local', providerId: null,
    passwordHash: 'hashed:x', avatar: null, airportId: 1, isDiscoverable: true, bio: `${username}'s bio`, ...extra,
  });

beforeEach(() => {
  airports = new InMemoryAirportRepository();
  airports.rows.push({ id: 1, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY', lat: 38.2, long: -85.7 });
  users = new InMemoryUserRepository(airports, new FakeClock());
  read = new ReadPilotProfile(users, airports);
});

describe('ReadPilotProfile', () => {
  it("answers a discoverable pilot's public profile, the airport's city and state included", async () => {
    const viewer = await account('viewer');
    const pilot = await account('bessie', { emailPublic: true });
    const profile = await read.execute(viewer, pilot.id);
    expect(profile).toMatchObject({
      id: pilot.id, email: 'bessie@example.com', bio: "bessie's bio",
      airport: { id: 1, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY' },
    });
    expect(profile).not.toHaveProperty('username');
  });

  it('answers 404 for a pilot who is not discoverable, except to themself', async () => {
    const viewer = await account('viewer');
    const hidden = await account('hidden', { isDiscoverable: false });
    await expect(read.execute(viewer, hidden.id)).rejects.toMatchObject({ code: 'not_found', message: PILOT_NOT_FOUND });
    await expect(read.execute(hidden, hidden.id)).resolves.toMatchObject({ id: hidden.id, email: null });
  });

  it('answers the same 404 for an id nobody has', async () => {
    const viewer = await account('viewer');
    await expect(read.execute(viewer, 999)).rejects.toMatchObject({ code: 'not_found', message: PILOT_NOT_FOUND });
  });

  it('answers no airport for a pilot without one', async () => {
    const viewer = await account('viewer');
    const pilot = await account('nowhere', { airportId: null });
    expect((await read.execute(viewer, pilot.id)).airport).toBeNull();
  });
});
