import type { MikroORM } from '@mikro-orm/postgresql';
import type { LogbookAddition, LogbookRepository } from '../../application/ports/logbook.repository.js';
import type { LogbookTotalsSource } from '../../application/ports/logbook-totals.js';
import { duplicateKey, tenthsOf, type LogbookAircraftClass, type LogbookFlight } from '../../domain/pilot/logbook/logbook-flight.js';
import { logbookTotals } from '../../domain/pilot/logbook/logbook-hours.js';
import type { LogbookTotals } from '../../domain/pilot/logbook/logbook-totals.js';
import type { CalendarDay } from '../../domain/pilot/pilot-record.js';

export interface FlightRow {
  user_id: number;
  day: string;
  tail: string;
  make_model: string;
  from_airport: string;
  to_airport: string;
  route: string;
  total_tenths: number;
  pic_tenths: number;
  night_tenths: number;
  actual_instrument_tenths: number;
  simulated_instrument_tenths: number;
  dual_received_tenths: number;
  approaches: number;
  holds: number;
  day_takeoffs: number;
  day_landings: number;
  night_takeoffs: number;
  night_landings: number;
  classes: LogbookAircraftClass[];
  multi_engine: boolean | null;
  flight_review: boolean;
  ipc: boolean;
  remarks: string;
}

export const COLUMNS = `user_id, to_char(day, 'YYYY-MM-DD') as day, tail, make_model, from_airport, to_airport, route, total_tenths, pic_tenths,
  night_tenths, actual_instrument_tenths, simulated_instrument_tenths, dual_received_tenths, approaches, holds, day_takeoffs, day_landings,
  night_takeoffs, night_landings, classes, multi_engine, flight_review, ipc, remarks`;

export const toFlight = (r: FlightRow): LogbookFlight => ({
  date: r.day,
  tail: r.tail,
  makeModel: r.make_model,
  from: r.from_airport,
  to: r.to_airport,
  route: r.route,
  total: r.total_tenths / 10,
  pic: r.pic_tenths / 10,
  night: r.night_tenths / 10,
  actualInstrument: r.actual_instrument_tenths / 10,
  simulatedInstrument: r.simulated_instrument_tenths / 10,
  dualReceived: r.dual_received_tenths / 10,
  approaches: r.approaches,
  holds: r.holds,
  dayTakeoffs: r.day_takeoffs,
  dayLandings: r.day_landings,
  nightTakeoffs: r.night_takeoffs,
  nightLandings: r.night_landings,
  classes: r.classes,
  multiEngine: r.multi_engine,
  flightReview: r.flight_review,
  ipc: r.ipc,
  remarks: r.remarks,
});

/** A flight as the jsonb_to_recordset of add() reads it. */
const toRecord = (f: LogbookFlight) => ({
  day: f.date,
  tail: f.tail.slice(0, 16),
  make_model: f.makeModel.slice(0, 120),
  from_airport: f.from.slice(0, 16),
  to_airport: f.to.slice(0, 16),
  route: f.route.slice(0, 500),
  total_tenths: tenthsOf(f.total),
  pic_tenths: tenthsOf(f.pic),
  night_tenths: tenthsOf(f.night),
  actual_instrument_tenths: tenthsOf(f.actualInstrument),
  simulated_instrument_tenths: tenthsOf(f.simulatedInstrument),
  dual_received_tenths: tenthsOf(f.dualReceived),
  approaches: f.approaches,
  holds: f.holds,
  day_takeoffs: f.dayTakeoffs,
  day_landings: f.dayLandings,
  night_takeoffs: f.nightTakeoffs,
  night_landings: f.nightLandings,
  classes: f.classes,
  multi_engine: f.multiEngine,
  flight_review: f.flightReview,
  ipc: f.ipc,
  remarks: f.remarks.slice(0, 2000),
  dup_key: duplicateKey(f),
});

/** Flights per insert: 2,000 rows of JSON stay well under the query's parameter size and time limit. */
const BATCH = 2000;

