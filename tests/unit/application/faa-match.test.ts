import { beforeEach, describe, expect, it } from 'vitest';
import { FaaMatchPilot } from '../../../application/pilots/faa-match.service.js';
import { InMemoryAirmenDirectory, InMemoryFaaMatchStore } from '../../../application/testing/in-memory-airmen.js';
import { FakeClock, InMemoryAirportRepository, InMemoryUserRepository } from '../../../application/testing/in-memory-ports.js';
import { InMemoryPilotRecordRepository } from '../../../application/testing/in-memory-shares.js';
import type { FaaAirman } from '../../../domain/pilot/airmen/faa-match.js';
import { EMPTY_RECORD } from '../../../domain/pilot/pilot-record.js';
import type { User } from '../../../domain/user/user.js';

const LOU = { id: 1, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY', lat: 38.23, long: -85.66 };
const PRIVATE_IFR: FaaAirman = { certificate: 'private', ratings: ['instrument'], cfiExpires: null, medical: { class: 3, month: '2025-09' }, basicMed: false };
const STUDENT: FaaAirman = { certificate: 'student', ratings: [], cfiExpires: null, medical: null, basicMed: false };

let directory: InMemoryAirmenDirectory;
let matches: InMemoryFaaMatchStore;
let records: InMemoryPilotRecordRepository;
let users: InMemoryUserRepository;
let service: FaaMatchPilot;
let ellen: User;

beforeEach(async () => {
  const clock = new FakeClock(new Date('2026-12-03T12:00:00Z'));
  const airports = new InMemoryAirportRepository();
  airports.rows.push(LOU);
  users = new InMemoryUserRepository(airports, clock);
  directory = new InMemoryAirmenDirectory();
  directory.month = '2026-11';
  directory.rows.push(
    { uniqueId: 'A0000101', firstNames: 'ELLEN MARIE', lastKey: 'HOLLOWAY', city: 'LOUISVILLE', state: 'KY', zip5: '40206', airman: PRIVATE_IFR },
    { uniqueId: 'A0000102', firstNames: 'ELLEN', lastKey: 'HOLLOWAY', city: 'LOUISVILLE', state: 'KY', zip5: '40214', airman: STUDENT },
  );
  matches = new InMemoryFaaMatchStore();
  records = new InMemoryPilotRecordRepository();
  service = new FaaMatchPilot(directory, matches, records, clock);
  ellen = await users.create({
    username: 'ellen', email: 'ellen@example.com', firstname: 'Ellen', lastname: 'Holloway', provider: 'local', providerId: null,
    passwordHash: null, avatar: null, airportId: LOU.id, isDiscoverable: true, bio: '',
  });
  await records.save(ellen.id, { ...EMPTY_RECORD, certificate: 'private', ratings: ['instrument'], medical: { class: 3, examined: '2025-09-20' } });
});

describe('FaaMatchPilot', () => {
  it('asks for the zip when two airmen of his name live in his home airport\'s city, and keeps no airman', async () => {
    const answer = await service.execute(ellen, {});
    expect(answer).toMatchObject({ status: 'ambiguous', file: '2026-11', message: 'Several airmen named Ellen Holloway live in Louisville, KY: give your zip code to tell them apart.' });
    expect(answer.items.every((i) => i.source === 'declared')).toBe(true);
    expect(directory.queries).toEqual([{ lastKeyPrefix: 'HOLL', state: 'KY', zip: null }]);
    expect(matches.rows.get(ellen.id)).toEqual({ status: 'ambiguous', file: '2026-11', airman: null, checkedAt: '2026-12-03T12:00:00.000Z' });
  });

  it('matches him at his zip and marks what the file agrees with FAA-matched', async () => {
    const answer = await service.execute(ellen, { zip: '40206' });
    expect(answer.status).toBe('matched');
    expect(answer.items.map((i) => [i.key, i.source])).toEqual([['certificate', 'faa'], ['rating:instrument', 'faa'], ['medical', 'faa']]);
    expect(matches.rows.get(ellen.id)?.airman).toEqual(PRIVATE_IFR);
    expect(JSON.stringify(answer)).not.toMatch(/LOUISVILLE|40206|A0000101/);
    expect(await service.last(ellen)).toMatchObject({ status: 'matched', file: '2026-11', checkedAt: '2026-12-03T12:00:00.000Z' });
  });

  it('says not being in the file proves nothing', async () => {
    const answer = await service.execute(ellen, { zip: '40299' });
    expect(answer).toMatchObject({ status: 'not_found', message: 'No airman of your name in zip 40299 is in the November 2026 file. Airmen may withhold their address from the FAA: this proves nothing about your certificate.' });
  });

  it('refuses a zip that is not 5 digits, and asks for one when he has no home airport', async () => {
    await expect(service.execute(ellen, { zip: '4020' })).rejects.toMatchObject({ code: 'validation_failed', fields: { zip: ['A zip code is 5 digits, such as 40206.'] } });
    const nowhere = await users.update(ellen.id, { airportId: null });
    await expect(service.execute(nowhere, {})).rejects.toMatchObject({ code: 'validation_failed', fields: { zip: ['Give your zip code: your profile has no home airport to look for you by.'] } });
    expect(matches.rows.size).toBe(0);
  });

  it('is a conflict when no file is loaded', async () => {
    directory.month = null;
    await expect(service.execute(ellen, { zip: '40206' })).rejects.toMatchObject({ code: 'conflict', message: 'The FAA airmen file is not loaded on this site yet: try again later.' });
  });

  it('answers status null before he asked', async () => {
    expect(await service.last(ellen)).toMatchObject({ status: null, file: '2026-11', checkedAt: null });
  });
});
