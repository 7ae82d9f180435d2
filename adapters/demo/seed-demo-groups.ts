import type { BookingRepository } from '../../application/ports/booking.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../../application/ports/flight.repository.js';
import type { GroupRepository } from '../../application/ports/group.repository.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import { REQUEST_LIFETIME_MS, type Booking } from '../../domain/booking/booking.js';
import { computeBill } from '../../domain/flight/bill.js';
import type { CheckIn, CheckOut, Flight } from '../../domain/flight/flight.js';
import type { CostRules, GroupKind, GroupMember, GroupRole } from '../../domain/group/group.js';
import { memberBillingRules } from '../../domain/group/member-booking.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const KENTUCKY = 'America/Kentucky/Louisville';

interface DemoGroupPlan {
  name: string;
  kind: GroupKind;
  /** The owner's listing the group flies, by its title (demo-content.ts). */
  listing: string;
  owner: string;
  members: Array<{ login: string; role: GroupRole; sharePercent: number | null }>;
  rules: Omit<CostRules, 'from'>;
  /** Member flights: who, the day of the month (of the month `monthsAgo` before the first start), hours on the Hobbs and tach, fuel bought. */
  flights: Array<{ login: string; monthsAgo: 1 | 2; day: number; hobbs: number; tach: number; fuelCents: number }>;
  expenses: Array<{ monthsAgo: 1 | 2; day: number; description: string; amountCents: number; split: 'equal' | 'by_share'; kind?: 'expense' | 'assessment' }>;
  /** Members' bookings still to come (the group page's calendar): who, in how many days from the first start, for how many hours. */
  upcoming: Array<{ login: string; inDays: number; hours: number }>;
}

/** The two demo groups (issue 39): the Bonanza's four partners and Angela's club, each with two months of history. */
export const DEMO_GROUPS: DemoGroupPlan[] = [
  {
    name: 'Bonanza Four', kind: 'partnership', listing: 'One quarter of a Beech A36 Bonanza', owner: 'tom',
    members: [
      { login: 'tom', role: 'owner', sharePercent: 25 },
      { login: 'chris', role: 'treasurer', sharePercent: 25 },
      { login: 'marcus', role: 'member', sharePercent: 25 },
      { login: 'walt', role: 'member', sharePercent: 25 },
    ],
    // Hangar and insurance in the dues; a dry rate on the Hobbs; the IO-550's $48,000 overhaul over 1,700 hours, the prop's $5,100 over 1,700.
    // Its listing's group side (demo-partners.ts, issue 41) states the same: a quarter of the dues, the rate with the reserves.
    rules: {
      duesCents: 80_000, duesSplit: 'by_share', hourlyRateCents: 5_500, basis: 'hobbs', wet: false,
      reservesPerHourCents: { engine: 2_824, propeller: 300 }, aircraft: [], limits: { maxActiveBookings: 3, maxWeekendDaysPerMonth: 4 },
    },
    flights: [
      { login: 'chris', monthsAgo: 2, day: 4, hobbs: 21, tach: 18, fuelCents: 0 },
      { login: 'tom', monthsAgo: 2, day: 12, hobbs: 34, tach: 29, fuelCents: 0 },
      { login: 'marcus', monthsAgo: 2, day: 19, hobbs: 15, tach: 13, fuelCents: 0 },
      { login: 'walt', monthsAgo: 1, day: 3, hobbs: 42, tach: 36, fuelCents: 0 },
      { login: 'chris', monthsAgo: 1, day: 10, hobbs: 18, tach: 15, fuelCents: 0 },
      { login: 'tom', monthsAgo: 1, day: 21, hobbs: 27, tach: 23, fuelCents: 0 },
    ],
    expenses: [
      { monthsAgo: 2, day: 8, description: 'Oil change and filter', amountCents: 38_500, split: 'equal' },
      { monthsAgo: 1, day: 15, description: 'Hangar heater repair', amountCents: 27_600, split: 'equal' },
    ],
    upcoming: [{ login: 'marcus', inDays: 3, hours: 5 }, { login: 'walt', inDays: 9, hours: 3 }],
  },
  {
    name: 'Derby City Flying Club', kind: 'club', listing: 'Derby City Flying Club', owner: 'angela',
    members: [
      { login: 'angela', role: 'owner', sharePercent: null },
      { login: 'olivia', role: 'treasurer', sharePercent: null },
      { login: 'nate', role: 'member', sharePercent: null },
      { login: 'june', role: 'member', sharePercent: null },
    ],
    // A wet rate: fuel the members buy away from Bowman is credited on their statements.
    rules: {
      duesCents: 9_500, duesSplit: 'per_member', hourlyRateCents: 11_800, basis: 'tach', wet: true,
      reservesPerHourCents: { engine: 1_500, propeller: 200 }, aircraft: [], limits: { maxActiveBookings: 2, maxWeekendDaysPerMonth: 4 },
    },
    flights: [
      { login: 'nate', monthsAgo: 2, day: 6, hobbs: 16, tach: 13, fuelCents: 0 },
      { login: 'june', monthsAgo: 2, day: 20, hobbs: 22, tach: 19, fuelCents: 6_120 },
      { login: 'olivia', monthsAgo: 1, day: 2, hobbs: 12, tach: 10, fuelCents: 0 },
      { login: 'nate', monthsAgo: 1, day: 14, hobbs: 25, tach: 21, fuelCents: 4_480 },
    ],
    expenses: [
      { monthsAgo: 2, day: 1, description: 'Hangar rent, Bowman Field', amountCents: 95_000, split: 'equal' },
      { monthsAgo: 1, day: 1, description: 'Hangar rent, Bowman Field', amountCents: 95_000, split: 'equal' },
      { monthsAgo: 1, day: 18, description: 'New ADS-B receiver (assessment)', amountCents: 120_000, split: 'equal', kind: 'assessment' },
    ],
    upcoming: [{ login: 'nate', inDays: 5, hours: 3 }],
  },
];

