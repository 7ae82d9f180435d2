import { validationFailed } from '../../domain/errors.js';
import { currencyOf } from '../../domain/pilot/logbook/currency.js';
import { duplicateKey, type LogbookFlight } from '../../domain/pilot/logbook/logbook-flight.js';
import { readLogbookFile } from '../../domain/pilot/logbook/logbook-formats.js';
import { hoursOf, logbookTotals } from '../../domain/pilot/logbook/logbook-hours.js';
import { LOGBOOK_MESSAGES as M, logbookSummary } from '../../domain/pilot/logbook/logbook-messages.js';
import type { LogbookImportView, LogbookView } from '../../domain/pilot/logbook/logbook-view.js';
import type { User } from '../../domain/user/user.js';
import type { AircraftRegistry } from '../ports/aircraft-registry.js';
import type { LogbookRepository } from '../ports/logbook.repository.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { Clock } from '../ports/security.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { utcDay } from './pilot-day.js';

/** The most flights one file may hold (a career airline log is about 20,000). */
export const MAX_LOGBOOK_FLIGHTS = 50_000;
/** The distinct tails looked up in the registry for one file (the rest keep no make and model). */
const MAX_REGISTRY_LOOKUPS = 200;

const fileError = (message: string) => validationFailed([message], message, { file: [message] });

/** The bytes of an upload as text: UTF-8, else Windows' Latin-1; a file with NUL bytes is not a CSV. */
function textOf(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw fileError(M.notText);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/**
 * The signed-in pilot's imported logbook (issue 40): GET /user/logbook (the flights, their totals and his
 * currency, with the flight review he declared), POST /user/logbook/import (the preview, or with commit the
 * flights saved in one transaction: an import adds what the log lacks and replaces nothing), DELETE.
 */
export class PilotLogbook {
  constructor(
    private readonly logbook: LogbookRepository,
    private readonly records: Pick<PilotRecordRepository, 'find'>,
    private readonly registry: Pick<AircraftRegistry, 'lookup'>,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async read(user: User): Promise<LogbookView> {
    const today = utcDay(this.clock.now());
    const [flights, record] = await Promise.all([this.logbook.flights(user.id), this.records.find(user.id)]);
    return {
      flights,
      total: flights.length,
      hours: hoursOf(flights),
      totals: logbookTotals(flights, today),
      currency: currencyOf(flights, record?.flightReview ?? null, today),
    };
  }

  async import(user: User, bytes: Uint8Array | undefined, commit: boolean): Promise<LogbookImportView> {
    if (!bytes?.length) throw fileError(M.noFile);
    const read = readLogbookFile(textOf(bytes), utcDay(this.clock.now()));
    if (!read.ok) throw fileError(read.message);
    const { format, skipped } = read.file;
    if (read.file.flights.length > MAX_LOGBOOK_FLIGHTS) throw fileError(M.tooManyFlights(MAX_LOGBOOK_FLIGHTS));
    const flights = await this.withRegistry(read.file.flights);
    const existing = await this.logbook.existingKeys(user.id, flights.map(duplicateKey));
    const fresh = flights.filter((f) => !existing.has(duplicateKey(f)));
    let count = fresh.length;
    let duplicates = read.file.duplicates + flights.length - fresh.length;
    if (commit && fresh.length) {
      // One transaction: an import cut short leaves the log as it was. A flight another import of the same file
      // saved meanwhile is a duplicate (the unique key), so the counts say what this one added.
      const added = await this.unitOfWork.run(() => this.logbook.add(user.id, fresh));
      count = added.added;
      duplicates += added.duplicates;
    }
    const hours = count === fresh.length ? hoursOf(fresh) : hoursOf(fresh.slice(0, count));
    return { format, flights: count, hours, duplicates, skipped, summary: logbookSummary({ flights: count, hours, duplicates, skipped }), saved: commit };
  }

  async clear(user: User): Promise<void> {
    await this.logbook.clear(user.id);
  }

  /** Make and model (and multi-engine) through the registry by tail, for flights whose file does not say. */
  private async withRegistry(flights: LogbookFlight[]): Promise<LogbookFlight[]> {
    const tails = [...new Set(flights.filter((f) => f.tail && (!f.makeModel || f.multiEngine === null)).map((f) => f.tail))].slice(0, MAX_REGISTRY_LOOKUPS);
    if (!tails.length) return flights;
    const known = new Map<string, { makeModel: string; multiEngine: boolean | null }>();
    for (const tail of tails) {
      const aircraft = await this.registry.lookup(tail);
      if (aircraft) known.set(tail, { makeModel: [aircraft.make, aircraft.model].filter(Boolean).join(' '), multiEngine: aircraft.classes.multiEngine ?? null });
    }
    return flights.map((f) => {
      const k = known.get(f.tail);
      if (!k) return f;
      const multiEngine = f.multiEngine ?? k.multiEngine;
      return { ...f, makeModel: f.makeModel || k.makeModel, multiEngine, classes: multiEngine && !f.classes.includes('multiEngine') ? [...f.classes, 'multiEngine'] : f.classes };
    });
  }
}
