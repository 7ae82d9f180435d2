import { NOTHING_FLOWN } from '../../../domain/pilot/flown-on-wingshare.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { Qualifications } from '../../../application/pilots/qualification.service.js';
import { PilotRecords } from '../../../application/pilots/pilot-records.service.js';
import { FixedTimeZoneFinder } from '../../../application/testing/in-memory-bookings.js';
import { FakeClock, InMemoryAirportRepository, InMemoryUserRepository } from '../../../application/testing/in-memory-ports.js';
import { InMemoryPilotRecordRepository, InMemoryShareRepository } from '../../../application/testing/in-memory-shares.js';
import type { Booking } from '../../../domain/booking/booking.js';
import { EMPTY_RECORD, type PilotRecord } from '../../../domain/pilot/pilot-record.js';
import { declaredSources } from '../../../domain/pilot/record-sources.js';
import { PILOT_RECORD_MESSAGES as M } from '../../../domain/pilot/pilot-record-rules.js';
import type { Share } from '../../../domain/share/share.js';
import { applyShareDefaults, toAircraftDetails, toShareFields } from '../../../domain/share/share-defaults.js';
import type { User } from '../../../domain/user/user.js';

/** The figures GET /user/record counts (its `counted`): for a record with nothing else known, the record's own. */
const countedOf = ({ certificate, ratings, totalHours, classHours, makeModelHours, flightReview }: PilotRecord) =>
  ({ certificate, ratings, totalHours, classHours, makeModelHours, flightReview });

