/** Imported logbooks in memory, for application tests, with the PostgreSQL repository's rules: duplicates by key, latest first. */
import { duplicateKey, type LogbookFlight } from '../../domain/pilot/logbook/logbook-flight.js';
import { logbookTotals } from '../../domain/pilot/logbook/logbook-hours.js';
import type { LogbookTotals } from '../../domain/pilot/logbook/logbook-totals.js';
import type { CalendarDay } from '../../domain/pilot/pilot-record.js';
import type { LogbookAddition, LogbookRepository } from '../ports/logbook.repository.js';
import type { LogbookTotalsSource } from '../ports/logbook-totals.js';

export class InMemoryLogbookRepository implements LogbookRepository, LogbookTotalsSource {
  readonly logs = new Map<number, LogbookFlight[]>();
  /** Set to make the next add fail after writing its flights (an import cut short). */
  failNextAdd = false;

  snapshot(): unknown {
    return new Map([...this.logs].map(([id, log]) => [id, [...log]]));
  }
  restore(snapshot: unknown): void {
    this.logs.clear();
    for (const [id, log] of snapshot as Map<number, LogbookFlight[]>) this.logs.set(id, log);
  }

  async flights(userId: number): Promise<LogbookFlight[]> {
    return [...(this.logs.get(userId) ?? [])].reverse().sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).map((f) => structuredClone(f));
  }

  async existingKeys(userId: number, keys: string[]): Promise<Set<string>> {
    const have = new Set((this.logs.get(userId) ?? []).map(duplicateKey));
    return new Set(keys.filter((k) => have.has(k)));
  }

  async add(userId: number, flights: LogbookFlight[]): Promise<LogbookAddition> {
    const log = [...(this.logs.get(userId) ?? [])];
    const have = new Set(log.map(duplicateKey));
    let added = 0;
    for (const f of flights) {
      const key = duplicateKey(f);
      if (have.has(key)) continue;
      have.add(key);
      log.push(structuredClone(f));
      added++;
    }
    this.logs.set(userId, log);
    if (this.failNextAdd) {
      this.failNextAdd = false;
      throw new Error('The connection was lost');
    }
    return { added, duplicates: flights.length - added };
  }

  async clear(userId: number): Promise<number> {
    const n = this.logs.get(userId)?.length ?? 0;
    this.logs.delete(userId);
    return n;
  }

  async logbookTotals(userIds: number[], today: CalendarDay): Promise<Map<number, LogbookTotals>> {
    return new Map(userIds.flatMap((id) => (this.logs.get(id)?.length ? [[id, logbookTotals(this.logs.get(id)!, today)] as const] : [])));
  }
}
