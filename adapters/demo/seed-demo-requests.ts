import { DEFAULT_BOOKING_RULES } from '../../domain/booking/availability.js';
import { REQUEST_LIFETIME_MS } from '../../domain/booking/booking.js';
import type { Execute } from './seed-demo-trust.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Requests waiting for Tom's answer (the header's badge counts them with Sam's unread message). */
const DEMO_WAITING = [
  { pilot: 'sam', inDays: 4, message: 'Saturday morning to Bardstown (BRY) and back, as we discussed.' },
  { pilot: 'maria', inDays: 6, message: 'A local flight to keep current, three landings at Bowman.' },
];

/** A request to join Angela's club, waiting for her (issue 39): approved, it adds Grace to the club's group. */
export const DEMO_JOIN = { owner: 'angela', pilot: 'grace', message: 'I fly out of Bowman most weekends and would love to join the club: 300 hours, instrument rated.' };

/** A plane grounded by its owner: its cards and page say Grounded, its calendar shows no free day. */
const DEMO_GROUNDED = { owner: 'dan', reason: 'Annual inspection under way: back in service next week.' };

const idOf = async (execute: Execute, username: string): Promise<number | null> =>
  (await execute<{ id: number }>('select id from users where username = ?', [username]))[0]?.id ?? null;

const rentalOf = async (execute: Execute, ownerId: number): Promise<{ id: number } | null> =>
  (await execute<{ id: number }>(`select id from shares where owner_id = ? and type in ('PRIVATE_OWNER_RENTAL', 'FBO_RENTAL') order by id limit 1`, [ownerId]))[0] ?? null;

/**
 * The owner's side of the demo (issue 34): two pending requests on Tom's Skyhawk and one grounded plane (and,
 * issue 39, Grace's request to join Angela's club),
 * written as the rows the site would hold (first start only, after the people, listings and conversations).
 */
export async function seedDemoRequests(execute: Execute, now: Date = new Date()): Promise<{ waiting: number; grounded: number; joining: number }> {
  let waiting = 0;
  let grounded = 0;
  const tom = await idOf(execute, 'tom');
  const skyhawk = tom ? await rentalOf(execute, tom) : null;
  for (const w of DEMO_WAITING) {
    const pilot = await idOf(execute, w.pilot);
    if (!tom || !skyhawk || !pilot) continue;
    const start = new Date(now.getTime() + w.inDays * DAY);
    start.setUTCHours(14, 0, 0, 0); // 09:00 or 10:00 at Bowman Field
    const asked = new Date(now.getTime() - 3 * HOUR);
    await execute(
      `insert into booking_requests (share_id, pilot_id, owner_id, kind, state, period, message, created_at, expires_at, updated_at)
       values (?, ?, ?, 'rental', 'pending', tstzrange(?::timestamptz, ?::timestamptz, '[)'), ?, ?, ?, ?)`,
      [skyhawk.id, pilot, tom, start, new Date(start.getTime() + 3 * HOUR), w.message, asked, new Date(asked.getTime() + REQUEST_LIFETIME_MS), asked],
    );
    waiting++;
  }
  const owner = await idOf(execute, DEMO_GROUNDED.owner);
  const plane = owner ? await rentalOf(execute, owner) : null;
  if (plane) {
    const r = DEFAULT_BOOKING_RULES;
    await execute(
      `insert into share_availability (share_id, time_zone, min_minutes, max_minutes, notice_minutes, max_days_ahead, max_future_bookings, grounded_reason, grounded_since)
       values (?, 'America/Kentucky/Louisville', ?, ?, ?, ?, ?, ?, ?)
       on conflict (share_id) do update set grounded_reason = excluded.grounded_reason, grounded_since = excluded.grounded_since`,
      // Dan's planes are at Louisville International (SDF).
      [plane.id, r.minMinutes, r.maxMinutes, r.noticeMinutes, r.maxDaysAhead, r.maxFutureBookings, DEMO_GROUNDED.reason, new Date(now.getTime() - 2 * DAY)],
    );
    grounded++;
  }
  let joining = 0;
  const angela = await idOf(execute, DEMO_JOIN.owner);
  const grace = await idOf(execute, DEMO_JOIN.pilot);
  const club = angela
    ? (await execute<{ id: number }>(`select id from shares where owner_id = ? and type = 'FLIGHT_CLUB' order by id limit 1`, [angela]))[0]
    : undefined;
  if (angela && grace && club) {
    const asked = new Date(now.getTime() - 20 * HOUR);
    await execute(
      `insert into booking_requests (share_id, pilot_id, owner_id, kind, state, period, message, created_at, expires_at, updated_at)
       values (?, ?, ?, 'join', 'pending', null, ?, ?, ?, ?)`,
      [club.id, grace, angela, DEMO_JOIN.message, asked, new Date(asked.getTime() + REQUEST_LIFETIME_MS), asked],
    );
    joining++;
  }
  return { waiting, grounded, joining };
}
