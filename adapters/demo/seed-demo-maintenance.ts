import type { AircraftStatusKeeper } from '../../application/maintenance/aircraft-status.service.js';
import { airportToday, lastKnownTach } from '../../application/maintenance/maintenance-access.js';
import type { BookingRepository } from '../../application/ports/booking.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../../application/ports/flight.repository.js';
import type { MaintenanceRepository } from '../../application/ports/maintenance.repository.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UnitOfWork } from '../../application/ports/unit-of-work.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import { endOfCalendarMonth } from '../../domain/pilot/calendar-day.js';
import { addDays, calendarDate, dayNumber, isoDateOf } from '../../domain/maintenance/calendar-date.js';
import { addMonths, initialDue } from '../../domain/maintenance/due-rules.js';
import type { Actor } from '../../domain/maintenance/maintenance.js';
import type { Share } from '../../domain/share/share.js';
import type { DemoFlightIds } from './seed-demo-flights.js';

const HOUR = 3_600_000;
const KENTUCKY = 'America/Kentucky/Louisville';
const TOMS_SKYHAWK = 'Well-kept Cessna 172N at Bowman Field';
const HOLLIS_ARCHER = 'Piper Archer II for rent in Elizabethtown';

export interface DemoMaintenanceDeps {
  users: UserRepository;
  shares: ShareRepository;
  bookings: BookingRepository;
  flights: FlightRepository;
  billingRules: BillingRulesRepository;
  maintenance: MaintenanceRepository;
  keeper: AircraftStatusKeeper;
  unitOfWork: UnitOfWork;
}

async function listingOf(deps: DemoMaintenanceDeps, login: string, title: string): Promise<{ share: Share; by: Actor }> {
  const owner = await deps.users.findByLogin(login);
  const listed = owner
    ? await deps.shares.list({ viewer: { userId: owner.id, isAdmin: false }, ownerId: owner.id, sort: { by: 'listDate', dir: 'asc' }, offset: 0, limit: 50 })
    : null;
  const share = listed?.items.find((s) => s.title === title);
  if (!owner || !share) throw new Error(`Demo maintenance: no ${login} or listing “${title}”`);
  return { share, by: { userId: owner.id, name: `${owner.firstname} ${owner.lastname}`.trim() || owner.username, mechanicEmail: null } };
}

/**
 * The annual done about a year ago whose due (the end of the 12th month after) falls 7 to 30 days from
 * today when it can: this month's end, or next month's when this one ends within a week.
 */
function annualDoneOn(today: string): string {
  const thisMonthEnd = endOfCalendarMonth(today);
  const dueEnd = dayNumber(thisMonthEnd) - dayNumber(today) >= 7 ? thisMonthEnd : addMonths(thisMonthEnd, 1, 'calendar');
  const due = calendarDate(dueEnd);
  return isoDateOf({ year: due.year - 1, month: due.month, day: 10 });
}

/**
 * The demo's airworthiness (issue 38), after the demo flights: Tom's Skyhawk is amber (its annual due within
 * the month, its oil change due in 6 hours of tach, a history of sign-offs, Maria's check-in squawk open and
 * Jake's fixed), Hollis's Archer carries a deferred squawk of Priya's with its history (amber too), and both
 * statuses are stored for the back office's list. Written through the repositories the site uses; the dates
 * are the airport's, counted from `now`.
 */
