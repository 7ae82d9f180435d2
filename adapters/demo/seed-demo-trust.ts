/** Runs one SQL statement with `?` parameters and answers its rows (MikroORM's em.execute). */
export type Execute = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoFlight {
  /** The rental listing's owner (his first rental listing) and the pilot who flew it. */
  owner: string;
  pilot: string;
  /** The flight ended this many days before the first start. */
  endedDaysAgo: number;
  hours: number;
  pilotReview: { stars: number; text: string; answer?: string } | null;
  ownerReview: { stars: number; text: string } | null;
}

/**
 * Flights the demo pilots took before the first start, with their reviews (issue 16): both sides reviewed (shown),
 * and one recent flight only its pilot reviewed (hidden from the owner until he writes his or 14 days pass).
 */
const DEMO_FLIGHTS: DemoFlight[] = [
  {
    owner: 'tom', pilot: 'maria', endedDaysAgo: 40, hours: 3,
    pilotReview: { stars: 5, text: 'Tom had the Skyhawk fuelled and the logbooks out when I arrived. Clean, well trimmed, radios clear. Will rent again.', answer: 'Thanks Maria, come back any time.' },
    ownerReview: { stars: 5, text: 'Careful pilot: thorough preflight, back on time, left the plane tidy.' },
  },
  {
    owner: 'tom', pilot: 'jake', endedDaysAgo: 25, hours: 2,
    pilotReview: { stars: 4, text: 'Good plane and an easy checkout. The left fuel gauge reads a little low.' },
    ownerReview: { stars: 5, text: 'Jake flew it like his own. Welcome back any time.' },
  },
  {
    owner: 'dan', pilot: 'priya', endedDaysAgo: 18, hours: 2,
    pilotReview: { stars: 5, text: 'Professional school, friendly dispatch, and the plane was exactly as listed.' },
    ownerReview: { stars: 4, text: 'Good flying; please write the Hobbs time in the sheet next time.' },
  },
  {
    owner: 'tom', pilot: 'sam', endedDaysAgo: 3, hours: 2,
    pilotReview: { stars: 4, text: 'Nice afternoon flight along the river. Headset jack on the right side is loose.' },
    ownerReview: null,
  },
];

const DEMO_QUESTIONS: { owner: string; asker: string; daysAgo: number; text: string; answer?: string }[] = [
  { owner: 'tom', asker: 'priya', daysAgo: 12, text: 'Is the Skyhawk IFR certified, and when was its last pitot-static check?', answer: 'Yes, IFR certified; the pitot-static and transponder checks were done in March.' },
  { owner: 'tom', asker: 'jake', daysAgo: 2, text: 'Do you allow overnight trips, and how is fuel handled?' },
  { owner: 'dan', asker: 'maria', daysAgo: 5, text: 'Do you need a checkout flight with one of your instructors first?', answer: 'Yes, one hour with a CFI for pilots new to us; it counts toward the rental.' },
];

const userId = async (execute: Execute, username: string): Promise<number | null> =>
  (await execute<{ id: number }>('select id from users where username = ?', [username]))[0]?.id ?? null;

const rentalOf = async (execute: Execute, ownerId: number): Promise<number | null> =>
  (await execute<{ id: number }>(`select id from shares where owner_id = ? and type in ('PRIVATE_OWNER_RENTAL', 'FBO_RENTAL') order by id limit 1`, [ownerId]))[0]?.id ?? null;

/**
 * Adds the demo flights, reviews and listing questions (demo content, first start only, after the people and
 * listings). Written as the rows the site would hold: an approved booking with its hold, reviews whose
 * visibility follows the rule (both written: from the second; one: the end plus 14 days).
 */
export async function seedDemoTrust(execute: Execute, now: Date = new Date()): Promise<{ reviews: number; questions: number }> {
  let reviews = 0;
  let questions = 0;
  for (const f of DEMO_FLIGHTS) {
    const [ownerId, pilotId] = [await userId(execute, f.owner), await userId(execute, f.pilot)];
    const shareId = ownerId ? await rentalOf(execute, ownerId) : null;
    if (!ownerId || !pilotId || !shareId) continue;
    const end = new Date(now.getTime() - f.endedDaysAgo * DAY);
    end.setUTCMinutes(0, 0, 0);
    const start = new Date(end.getTime() - f.hours * HOUR);
    const asked = new Date(start.getTime() - 5 * DAY);
    const [booking] = await execute<{ id: number }>(
      `insert into booking_requests (share_id, pilot_id, owner_id, kind, state, period, message, created_at, expires_at, decided_at, updated_at)
       values (?, ?, ?, 'rental', 'approved', tstzrange(?::timestamptz, ?::timestamptz, '[)'), ?, ?, ?, ?, ?) returning id`,
      [shareId, pilotId, ownerId, start, end, 'Local flight, back before sunset.', asked, new Date(asked.getTime() + 2 * DAY), new Date(asked.getTime() + 3 * HOUR), new Date(asked.getTime() + 3 * HOUR)],
    );
    await execute(`insert into share_holds (share_id, period, booking_id) values (?, tstzrange(?::timestamptz, ?::timestamptz, '[)'), ?)`, [shareId, start, end, booking!.id]);
    const pilotAt = new Date(end.getTime() + DAY);
    const ownerAt = new Date(end.getTime() + 2 * DAY);
    const both = !!f.pilotReview && !!f.ownerReview;
    const visibleFrom = (at: Date) => (both ? ownerAt : new Date(end.getTime() + 14 * DAY) < at ? at : new Date(end.getTime() + 14 * DAY));
    if (f.pilotReview) {
      const answeredAt = f.pilotReview.answer ? new Date(ownerAt.getTime() + HOUR) : null;
      await execute(
        `insert into reviews (booking_id, share_id, author_id, subject_id, author_role, stars, text, created_at, visible_from, answer_text, answered_at)
         values (?, ?, ?, ?, 'pilot', ?, ?, ?, ?, ?, ?)`,
        [booking!.id, shareId, pilotId, ownerId, f.pilotReview.stars, f.pilotReview.text, pilotAt, visibleFrom(pilotAt), f.pilotReview.answer ?? null, answeredAt],
      );
      reviews++;
    }
    if (f.ownerReview) {
      await execute(
        `insert into reviews (booking_id, share_id, author_id, subject_id, author_role, stars, text, created_at, visible_from)
         values (?, ?, ?, ?, 'owner', ?, ?, ?, ?)`,
        [booking!.id, shareId, ownerId, pilotId, f.ownerReview.stars, f.ownerReview.text, ownerAt, visibleFrom(ownerAt)],
      );
      reviews++;
    }
  }
  for (const q of DEMO_QUESTIONS) {
    const [ownerId, askerId] = [await userId(execute, q.owner), await userId(execute, q.asker)];
    const shareId = ownerId ? await rentalOf(execute, ownerId) : null;
    if (!ownerId || !askerId || !shareId) continue;
    const at = new Date(now.getTime() - q.daysAgo * DAY);
    await execute(
      'insert into share_questions (share_id, author_id, text, created_at, answer_text, answered_at) values (?, ?, ?, ?, ?, ?)',
      [shareId, askerId, q.text, at, q.answer ?? null, q.answer ? new Date(at.getTime() + 6 * HOUR) : null],
    );
    questions++;
  }
  return { reviews, questions };
}
