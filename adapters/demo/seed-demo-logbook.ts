import type { LogbookRepository } from '../../application/ports/logbook.repository.js';
import { addDays } from '../../domain/maintenance/calendar-date.js';
import type { LogbookFlight } from '../../domain/pilot/logbook/logbook-flight.js';
import type { CalendarDay } from '../../domain/pilot/pilot-record.js';

interface DemoAircraft {
  tail: string;
  makeModel: string;
  classes: LogbookFlight['classes'];
}

const SKYHAWK: DemoAircraft = { tail: 'N172SP', makeModel: 'Cessna 172S', classes: [] };
const ARCHER: DemoAircraft = { tail: 'N8143M', makeModel: 'Piper PA-28-181', classes: [] };
const CUB: DemoAircraft = { tail: 'N3442K', makeModel: 'Piper J-3 Cub', classes: ['tailwheel'] };
const SKYLANE: DemoAircraft = { tail: 'N182WS', makeModel: 'Cessna 182T', classes: ['highPerformance'] };

interface DemoLogPlan {
  /** Flights, one every `everyDays` days going back from `latestDaysAgo`. */
  flights: number;
  everyDays: number;
  latestDaysAgo: number;
  home: string;
  away: string[];
  aircraft: DemoAircraft[];
  /** Every n-th flight is at night (three full-stop night landings), every n-th an approach practice with a hold. */
  nightEvery: number;
  instrumentEvery: number;
  /** The flight (by its index, 0 the latest) that was a flight review. */
  reviewAt: number;
}

/**
 * The demo pilots' imported logs (issue 40), so the record page shows currency on a fresh start: Maria, an
 * instrument-rated renter at Bowman Field, current for everything; Priya, whose instrument currency is in its
 * grace period and whose night currency lapsed. Dated back from the first start's day.
 */
const PLANS: Record<string, DemoLogPlan> = {
  maria: { flights: 42, everyDays: 9, latestDaysAgo: 4, home: 'KLOU', away: ['KSDF', 'KBWG', 'KFFT', 'KLEX'], aircraft: [SKYHAWK, ARCHER], nightEvery: 5, instrumentEvery: 3, reviewAt: 20 },
  priya: { flights: 30, everyDays: 12, latestDaysAgo: 6, home: 'KPAO', away: ['KHAF', 'KSQL', 'KLVK'], aircraft: [CUB, SKYLANE], nightEvery: 11, instrumentEvery: 7, reviewAt: 25 },
};

export function demoLogbook(username: string, today: CalendarDay): LogbookFlight[] {
  const plan = PLANS[username];
  if (!plan) return [];
  const flights: LogbookFlight[] = [];
  for (let i = 0; i < plan.flights; i++) {
    const aircraft = plan.aircraft[i % plan.aircraft.length]!;
    const night = i % plan.nightEvery === plan.nightEvery - 1 || (username === 'maria' && i === 1);
    const instrument = i % plan.instrumentEvery === 0 && (username === 'maria' || i >= 14);
    const total = (10 + ((i * 7) % 11)) / 10; // 1.0 to 2.0 hours
    const away = plan.away[i % plan.away.length]!;
    const landings = 1 + (i % 3);
    flights.push({
      date: addDays(today, -(plan.latestDaysAgo + i * plan.everyDays)),
      tail: aircraft.tail,
      makeModel: aircraft.makeModel,
      from: plan.home,
      to: i % 4 === 0 ? plan.home : away,
      route: i % 4 === 0 ? `${plan.home} ${away} ${plan.home}` : `${plan.home} ${away}`,
      total,
      pic: i === plan.reviewAt ? 0 : total,
      night: night ? Math.min(total, 0.8) : 0,
      actualInstrument: instrument ? 0.3 : 0,
      simulatedInstrument: instrument ? 0.5 : 0,
      dualReceived: i === plan.reviewAt ? total : 0,
      approaches: instrument ? 3 : 0,
      holds: instrument ? 1 : 0,
      dayTakeoffs: night ? 0 : landings,
      dayLandings: night ? 0 : landings,
      nightTakeoffs: night ? 3 : 0,
      nightLandings: night ? 3 : 0,
      classes: aircraft.classes,
      multiEngine: false,
      flightReview: i === plan.reviewAt,
      ipc: false,
      remarks: i === plan.reviewAt ? 'Flight review' : night ? 'Night currency, three full stops' : instrument ? 'Approach practice with a safety pilot' : '',
    });
  }
  return flights;
}

/** Adds the demo log of each demo pilot who has one (a second run adds nothing: the flights are duplicates). */
export async function seedDemoLogbook(logbook: Pick<LogbookRepository, 'add'>, pilots: ReadonlyArray<{ id: number; username: string }>, today: CalendarDay): Promise<number> {
  let added = 0;
  for (const pilot of pilots) {
    const flights = demoLogbook(pilot.username, today);
    if (flights.length) added += (await logbook.add(pilot.id, flights)).added;
  }
  return added;
}