export async function seedDemoMaintenance(deps: DemoMaintenanceDeps, flights: DemoFlightIds, now: Date = new Date()): Promise<{ shareIds: number[] }> {
  const today = airportToday(now, KENTUCKY);
  const m = deps.maintenance;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  const tom = await listingOf(deps, 'tom', TOMS_SKYHAWK);
  const hollis = await listingOf(deps, 'hollis', HOLLIS_ARCHER);
  await deps.unitOfWork.run(async () => {
    // Tom's Skyhawk: the annual, the oil by hours, the transponder and pitot-static checks.
    const tach = (await lastKnownTach(deps.flights, deps.billingRules, tom.share)) ?? 36_530;
    const doneOn = annualDoneOn(today);
    const item = (kind: 'annual' | 'oil' | 'transponder' | 'pitot_static' | 'elt_battery', title: string, intervalMonths: number | null, intervalHours: number | null, lastDoneOn: string, lastDoneHours: number | null) => {
      const rule = { kind, title, intervalMonths, intervalHours, lastDoneOn, lastDoneHours };
      return { ...rule, ...initialDue(rule), createdAt: ago(400 * 24) };
    };
    const annual = await m.addItem({ shareId: tom.share.id, ...item('annual', 'Annual inspection', 12, null, addMonths(doneOn, -12, 'date'), null) });
    // Last year's annual, then this year's: the history of the item, oldest first.
    for (const [on, note] of [
      [addMonths(doneOn, -12, 'date'), 'Annual inspection: compression 74/76/75/73, ELT tested, no findings.'],
      [doneOn, 'Annual inspection: left mag timing reset, new spark plugs, returned to service.'],
    ] as const) {
      const next = initialDue({ kind: 'annual', intervalMonths: 12, intervalHours: null, lastDoneOn: on, lastDoneHours: null });
      await m.signOff({
        itemId: annual.id, doneOn: on, hours: null, note, by: { userId: null, name: 'shop@bowmanaero.example', mechanicEmail: 'shop@bowmanaero.example' },
        at: new Date(`${on}T18:00:00Z`), nextDueOn: next.dueOn, nextDueHours: next.dueHours,
      });
    }
    const oilDoneAt = tach + 60 - 500;
    const oilDoneOn = addDays(today, -45);
    const oil = await m.addItem({ shareId: tom.share.id, ...item('oil', 'Oil change', null, 500, oilDoneOn, oilDoneAt) });
    const oilNext = initialDue({ kind: 'oil', intervalMonths: null, intervalHours: 500, lastDoneOn: oilDoneOn, lastDoneHours: oilDoneAt });
    await m.signOff({ itemId: oil.id, doneOn: oilDoneOn, hours: oilDoneAt, note: 'Oil and filter changed, 7 quarts of 15W-50.', by: tom.by, at: new Date(`${oilDoneOn}T20:00:00Z`), nextDueOn: oilNext.dueOn, nextDueHours: oilNext.dueHours });
    await m.addItem({ shareId: tom.share.id, ...item('transponder', 'Transponder check', 24, null, addDays(today, -300), null) });
    await m.addItem({ shareId: tom.share.id, ...item('pitot_static', 'Pitot-static check', 24, null, addDays(today, -300), null) });

    // The check-in squawks of Tom's two demo flights: Maria's gauge stays open (info), Jake's light was fixed.
    const maria = await deps.bookings.findById(flights.closed);
    const jake = await deps.bookings.findById(flights.flown);
    const nameOf = async (id: number | undefined) => {
      const u = id ? await deps.users.findById(id) : null;
      return u ? { userId: u.id, name: `${u.firstname} ${u.lastname}`.trim() || u.username, mechanicEmail: null } : { userId: null, name: 'A pilot', mechanicEmail: null };
    };
    await m.addSquawk({
      shareId: tom.share.id, bookingId: flights.closed, source: 'check_in', reportedBy: await nameOf(maria?.pilotId),
      text: 'Left fuel gauge reads about 3 gallons low.', severity: 'info', photos: [], createdAt: ago(9 * 24 - 3),
    });
    const light = await m.addSquawk({
      shareId: tom.share.id, bookingId: flights.flown, source: 'check_in', reportedBy: await nameOf(jake?.pilotId),
      text: 'Right landing light is out.', severity: 'deferred', photos: [], createdAt: ago(22),
    });
    await m.answerSquawk(light.id, 'fixed', { action: 'fix', note: 'Landing light bulb replaced and tested.', by: tom.by, at: ago(4) }, ago(4));

    // Hollis's Archer: its items in order, and Priya's brake squawk deferred, with its history.
    await m.addItem({ shareId: hollis.share.id, ...item('annual', 'Annual inspection', 12, null, addDays(today, -120), null) });
    await m.addItem({ shareId: hollis.share.id, ...item('elt_battery', 'ELT battery', 60, null, addDays(today, -700), null) });
    const priya = await deps.bookings.findById(flights.disputed);
    const brake = await m.addSquawk({
      shareId: hollis.share.id, bookingId: flights.disputed, source: 'pilot', reportedBy: await nameOf(priya?.pilotId),
      text: 'Right brake feels soft: the pedal goes further than the left before it holds.', severity: 'deferred', photos: [], createdAt: ago(30),
    });
    await m.answerSquawk(brake.id, 'deferred', {
      action: 'defer', note: 'Bled the right brake and checked the pads (within limits); new pads are on order. Placarded: taxi gently until they are fitted.',
      by: hollis.by, at: ago(26),
    }, null);

    await deps.keeper.recompute(tom.share.id);
    await deps.keeper.recompute(hollis.share.id);
  });
  return { shareIds: [tom.share.id, hollis.share.id] };
}