export interface DemoGroupsDeps {
  users: UserRepository;
  shares: ShareRepository;
  bookings: BookingRepository;
  flights: FlightRepository;
  billingRules: BillingRulesRepository;
  groups: GroupRepository;
  /** Issues a month's statements as the monthly job does (application/groups). */
  issueStatements: (groupId: number, month: string, now: Date) => Promise<unknown>;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The first day of the month `monthsAgo` months before `now` (UTC), as a day and as a month. */
function monthBefore(now: Date, monthsAgo: number): { year: number; month: number; key: string } {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, key: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}` };
}

/**
 * Writes the demo groups (first start, after the listings): the group from its first day two months ago,
 * its members and rules, the members' closed flights through the bookings' own transitions, the expenses,
 * and the first month's statements, issued as the job issues them, with the payments made on them. The
 * last month's statements are the monthly job's: it issues them at the first start (the browser test, with
 * no job running, issues them itself after adding the annual inspection's invoice).
 */
export async function seedDemoGroups(deps: DemoGroupsDeps, now: Date = new Date()): Promise<number[]> {
  const ids: number[] = [];
  const first = monthBefore(now, 2);
  const createdOn = `${first.key}-01`;
  for (const plan of DEMO_GROUPS) {
    const owner = await deps.users.findByLogin(plan.owner);
    const listed = owner
      ? await deps.shares.list({ viewer: { userId: owner.id, isAdmin: false }, ownerId: owner.id, sort: { by: 'listDate', dir: 'asc' }, offset: 0, limit: 50 })
      : null;
    const share = listed?.items.find((s) => s.title === plan.listing);
    if (!owner || !share) throw new Error(`Demo group ${plan.name}: no ${plan.owner} or listing “${plan.listing}”`);
    const people = new Map<string, { id: number; name: string }>();
    const members: GroupMember[] = [];
    for (const m of plan.members) {
      const user = await deps.users.findByLogin(m.login);
      if (!user) throw new Error(`Demo group ${plan.name}: no ${m.login}`);
      const name = `${user.firstname} ${user.lastname}`.trim();
      people.set(m.login, { id: user.id, name });
      members.push({ userId: user.id, name, role: m.role, shareBasisPoints: m.sharePercent === null ? null : m.sharePercent * 100, since: createdOn, until: null });
    }
    const group = await deps.groups.create({
      name: plan.name, kind: plan.kind, shareIds: [share.id], members, createdOn, createdAt: new Date(Date.UTC(first.year, first.month - 1, 1, 12)),
    });
    const rules: CostRules = { ...plan.rules, from: createdOn };
    await deps.groups.saveRules(group.id, rules);

    let hobbs = 61_000;
    let tach = 52_000;
    for (const f of plan.flights) {
      const month = monthBefore(now, f.monthsAgo);
      const pilot = people.get(f.login)!;
      // 10:00 at the airport (EST or EDT: 15:00 UTC is 10:00 or 11:00), booked for four hours.
      const start = new Date(Date.UTC(month.year, month.month - 1, f.day, 15));
      const period = { start, end: new Date(start.getTime() + 4 * HOUR) };
      const asked = new Date(start.getTime() - 3 * DAY);
      let booking: Booking = await deps.bookings.create({
        shareId: share.id, pilotId: pilot.id, ownerId: owner.id, kind: 'rental', period, message: '',
        createdAt: asked, expiresAt: new Date(asked.getTime() + REQUEST_LIFETIME_MS), groupId: group.id,
      });
      const step = async (action: Parameters<typeof transition>[1], by: 'pilot' | 'owner' | 'system', when: Date, extra: { checkedInAt?: Date } = {}) => {
        booking = await deps.bookings.saveTransition(booking, transition(booking, action, { by, now: when, ...extra }));
      };
      await step('approve', 'owner', asked);
      const billing = memberBillingRules(rules, share.id);
      await deps.billingRules.copyToBooking(booking.id, billing);
      const outAt = new Date(start.getTime() + 10 * 60_000);
      await step('check_out', 'pilot', outAt);
      const checkOut: CheckOut = { hobbs, tach, fuelOnBoard: 600, at: outAt, photos: [] };
      let flight: Flight = {
        bookingId: booking.id, shareId: share.id, pilotId: pilot.id, ownerId: owner.id, billing,
        checkOut, checkIn: null, flags: [], bill: null, dispute: null, confirmedAt: null, closedAt: null,
      };
      await deps.flights.create(flight);
      hobbs += f.hobbs;
      tach += f.tach;
      const inAt = new Date(outAt.getTime() + (f.hobbs / 10 + 0.3) * HOUR);
      await step('check_in', 'pilot', inAt);
      const checkIn: CheckIn = {
        hobbs, tach, landings: 2, route: ['KLOU', 'KLOU'], note: '', squawks: [], blockOff: null, blockOn: null, at: inAt, photos: [],
        fuel: f.fuelCents ? [{ gallons: Math.round(f.fuelCents / 60), amountCents: f.fuelCents }] : [],
      };
      const bill = computeBill({ rules: billing, checkOut, checkIn, fuel: checkIn.fuel, period, timeZone: KENTUCKY });
      const closedAt = new Date(inAt.getTime() + 72 * HOUR);
      await step('close', 'system', closedAt, { checkedInAt: inAt });
      flight = { ...flight, checkIn, bill, closedAt };
      await deps.flights.save(flight);
    }
    for (const u of plan.upcoming) {
      const pilot = people.get(u.login)!;
      const day = new Date(now.getTime() + u.inDays * DAY);
      // 10:00 at the airport (15:00 UTC), asked and approved yesterday.
      const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15));
      const asked = new Date(now.getTime() - DAY);
      const booking = await deps.bookings.create({
        shareId: share.id, pilotId: pilot.id, ownerId: owner.id, kind: 'rental', period: { start, end: new Date(start.getTime() + u.hours * HOUR) }, message: '',
        createdAt: asked, expiresAt: new Date(asked.getTime() + REQUEST_LIFETIME_MS), groupId: group.id,
      });
      const approved = await deps.bookings.saveTransition(booking, transition(booking, 'approve', { by: 'owner', now: asked }));
      await deps.billingRules.copyToBooking(approved.id, memberBillingRules(rules, share.id));
    }
    for (const e of plan.expenses) {
      const month = monthBefore(now, e.monthsAgo);
      await deps.groups.addExpense(group.id, {
        date: `${month.key}-${pad(e.day)}`, kind: e.kind ?? 'expense', description: e.description, amountCents: e.amountCents, split: e.split,
        shareId: share.id, fromReserve: null, receiptKey: null, createdBy: owner.id, createdAt: new Date(Date.UTC(month.year, month.month - 1, e.day, 18)),
      });
    }
    // The first month's statement, paid in full by all but the last member early in the next month.
    const second = monthBefore(now, 1);
    await deps.issueStatements(group.id, first.key, new Date(Date.UTC(second.year, second.month - 1, 1, 6)));
    const issued = await deps.groups.statement(group.id, first.key);
    const payers = (issued?.statement.members ?? []).slice(0, -1);
    for (const [i, m] of payers.entries()) {
      if (m.totalCents <= 0) continue;
      await deps.groups.addPayment(group.id, {
        userId: m.userId, amountCents: m.totalCents, date: `${second.key}-${pad(5 + i)}`, method: 'recorded', recordedBy: m.userId,
        createdAt: new Date(Date.UTC(second.year, second.month - 1, 5 + i, 17)),
      });
    }
    ids.push(group.id);
  }
  return ids;
}
