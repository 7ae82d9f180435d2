import type { MikroORM } from '@mikro-orm/postgresql';
import type { PilotSources, PilotSourcesReader } from '../../application/ports/pilot-sources.js';
import type { FaaMatch } from '../../domain/pilot/airmen/faa-match.js';
import type { FlownOnWingshare } from '../../domain/pilot/flown-on-wingshare.js';
import { logbookTotals } from '../../domain/pilot/logbook/logbook-hours.js';
import type { CalendarDay, PilotRecord } from '../../domain/pilot/pilot-record.js';
import { COLUMNS as LOGBOOK_COLUMNS, toFlight, type FlightRow } from './postgres-logbook.repository.js';

/**
 * The four sources of pilots' records in one statement (pilot_records, pilot_flown_hours, logbook_flights,
 * faa_matches), read and mapped as their repositories read them one statement each
 * (postgres-pilot-record.repository.ts, postgres-flight.repository.ts's flownOnWingshare,
 * postgres-logbook.repository.ts's logbookTotals, postgres-faa-match.store.ts): "Partners for you" counts
 * the seeker's record and the candidates' owners' each request, eight statements before.
 */
export class PostgresPilotSources implements PilotSourcesReader {
  constructor(private readonly orm: MikroORM) {}

  async sourcesOf(userIds: number[], today: CalendarDay): Promise<PilotSources> {
    const out: PilotSources = { declared: new Map(), flown: new Map(), logbooks: new Map(), faa: new Map() };
    if (!userIds.length) return out;
    const rows = await this.orm.em.execute<Array<{
      user_id: number; record: PilotRecord | null; flown: FlownOnWingshare | null; faa: FaaMatch | null; logbook: FlightRow[] | null;
    }>>(
      `select u.id as user_id, pr.record, pf.flown, fm.match as faa,
              (select json_agg(l order by l.id) from (select id, ${LOGBOOK_COLUMNS} from logbook_flights where user_id = u.id) l) as logbook
         from unnest(?::int[]) as u(id)
         left join pilot_records pr on pr.user_id = u.id
         left join pilot_flown_hours pf on pf.user_id = u.id
         left join faa_matches fm on fm.user_id = u.id`,
      [`{${[...new Set(userIds)].join(',')}}`],
    );
    for (const r of rows) {
      if (r.record) out.declared.set(r.user_id, r.record);
      if (r.flown) out.flown.set(r.user_id, r.flown);
      if (r.faa) out.faa.set(r.user_id, r.faa);
      if (r.logbook) out.logbooks.set(r.user_id, logbookTotals(r.logbook.map(toFlight), today));
    }
    return out;
  }
}
