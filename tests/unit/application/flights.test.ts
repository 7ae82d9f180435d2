import { beforeEach, describe, expect, it } from 'vitest';
import { ChangeRequest } from '../../../application/bookings/change-request.service.js';
import type { BookingEvent, BookingNoticeQueue } from '../../../application/bookings/booking-notices.js';
import { DescribeBookings } from '../../../application/bookings/booking-details.service.js';
import { GroundAircraft } from '../../../application/bookings/ground-aircraft.service.js';
import { CountNeedsAnswer } from '../../../application/bookings/needs-answer.service.js';
import { AdminFlights } from '../../../application/flights/admin-flights.service.js';
import { ListingBillingRules } from '../../../application/flights/billing-rules.service.js';
import { CheckInFlight } from '../../../application/flights/check-in.service.js';
import { CheckOutFlight } from '../../../application/flights/check-out.service.js';
import { CloseDueFlights } from '../../../application/flights/close-flights.service.js';
import { ConfirmFlight, DisputeFlight, MarkNoShow } from '../../../application/flights/flight-answers.service.js';
import { FlightPhotos, type FlightUpload } from '../../../application/flights/flight-photos.js';
import { PreviewBill } from '../../../application/flights/preview-bill.service.js';
import { ReadFlight } from '../../../application/flights/read-flight.service.js';
import { PilotRecords } from '../../../application/pilots/pilot-records.service.js';
import { Qualifications } from '../../../application/pilots/qualification.service.js';
import type { AuditLog, NewAuditEntry } from '../../../application/ports/audit-log.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import type { UserRepository } from '../../../application/ports/user.repository.js';
import { FixedTimeZoneFinder, InMemoryAvailabilityRepository, InMemoryBookingRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { InMemoryBillingRulesRepository, InMemoryFlightRepository } from '../../../application/testing/in-memory-flights.js';
import { FakeClock, FakeImageProcessor, InMemoryMediaStore } from '../../../application/testing/in-memory-ports.js';
import { InMemoryPilotRecordRepository } from '../../../application/testing/in-memory-shares.js';
import { defaultAvailability } from '../../../domain/booking/availability.js';
import { REQUEST_LIFETIME_MS, type Booking } from '../../../domain/booking/booking.js';
import { BOOKING_MESSAGES, wrongStateMessage } from '../../../domain/booking/booking-transitions.js';
import type { BillingRules } from '../../../domain/flight/billing-rules.js';
import { CHECK_OUT_MESSAGES } from '../../../domain/flight/check-out-rules.js';
import { FLIGHT_INPUT_MESSAGES } from '../../../domain/flight/flight-input.js';
import { EMPTY_RECORD } from '../../../domain/pilot/pilot-record.js';
import { PilotEvidence } from '../../../application/pilots/pilot-evidence.js';
import type { Share } from '../../../domain/share/share.js';
import type { User } from '../../../domain/user/user.js';

const ZONE = 'America/New_York';
const H = 3_600_000;
const user = (id: number, isAdmin = false) => ({ id, isAdmin, firstname: `U${id}`, lastname: 'Pilot', username: `u${id}` }) as User;
const OWNER = user(10);
const PILOT = user(20);
const LATER_PILOT = user(21);
const OTHER = user(30);
const ADMIN = user(99, true);
const PEOPLE = new Map([OWNER, PILOT, LATER_PILOT, OTHER, ADMIN].map((u) => [u.id, u]));

const SHARE = {
  id: 1, type: 'PRIVATE_OWNER_RENTAL', isActive: true, title: 'Archer at Bowman', ratePerHour: 150, isWet: false, minimums: { totalHours: 101 },
  owner: { id: OWNER.id, first: 'O', last: 'Wner', email: null }, airport: { id: 1, lat: 38.2, long: -85.7, locationId: 'LOU', facility: 'Bowman Field' },
  aircraft: { id: 5, make: 'Piper', model: 'PA-28-181', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false, instrumentRatingRequired: false },
} as unknown as Share;
const shares = { findById: async (id: number) => (id === 1 ? SHARE : null) } as unknown as ShareRepository;
const users = {
  findById: async (id: number) => PEOPLE.get(id) ?? null,
  list: async () => ({ items: [ADMIN], total: 1 }),
} as unknown as UserRepository;

/** Wednesday 10 March 2027, 09:00 to 13:00 in New York. */
const START = new Date('2027-03-10T14:00:00Z');
const END = new Date('2027-03-10T18:00:00Z');

class RecordingNotices implements BookingNoticeQueue {
  readonly events: BookingEvent[] = [];
  async within<T>(work: () => Promise<T>, events: (result: T) => BookingEvent[]) {
    const result = await work();
    this.events.push(...events(result));
    return result;
  }
  async retract<T>(work: () => Promise<T>) {
    return work();
  }
  async lastGroundingNotices() {
    return new Map<number, Date>();
  }
  kinds() {
    return this.events.map((e) => [e.kind, e.booking.id]);
  }
}

const photo = (kind: FlightUpload['kind'], text = 'IMG-bytes'): FlightUpload => ({ kind, bytes: Buffer.from(text), filename: `${kind}.jpg` });
const checkOutInput = { hobbs: 1234.5, tach: 987.6, fuelOnBoard: 38 };
const checkInInput = (changes: Record<string, unknown> = {}) => ({
  hobbs: 1236.0, tach: 988.8, landings: 2, route: ['KLOU', 'KSDF', 'KLOU'], fuel: [], squawks: [], ...changes,
});

let clock: FakeClock;
let bookings: InMemoryBookingRepository;
let availabilities: InMemoryAvailabilityRepository;
let flights: InMemoryFlightRepository;
let billing: InMemoryBillingRulesRepository;
let media: InMemoryMediaStore;
let notices: RecordingNotices;
let audit: NewAuditEntry[];
let s: ReturnType<typeof build>;

function build() {
  const zones = new FixedTimeZoneFinder(ZONE);
  const photos = new FlightPhotos(new FakeImageProcessor(), media);
  const ground = new GroundAircraft(shares, availabilities, bookings, zones, clock, notices);
  const auditLog = { record: async (e: NewAuditEntry) => void audit.push(e) } as unknown as AuditLog;
  return {
    change: new ChangeRequest(shares, availabilities, bookings, zones, clock, notices, billing),
    checkOut: new CheckOutFlight(shares, availabilities, bookings, flights, billing, zones, photos, clock, notices),
    checkIn: new CheckInFlight(shares, availabilities, bookings, flights, zones, photos, ground, clock, notices),
    preview: new PreviewBill(shares, availabilities, bookings, flights, zones),
    confirm: new ConfirmFlight(bookings, flights, shares, clock, notices),
    dispute: new DisputeFlight(bookings, flights, users, clock, notices),
    noShow: new MarkNoShow(bookings, clock, notices),
    read: new ReadFlight(bookings, flights, photos),
    billingRules: new ListingBillingRules(shares, billing, clock),
    admin: new AdminFlights(bookings, flights, shares, users, availabilities, zones, auditLog, clock, notices),
    close: new CloseDueFlights(bookings, flights, shares, clock, notices),
    describe: new DescribeBookings(shares, users, availabilities, zones, clock, null, flights),
    records: ((pilotRecords) => new PilotRecords(pilotRecords, users, clock, new PilotEvidence({ records: pilotRecords, flights })))(new InMemoryPilotRecordRepository()),
  };
}

/** A rental request of the pilot, approved by the owner through ChangeRequest (so its rules are copied). */
async function approved(pilot = PILOT, start = START, end = END): Promise<Booking> {
  const created = new Date('2027-03-01T12:00:00Z');
  const b = await bookings.create({ shareId: 1, pilotId: pilot.id, ownerId: OWNER.id, kind: 'rental', period: { start, end }, message: '', createdAt: created, expiresAt: new Date(created.getTime() + REQUEST_LIFETIME_MS) });
  const was = clock.now();
  clock.current = new Date('2027-03-01T13:00:00Z');
  const done = await s.change.execute(OWNER, b.id, 'approve');
  clock.current = was;
  return done;
}

async function flown(): Promise<Booking> {
  const b = await approved();
  clock.current = START;
  await s.checkOut.execute(PILOT, b.id, checkOutInput, [photo('hobbs')]);
  clock.current = new Date(END.getTime() - H);
  return s.checkIn.execute(PILOT, b.id, checkInInput(), [photo('receipt')]);
}

beforeEach(() => {
  clock = new FakeClock(new Date('2027-03-01T12:00:00Z'));
  const holds = new InMemoryHolds();
  bookings = new InMemoryBookingRepository(holds);
  availabilities = new InMemoryAvailabilityRepository(holds);
  flights = new InMemoryFlightRepository(bookings);
  billing = new InMemoryBillingRulesRepository();
  media = new InMemoryMediaStore();
  notices = new RecordingNotices();
  audit = [];
  s = build();
});

const rules = (changes: Partial<BillingRules> = {}): BillingRules => ({
  basis: 'hobbs', wet: false, rateCents: 16_000, dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 }, fuel: { rule: 'none' }, fees: [], ...changes,
});