/**
 * logbook_flights (migration 20261217400000). An import is one jsonb_to_recordset insert per batch with
 * `on conflict do nothing` on the pilot's duplicate key, inside the caller's unit of work (all batches or none),
 * and the totals the record and the minimums match read (LogbookTotalsSource) are summed by logbookTotals.
 */
export class PostgresLogbookRepository implements LogbookRepository, LogbookTotalsSource {
  constructor(private readonly orm: MikroORM) {}

  async flights(userId: number): Promise<LogbookFlight[]> {
    const rows = await this.orm.em.execute<FlightRow[]>(`select ${COLUMNS} from logbook_flights where user_id = ? order by day desc, id desc`, [userId]);
    return rows.map(toFlight);
  }

  async existingKeys(userId: number, keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.orm.em.execute<{ dup_key: string }[]>(
      'select dup_key from logbook_flights where user_id = ? and dup_key in (select jsonb_array_elements_text(?::jsonb))',
      [userId, JSON.stringify(keys)],
    );
    return new Set(rows.map((r) => r.dup_key));
  }

  async add(userId: number, flights: LogbookFlight[]): Promise<LogbookAddition> {
    let added = 0;
    for (let i = 0; i < flights.length; i += BATCH) {
      const batch = flights.slice(i, i + BATCH).map(toRecord);
      const rows = await this.orm.em.execute<{ n: string }[]>(
        `with added as (
           insert into logbook_flights (user_id, day, tail, make_model, from_airport, to_airport, route, total_tenths, pic_tenths, night_tenths,
             actual_instrument_tenths, simulated_instrument_tenths, dual_received_tenths, approaches, holds, day_takeoffs, day_landings,
             night_takeoffs, night_landings, classes, multi_engine, flight_review, ipc, remarks, dup_key)
           select ?, r.day, r.tail, r.make_model, r.from_airport, r.to_airport, r.route, r.total_tenths, r.pic_tenths, r.night_tenths,
             r.actual_instrument_tenths, r.simulated_instrument_tenths, r.dual_received_tenths, r.approaches, r.holds, r.day_takeoffs, r.day_landings,
             r.night_takeoffs, r.night_landings, r.classes, r.multi_engine, r.flight_review, r.ipc, r.remarks, r.dup_key
           from jsonb_to_recordset(?::jsonb) as r(day date, tail text, make_model text, from_airport text, to_airport text, route text,
             total_tenths int, pic_tenths int, night_tenths int, actual_instrument_tenths int, simulated_instrument_tenths int,
             dual_received_tenths int, approaches int, holds int, day_takeoffs int, day_landings int, night_takeoffs int, night_landings int,
             classes text[], multi_engine boolean, flight_review boolean, ipc boolean, remarks text, dup_key text)
           on conflict (user_id, dup_key) do nothing
           returning 1
         ) select count(*) as n from added`,
        [userId, JSON.stringify(batch)],
      );
      added += Number(rows[0]?.n ?? 0);
    }
    return { added, duplicates: flights.length - added };
  }

  async clear(userId: number): Promise<number> {
    const rows = await this.orm.em.execute<{ n: string }[]>('with gone as (delete from logbook_flights where user_id = ? returning 1) select count(*) as n from gone', [userId]);
    return Number(rows[0]?.n ?? 0);
  }

  async logbookTotals(userIds: number[], today: CalendarDay): Promise<Map<number, LogbookTotals>> {
    if (!userIds.length) return new Map();
    const rows = await this.orm.em.execute<FlightRow[]>(`select ${COLUMNS} from logbook_flights where user_id = any(?::int[])`, [`{${userIds.join(',')}}`]);
    const byUser = new Map<number, LogbookFlight[]>();
    for (const r of rows) {
      const list = byUser.get(r.user_id) ?? [];
      list.push(toFlight(r));
      byUser.set(r.user_id, list);
    }
    return new Map([...byUser].map(([id, flights]) => [id, logbookTotals(flights, today)]));
  }
}