const LOU = { id: 1, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY', lat: 38.23, long: -85.66 };

/** A private pilot with an instrument rating, 450 hours, 18 of them in a PA-28, current medical and review. */
const RECORD: PilotRecord = {
  certificate: 'private',
  ratings: ['instrument'],
  totalHours: 450,
  classHours: { night: 40, instrument: 60 },
  makeModelHours: [{ makeModel: 'Piper PA-28', hours: 18 }, { makeModel: 'Cessna 172', hours: 300 }],
  medical: { class: 3, examined: '2026-02-10' },
  flightReview: '2026-01-20',
  dateOfBirth: '1980-04-02',
  renterInsurance: null,
  shows: { certificate: true, ratings: true, hours: true, medical: false, flightReview: false },
};

let clock: FakeClock;
let users: InMemoryUserRepository;
let records: InMemoryPilotRecordRepository;
let shares: InMemoryShareRepository;
let service: PilotRecords;
let qualifications: Qualifications;
let pilot: User;
let owner: User;

const account = (username: string) =>
  users.create({
    username, email: `${username}@example.com`, firstname: 'Sam', lastname: username, provider: 'local', providerId: null,
    passwordHash: null, avatar: null, airportId: LOU.id, isDiscoverable: true, bio: '',
  });

function listing(minimums: object, extra: Record<string, unknown> = {}): Promise<Share> {
  const input = applyShareDefaults({
    type: 'PRIVATE_OWNER_RENTAL', title: 'Cherokee for rent', description: 'A well kept plane.', make: 'Piper', model: 'PA-28',
    tailNumber: `N${shares.rows.size + 1}QR`, ratePerHour: 140, airport: LOU.id, media: [], minimums, ...extra,
  });
  return shares.create(owner.id, { airportId: LOU.id, fields: toShareFields(input), aircraft: toAircraftDetails(input), media: [] });
}

beforeEach(async () => {
  // 15:00 UTC: the same calendar day at Louisville (UTC-4) and in UTC.
  clock = new FakeClock(new Date('2027-06-15T15:00:00Z'));
  const airports = new InMemoryAirportRepository();
  airports.rows.push(LOU);
  users = new InMemoryUserRepository(airports, clock);
  records = new InMemoryPilotRecordRepository();
  shares = new InMemoryShareRepository(airports, users, clock);
  service = new PilotRecords(records, users, clock);
  qualifications = new Qualifications(shares, records, new FixedTimeZoneFinder('America/Kentucky/Louisville'), clock);
  pilot = await account('pilot');
  owner = await account('owner');
});

describe('PilotRecords', () => {
  it('answers the empty record before one is saved, with the profile\'s range', async () => {
    expect(await service.read(pilot)).toEqual({ ...EMPTY_RECORD, hoursRange: null, flownOnWingshare: NOTHING_FLOWN, counted: countedOf(EMPTY_RECORD), sources: declaredSources() });
    const ranged = await users.update(pilot.id, { totalHours: '0-500' });
    expect((await service.read(ranged)).hoursRange).toBe('0-500');
  });

  it('saves the record, answers it as read does, accepts that answer back, and keeps the profile\'s range in step', async () => {
    const saved = await service.save(pilot, RECORD);
    expect(saved).toEqual({ ...RECORD, hoursRange: '0-500', flownOnWingshare: NOTHING_FLOWN, counted: countedOf(RECORD), sources: {
      ...declaredSources(),
      ratings: Object.fromEntries(RECORD.ratings.map((r) => [r, 'declared'])),
      classHours: Object.fromEntries(Object.keys(RECORD.classHours).map((c) => [c, 'declared'])),
    } });
    const fresh = (await users.findById(pilot.id))!;
    expect(fresh.totalHours).toBe('0-500');
    expect(await service.read(fresh)).toEqual(saved);
    expect(await service.save(fresh, saved)).toEqual(saved);
    expect((await service.save(fresh, { ...RECORD, totalHours: 1200 })).hoursRange).toBe('1000-3000');
    expect((await users.findById(pilot.id))!.totalHours).toBe('1000-3000');
  });

  it('leaves the profile\'s range alone when the record has no total', async () => {
    const ranged = await users.update(pilot.id, { totalHours: '500-1000' });
    expect((await service.save(ranged, { ...RECORD, totalHours: null, classHours: {}, makeModelHours: [] })).hoursRange).toBe('500-1000');
    expect((await users.findById(pilot.id))!.totalHours).toBe('500-1000');
  });

  it.each([
    ['negative hours', { totalHours: -5 }, 'totalHours', M.hoursNegative('Total hours')],
    ['hours that are not numbers', { totalHours: 'lots' }, 'totalHours', M.hoursNotNumber('Total hours')],
    ['class hours over the total', { classHours: { night: 451 } }, 'classHours.night', M.hoursOverTotal('Night hours', 450)],
    // The server's day is 2027-06-15 (UTC): the 16th is in the future.
    ['a medical dated in the future', { medical: { class: 3, examined: '2027-06-16' } }, 'medical.examined', M.dateInFuture('The day of the medical exam')],
    ['an unknown rating', { ratings: ['instrument', 'warp-drive'] }, 'ratings', M.ratingUnknown(['warp-drive'])],
  ])('refuses %s with its message beside the field, and keeps the saved record', async (_name, change, field, message) => {
    await service.save(pilot, RECORD);
    await expect(service.save(pilot, { ...RECORD, ...change })).rejects.toMatchObject({ code: 'validation_failed', errors: [message], fields: { [field]: [message] } });
    expect((await records.find(pilot.id))!.totalHours).toBe(450);
  });

  it('takes "today" as the UTC day: a medical of today is accepted even where it is still yesterday', async () => {
    clock.current = new Date('2027-06-16T01:00:00Z'); // the 15th in Louisville
    expect((await service.save(pilot, { ...RECORD, medical: { class: 3, examined: '2027-06-16' } })).medical).toEqual({ class: 3, examined: '2027-06-16' });
  });
});

describe('Qualifications', () => {
  it("answers the caller's outcome on a listing, from his saved record (none: the empty record)", async () => {
    const share = await listing({ totalHours: 1000 });
    expect((await qualifications.forListing(pilot, share.id)).outcomes).toEqual([expect.objectContaining({ key: 'totalHours', status: 'missing' })]);
    await records.save(pilot.id, RECORD);
    const short = await qualifications.forListing(pilot, share.id);
    expect(short).toMatchObject({ qualifies: false, total: 1, met: 0 });
    expect(short.outcomes[0]).toMatchObject({ key: 'totalHours', status: 'short' });
    await records.save(pilot.id, { ...RECORD, totalHours: 1200 });
    expect(await qualifications.forListing(pilot, share.id)).toMatchObject({ qualifies: true, met: 1, total: 1 });
  });

  it('answers 404 for a listing the caller cannot see (unknown, or disabled by its owner)', async () => {
    await expect(qualifications.forListing(pilot, 999999)).rejects.toMatchObject({ code: 'not_found' });
    const share = await listing({});
    await shares.setActive(share.id, false);
    await expect(qualifications.forListing(pilot, share.id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await qualifications.forListing(owner, share.id)).qualifies).toBe(true);
  });

  it("gives each request its pilot's outcome on the day of the rental at the airport, and skips a deleted listing", async () => {
    const share = await listing({ medicalClass: 3 });
    await records.save(pilot.id, { ...RECORD, medical: { class: 3, examined: '2025-06-10' } });
    const booking = (id: number, shareId: number, start: string | null): Booking => ({
      id, shareId, pilotId: pilot.id, ownerId: owner.id, kind: start ? 'rental' : 'join', state: 'pending', message: '', reason: '', cancelledBy: null,
      period: start ? { start: new Date(start), end: new Date(new Date(start).getTime() + 7_200_000) } : null,
      createdAt: clock.now(), expiresAt: clock.now(), decidedAt: null, updatedAt: clock.now(),
    });
    // A third-class medical of a pilot under 40 runs 60 months: 2025-06-10 holds until the end of June 2030.
    const out = await qualifications.forRequests([booking(1, share.id, '2027-06-20T14:00:00Z'), booking(2, share.id, '2031-01-02T14:00:00Z'), booking(3, share.id, null), booking(4, 999, null)]);
    expect([...out.keys()]).toEqual([1, 2, 3]);
    expect(out.get(1)).toMatchObject({ qualifies: true });
    expect(out.get(2)).toMatchObject({ qualifies: false, outcomes: [expect.objectContaining({ key: 'medical' })] });
    expect(out.get(3)).toMatchObject({ qualifies: true });
  });
});