describe('billing rules of a listing', () => {
  it('answers the defaults of its rate before the owner saves any, and only to the owner and staff', async () => {
    await expect(s.billingRules.read(OWNER, 1)).resolves.toMatchObject({ basis: 'hobbs', wet: false, rateCents: 15_000 });
    await expect(s.billingRules.read(ADMIN, 1)).resolves.toMatchObject({ rateCents: 15_000 });
    await expect(s.billingRules.read(PILOT, 1)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(s.billingRules.read(PILOT, 2)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('saves valid rules and refuses bad ones with field messages, changing nothing', async () => {
    await expect(s.billingRules.save(OWNER, 1, rules())).resolves.toEqual(rules());
    await expect(s.billingRules.save(OWNER, 1, { ...rules(), rateCents: -5 })).rejects.toMatchObject({ code: 'validation_failed', fields: { rateCents: [expect.any(String)] } });
    await expect(s.billingRules.save(PILOT, 1, rules())).rejects.toMatchObject({ code: 'forbidden' });
    await expect(s.billingRules.read(OWNER, 1)).resolves.toEqual(rules());
  });

  it('copies the rules in force onto a booking when it is approved: later changes change no open flight', async () => {
    await s.billingRules.save(OWNER, 1, rules({ rateCents: 16_000 }));
    const b = await approved();
    await s.billingRules.save(OWNER, 1, rules({ rateCents: 99_000 }));
    clock.current = START;
    await s.checkOut.execute(PILOT, b.id, checkOutInput, []);
    expect((await flights.find(b.id))!.billing.rateCents).toBe(16_000);
  });
});

describe('check-out', () => {
  it('creates the flight with the readings in tenths and the photos, and keeps the period held', async () => {
    const b = await approved();
    clock.current = new Date(START.getTime() - H);
    const out = await s.checkOut.execute(PILOT, b.id, checkOutInput, [photo('hobbs'), photo('tach'), photo('fuel_gauge')]);
    expect(out.state).toBe('checked_out');
    const flight = (await flights.find(b.id))!;
    expect(flight.checkOut).toMatchObject({ hobbs: 12_345, tach: 9876, fuelOnBoard: 380, at: clock.now() });
    expect(flight.checkOut.photos.map((p) => p.kind)).toEqual(['hobbs', 'tach', 'fuel_gauge']);
    expect(flight.flags).toEqual([]);
    expect(await bookings.approvedIn(1, { start: START, end: END })).toMatchObject([{ id: b.id, state: 'checked_out' }]);
    await expect(s.change.execute(OWNER, (await bookings.create({ shareId: 1, pilotId: OTHER.id, ownerId: OWNER.id, kind: 'rental', period: { start: START, end: END }, message: '', createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + REQUEST_LIFETIME_MS) })).id, 'approve'))
      .rejects.toMatchObject({ code: 'conflict' });
  });

  it('refuses it too early, after the end, on a grounded aircraft, to others, and with bad readings', async () => {
    const b = await approved();
    clock.current = new Date(START.getTime() - 2 * H - 1);
    await expect(s.checkOut.execute(PILOT, b.id, checkOutInput, [])).rejects.toMatchObject({ code: 'conflict', message: BOOKING_MESSAGES.tooEarlyToCheckOut });
    clock.current = END;
    await expect(s.checkOut.execute(PILOT, b.id, checkOutInput, [])).rejects.toMatchObject({ code: 'conflict', message: BOOKING_MESSAGES.endedBeforeCheckOut });
    clock.current = START;
    await expect(s.checkOut.execute(OWNER, b.id, checkOutInput, [])).rejects.toMatchObject({ code: 'forbidden' });
    await expect(s.checkOut.execute(OTHER, b.id, checkOutInput, [])).rejects.toMatchObject({ code: 'not_found' });
    await expect(s.checkOut.execute(PILOT, b.id, { ...checkOutInput, hobbs: 'x' }, [])).rejects.toMatchObject({ code: 'validation_failed', fields: { hobbs: [expect.any(String)] } });
    await expect(s.checkOut.execute(PILOT, b.id, checkOutInput, [photo('hobbs', 'GIF89a')])).rejects.toMatchObject({ code: 'unsupported_media', fields: { 'photos[0]': [expect.stringContaining('hobbs.jpg')] } });
    await availabilities.save({ ...defaultAvailability(1, ZONE), grounded: { reason: 'Oil leak', since: START } } as never);
    await expect(s.checkOut.execute(PILOT, b.id, checkOutInput, [])).rejects.toMatchObject({ code: 'conflict', message: CHECK_OUT_MESSAGES.grounded('Oil leak') });
    expect((await bookings.findById(b.id))!.state).toBe('approved');
    expect(await flights.find(b.id)).toBeNull();
    expect(media.files.size).toBe(0);
  });

  it('flags a reading that does not continue the last check-in on the aircraft, without refusing it', async () => {
    await flown();
    const next = await approved(LATER_PILOT, new Date('2027-03-11T14:00:00Z'), new Date('2027-03-11T18:00:00Z'));
    clock.current = new Date('2027-03-11T14:00:00Z');
    await s.checkOut.execute(LATER_PILOT, next.id, { hobbs: 1236.4, tach: 988.8, fuelOnBoard: 30 }, []);
    expect((await flights.find(next.id))!.flags).toEqual([{ meter: 'hobbs', expected: 12_360, found: 12_364, source: 'last_check_in' }]);
  });
});

describe('check-in', () => {
  it('stores the readings and the bill, and mails the owner and the pilot once', async () => {
    const b = await flown();
    expect(b.state).toBe('flown');
    const flight = (await flights.find(b.id))!;
    expect(flight.checkIn).toMatchObject({ hobbs: 12_360, tach: 9888, landings: 2, route: ['KLOU', 'KSDF', 'KLOU'] });
    expect(flight.bill).toEqual({ lines: [expect.objectContaining({ kind: 'time', quantity: 1.5, amountCents: 22_500 })], totalCents: 22_500, currency: 'USD' });
    expect(notices.kinds().filter(([k]) => String(k).startsWith('flight_'))).toEqual([['flight_checked_in', b.id], ['flight_bill_ready', b.id]]);
    expect(notices.events.find((e) => e.kind === 'flight_checked_in')!.facts).toEqual({ billTotal: '$225.00' });
  });

  it('answers 409 to a second check-in, and of two at once exactly one wins', async () => {
    const b = await approved();
    clock.current = START;
    await s.checkOut.execute(PILOT, b.id, checkOutInput, []);
    const both = await Promise.allSettled([s.checkIn.execute(PILOT, b.id, checkInInput(), []), s.checkIn.execute(PILOT, b.id, checkInInput({ hobbs: 1237 }), [])]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: expect.objectContaining({ code: 'conflict' }) });
    await expect(s.checkIn.execute(PILOT, b.id, checkInInput(), [])).rejects.toMatchObject({ code: 'conflict', message: wrongStateMessage('flown', 'check_in') });
    expect(notices.kinds().filter(([k]) => k === 'flight_checked_in')).toHaveLength(1);
  });

  it('refuses a reading below the check-out, naming the field', async () => {
    const b = await approved();
    clock.current = START;
    await s.checkOut.execute(PILOT, b.id, checkOutInput, []);
    await expect(s.checkIn.execute(PILOT, b.id, checkInInput({ hobbs: 1234.4 }), [])).rejects.toMatchObject({
      code: 'validation_failed', fields: { hobbs: [FLIGHT_INPUT_MESSAGES.belowCheckOut('Hobbs', 12_344, 12_345)] },
    });
    expect((await bookings.findById(b.id))!.state).toBe('checked_out');
  });

  it('grounds the aircraft on a grounding squawk and tells the pilots of later bookings', async () => {
    const later = await approved(LATER_PILOT, new Date('2027-03-12T14:00:00Z'), new Date('2027-03-12T18:00:00Z'));
    const b = await approved();
    clock.current = START;
    await s.checkOut.execute(PILOT, b.id, checkOutInput, []);
    await s.checkIn.execute(PILOT, b.id, checkInInput({ squawks: [{ text: 'Nose gear shimmy', severity: 'grounding' }] }), []);
    expect((await availabilities.find(1))!.grounded).toMatchObject({ reason: 'Grounding squawk at check-in: Nose gear shimmy' });
    expect(notices.kinds()).toContainEqual(['booking_grounded', later.id]);
    expect(notices.kinds()).not.toContainEqual(['booking_grounded', b.id]);
    expect(notices.events.find((e) => e.kind === 'booking_grounded')!.facts).toEqual({ groundedBySquawk: true });
  });

  it('previews the bill for the pilot without saving anything', async () => {
    await s.billingRules.save(OWNER, 1, rules({ fees: [{ label: 'Cleaning', amountCents: 2500 }] }));
    const b = await approved();
    clock.current = START;
    await s.checkOut.execute(PILOT, b.id, checkOutInput, []);
    await expect(s.preview.execute(PILOT, b.id, { hobbs: 1236, tach: 988.8 })).resolves.toMatchObject({ totalCents: 24_000 + 2500 });
    await expect(s.preview.execute(OWNER, b.id, { hobbs: 1236, tach: 988.8 })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(s.preview.execute(PILOT, b.id, { hobbs: 1, tach: 988.8 })).rejects.toMatchObject({ code: 'validation_failed' });
    expect((await flights.find(b.id))!.checkIn).toBeNull();
  });
});

describe('after the check-in', () => {
  it("closes on the owner's confirmation and adds the hours to the pilot's Wingshare record, which the match counts", async () => {
    const b = await flown();
    const records = new InMemoryPilotRecordRepository();
    await records.save(PILOT.id, { ...EMPTY_RECORD, totalHours: 100 });
    const match = new Qualifications(shares, records, new FixedTimeZoneFinder(ZONE), clock, new PilotEvidence({ records, flights }));
    expect((await match.forListing(PILOT, 1)).qualifies).toBe(false);
    const attention = new CountNeedsAnswer({ unreadConversations: async () => 0 } as never, bookings, { list: async () => ({ total: 1 }) } as never, clock);
    await expect(attention.execute(OWNER)).resolves.toMatchObject({ requests: 1 }); // the flight waiting for his confirmation
    await expect(s.confirm.execute(PILOT, b.id)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(s.confirm.execute(OWNER, b.id)).resolves.toMatchObject({ state: 'closed' });
    expect((await flights.find(b.id))!.closedAt).toEqual(clock.now());
    expect((await s.records.read(PILOT)).flownOnWingshare).toEqual({ totalHours: 1.5, classHours: {}, makeModelHours: [{ makeModel: 'Piper PA-28-181', hours: 1.5 }], flights: 1 });
    expect((await match.forListing(PILOT, 1)).qualifies).toBe(true); // 100 declared + 1.5 flown >= 101
    expect(notices.kinds()).toContainEqual(['flight_closed', b.id]);
    await expect(attention.execute(OWNER)).resolves.toMatchObject({ requests: 0 });
  });

  it('lets either side dispute within 72 hours, telling both and staff', async () => {
    const b = await flown();
    await expect(s.dispute.execute(OWNER, b.id, '')).rejects.toMatchObject({ code: 'validation_failed', fields: { reason: [BOOKING_MESSAGES.reasonRequired] } });
    await expect(s.dispute.execute(OWNER, b.id, 'Hobbs was 1237.0 when it came back')).resolves.toMatchObject({ state: 'disputed' });
    expect((await flights.find(b.id))!.dispute).toMatchObject({ by: 'owner', reason: 'Hobbs was 1237.0 when it came back', resolvedAt: null });
    const mail = notices.events.find((e) => e.kind === 'flight_disputed')!;
    expect(mail.alsoTo).toEqual([ADMIN.id]);
    expect(mail.facts).toMatchObject({ disputedBy: 'owner', disputeReason: 'Hobbs was 1237.0 when it came back' });
    const late = await approved(LATER_PILOT, new Date('2027-03-12T14:00:00Z'), new Date('2027-03-12T18:00:00Z'));
    clock.current = new Date('2027-03-12T14:00:00Z');
    await s.checkOut.execute(LATER_PILOT, late.id, { hobbs: 1236, tach: 988.8, fuelOnBoard: 30 }, []);
    await s.checkIn.execute(LATER_PILOT, late.id, checkInInput({ hobbs: 1237, tach: 989 }), []);
    clock.advance(72 * H + 1);
    await expect(s.dispute.execute(LATER_PILOT, late.id, 'Too much')).rejects.toMatchObject({ code: 'conflict', message: BOOKING_MESSAGES.disputeWindowOver });
  });

  it('closes undisputed flights by itself 72 hours after check-in, once, skipping disputed ones', async () => {
    const b = await flown();
    clock.advance(72 * H - 1);
    expect(await s.close.execute()).toEqual([]);
    clock.advance(1);
    expect((await s.close.execute()).map((x) => [x.id, x.state])).toEqual([[b.id, 'closed']]);
    expect(await s.close.execute()).toEqual([]);
    expect(notices.kinds().filter(([k]) => k === 'flight_closed')).toEqual([['flight_closed', b.id]]);
    expect((await flights.flownOnWingshare([PILOT.id])).get(PILOT.id)).toMatchObject({ totalHours: 1.5, flights: 1 });
  });

  it('lets staff resolve a dispute with a corrected reading, the bill worked out again and an audit entry', async () => {
    const b = await flown();
    await s.dispute.execute(PILOT, b.id, 'I flew 1.0, not 1.5');
    await expect(s.admin.resolve(OWNER, b.id, { resolution: 'Mine' })).rejects.toMatchObject({ code: 'forbidden', message: BOOKING_MESSAGES.onlyStaffResolve });
    await expect(s.admin.resolve(ADMIN, b.id, { hobbs: 1235.5 })).rejects.toMatchObject({ code: 'validation_failed', fields: { resolution: [expect.any(String)] } });
    await expect(s.admin.resolve(ADMIN, b.id, { hobbs: 1200, resolution: 'x' })).rejects.toMatchObject({ fields: { hobbs: [expect.stringContaining('below')] } });
    const resolved = await s.admin.resolve(ADMIN, b.id, { hobbs: 1235.5, resolution: 'Photo shows 1235.5' });
    expect(resolved).toMatchObject({ booking: { state: 'closed' }, share: { id: 1, title: 'Archer at Bowman' }, pilot: { id: PILOT.id, name: 'U20 Pilot' } });
    expect(resolved.flight.bill!.totalCents).toBe(15_000);
    expect(resolved.flight.dispute).toMatchObject({ resolution: 'Photo shows 1235.5', resolvedAt: clock.now() });
    expect(audit).toEqual([expect.objectContaining({ resource: 'flights', recordId: String(b.id), action: 'update', before: expect.objectContaining({ hobbs: 1236 }), after: expect.objectContaining({ hobbs: 1235.5 }) })]);
    expect((await flights.flownOnWingshare([PILOT.id])).get(PILOT.id)).toMatchObject({ totalHours: 1 });
    await expect(s.admin.list({ start: 0, end: 9, state: ['closed'] })).resolves.toMatchObject({ total: 1, items: [{ booking: { id: b.id } }] });
    await expect(s.admin.list({ start: 0, end: 9, flagged: true })).resolves.toMatchObject({ total: 0 });
    await expect(s.admin.get(12345)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('lets the owner mark a no-show 60 minutes past the start, freeing the period and telling the pilot', async () => {
    const b = await approved();
    clock.current = new Date(START.getTime() + 59 * 60_000);
    await expect(s.noShow.execute(OWNER, b.id)).rejects.toMatchObject({ code: 'conflict', message: BOOKING_MESSAGES.tooEarlyForNoShow });
    clock.advance(60_000);
    await expect(s.noShow.execute(PILOT, b.id)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(s.noShow.execute(OWNER, b.id)).resolves.toMatchObject({ state: 'no_show' });
    expect(notices.kinds()).toContainEqual(['flight_no_show', b.id]);
  });
});

describe('reading a flight', () => {
  it('shows it and its photos to the pilot, the owner and staff, and no one else', async () => {
    const b = await flown();
    for (const viewer of [PILOT, OWNER, ADMIN]) {
      await expect(s.read.execute(viewer, b.id)).resolves.toMatchObject({ booking: { id: b.id }, flight: { bookingId: b.id } });
    }
    await expect(s.read.execute(OTHER, b.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(s.read.photo(OWNER, b.id, 1)).resolves.toMatchObject({ contentType: 'image/jpeg' }); // the check-in's receipt
    await expect(s.read.photo(OTHER, b.id, 0)).rejects.toMatchObject({ code: 'not_found' });
    await expect(s.read.photo(PILOT, b.id, 2)).rejects.toMatchObject({ code: 'not_found' });
  });

  it("describes each booking with its flight and the flight's buttons for the viewer", async () => {
    const b = await flown();
    const [forOwner] = await s.describe.execute(OWNER, [(await bookings.findById(b.id))!]);
    expect(forOwner!.flight).toMatchObject({ bookingId: b.id });
    expect(forOwner!.actions).toEqual(['confirm', 'dispute']);
    const [forPilot] = await s.describe.execute(PILOT, [(await bookings.findById(b.id))!]);
    expect(forPilot!.actions).toEqual(['dispute']);
    const next = await approved(LATER_PILOT, new Date('2027-03-12T14:00:00Z'), new Date('2027-03-12T18:00:00Z'));
    clock.current = new Date('2027-03-12T13:00:00Z');
    const [ready] = await s.describe.execute(LATER_PILOT, [next]);
    expect(ready!.actions).toEqual(['cancel', 'check_out']);
    expect(ready!.flight).toBeNull();
  });
});
