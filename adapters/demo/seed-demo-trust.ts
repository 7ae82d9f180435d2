import { EMPTY_RECORD, type PilotRecord } from '../../domain/pilot/pilot-record.js';

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

const day = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);

/**
 * The records of the pilots who flew (issue 15), so the owner's Requests show the match: Maria, Jake and Priya
 * meet the Skyhawk's minimums; Sam is 2 hours short in the type.
 */
const demoRecords = (now: Date): { pilot: string; record: PilotRecord }[] => {
  const shows = EMPTY_RECORD.shows;
  const base = { dateOfBirth: null, renterInsurance: null, shows };
  return [
    { pilot: 'maria', record: { ...base, certificate: 'commercial', ratings: ['instrument', 'complex', 'high-performance'], totalHours: 1450,
      classHours: { complex: 120, highPerformance: 80, instrument: 210, night: 90, last90Days: 14 }, makeModelHours: [{ makeModel: 'Cessna 172', hours: 310 }],
      medical: { class: 2, examined: day(now, 150) }, flightReview: day(now, 200) } },
    { pilot: 'jake', record: { ...base, certificate: 'private', ratings: [], totalHours: 240, classHours: { night: 15, last90Days: 6 },
      makeModelHours: [{ makeModel: 'Cessna 172', hours: 45 }], medical: { class: 3, examined: day(now, 400) }, flightReview: day(now, 300) } },
    { pilot: 'priya', record: { ...base, certificate: 'private', ratings: ['instrument'], totalHours: 520, classHours: { instrument: 70, night: 40, last90Days: 9 },
      makeModelHours: [{ makeModel: 'Piper PA-28', hours: 200 }, { makeModel: 'Cessna 172', hours: 60 }], medical: { class: 3, examined: day(now, 100) }, flightReview: day(now, 500) } },
    { pilot: 'sam', record: { ...base, certificate: 'private', ratings: [], totalHours: 130, classHours: { night: 5, last90Days: 4 },
      makeModelHours: [{ makeModel: 'Cessna 172', hours: 8 }], medical: { class: 3, examined: day(now, 300) }, flightReview: day(now, 100) } },
  ];
};

interface DemoConversation {
  /** The pilot who wrote first, about the owner's first rental listing. */
  pilot: string;
  owner: string;
  /** [who, hours before the first start, text]; the owner has read up to `ownerRead` messages. */
  messages: ['pilot' | 'owner', number, string][];
  ownerRead: number;
}

/** Conversations about listings (issue 16): Tom has one unread message from Sam, so the menu shows a count. */
const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    pilot: 'sam', owner: 'tom', ownerRead: 2,
    messages: [
      ['pilot', 30, 'Thanks again for the flight on Sunday. Would the Skyhawk be free next Saturday morning for a longer trip to Bardstown (BRY)?'],
      ['owner', 27, 'Glad you enjoyed it. Saturday morning is open: send a request from the calendar and I will approve it.'],
      ['pilot', 2, 'Great, I will send it tonight for 9 to 1. I will bring my own headset this time.'],
    ],
  },
  {
    pilot: 'priya', owner: 'dan', ownerRead: 2,
    messages: [
      ['pilot', 120, 'Could I do an instrument proficiency check in one of your planes with one of your instructors next month?'],
      ['owner', 118, 'Yes: Kevin does IPCs on Tuesdays and Thursdays. Book the plane and tell dispatch you want him.'],
    ],
  },
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
export async function seedDemoTrust(execute: Execute, now: Date = new Date()): Promise<{ reviews: number; questions: number; records: number; conversations: number }> {
  let reviews = 0;
  let questions = 0;
  let records = 0;
  let conversations = 0;
  for (const { pilot, record } of demoRecords(now)) {
    const id = await userId(execute, pilot);
    if (!id) continue;
    await execute('insert into pilot_records (user_id, record) values (?, ?::jsonb) on conflict (user_id) do nothing', [id, JSON.stringify(record)]);
    records++;
  }
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
  // An open "This is my plane" claim for staff to find in the back office (issue 34).
  {
    const [ownerId, claimantId] = [await userId(execute, 'tom'), await userId(execute, 'sam')];
    const shareId = ownerId ? await rentalOf(execute, ownerId) : null;
    if (ownerId && claimantId && shareId) {
      await execute(
        `insert into aircraft_claims (tail_number, share_id, claimant_id, message, created_at)
         select a.tail_number, s.id, ?, ?, ? from shares s join aircraft a on a.id = s.aircraft_id where s.id = ? and a.tail_number is not null`,
        [claimantId, 'I am the registered owner: Tom leases this Skyhawk from me and listed it without asking. I can send the registration.', new Date(now.getTime() - 2 * DAY), shareId],
      );
    }
  }
  for (const c of DEMO_CONVERSATIONS) {
    const [ownerId, pilotId] = [await userId(execute, c.owner), await userId(execute, c.pilot)];
    const shareId = ownerId ? await rentalOf(execute, ownerId) : null;
    if (!ownerId || !pilotId || !shareId) continue;
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const [conversation] = await execute<{ id: number }>(
      'insert into conversations (share_id, started_by, other_user, created_at, last_message_at) values (?, ?, ?, ?, ?) returning id',
      [shareId, pilotId, ownerId, at(c.messages[0]![1]), at(c.messages.at(-1)![1])],
    );
    const ids: number[] = [];
    for (const [who, hoursAgo, text] of c.messages) {
      const [message] = await execute<{ id: string }>('insert into messages (conversation_id, author_id, text, created_at) values (?, ?, ?, ?) returning id', [
        conversation!.id, who === 'pilot' ? pilotId : ownerId, text, at(hoursAgo),
      ]);
      ids.push(Number(message!.id));
    }
    await execute('insert into conversation_members (conversation_id, user_id, last_read_message_id) values (?, ?, ?), (?, ?, ?)', [
      conversation!.id, pilotId, ids.at(-1), conversation!.id, ownerId, ids[c.ownerRead - 1] ?? 0,
    ]);
    conversations++;
  }
  return { reviews, questions, records, conversations };
}
