import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { PilotLogbook } from '../../../application/pilots/logbook.service.js';
import { InMemoryLogbookRepository } from '../../../application/testing/in-memory-logbook.js';
import { InMemoryUnitOfWork } from '../../../application/testing/in-memory-money.js';
import { FakeClock } from '../../../application/testing/in-memory-ports.js';
import { InMemoryPilotRecordRepository } from '../../../application/testing/in-memory-shares.js';
import { EMPTY_RECORD } from '../../../domain/pilot/pilot-record.js';
import type { RegistryAircraft } from '../../../domain/share/tail-number-view.js';
import { LOGBOOK_MESSAGES as M } from '../../../domain/pilot/logbook/logbook-messages.js';
import type { User } from '../../../domain/user/user.js';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../fixtures/logbooks/${name}`, import.meta.url)));
const pilot = { id: 7 } as User;

const BONANZA = { tailNumber: 'N35BZ', make: 'BEECH', model: 'V35B', classes: { multiEngine: false } } as RegistryAircraft;

let logbook: InMemoryLogbookRepository;
let records: InMemoryPilotRecordRepository;
let service: PilotLogbook;
let lookups: string[];

beforeEach(() => {
  logbook = new InMemoryLogbookRepository();
  records = new InMemoryPilotRecordRepository();
  lookups = [];
  const registry = { lookup: async (tail: string) => (lookups.push(tail), tail === 'N35BZ' ? BONANZA : null) };
  service = new PilotLogbook(logbook, records, registry, new InMemoryUnitOfWork([logbook]), new FakeClock(new Date('2026-12-03T12:00:00Z')));
});

describe('PilotLogbook', () => {
  it('previews without saving, then saves, and counts a re-import as duplicates', async () => {
    expect(await service.import(pilot, fixture('logten-export.csv'), false)).toMatchObject({ format: 'logten', flights: 2, hours: 2.1, saved: false });
    expect(logbook.logs.size).toBe(0);
    expect(await service.import(pilot, fixture('logten-export.csv'), true)).toMatchObject({ flights: 2, saved: true });
    expect(await service.import(pilot, fixture('logten-export.csv'), true)).toMatchObject({ flights: 0, duplicates: 2 });
  });

  it('takes make and model from the registry by tail when the file has none, once per tail', async () => {
    await service.import(pilot, fixture('logten-export.csv'), true);
    const log = await service.read(pilot);
    expect(log.flights.map((f) => f.makeModel)).toEqual(['BEECH V35B', 'BEECH V35B']);
    expect(log.flights[0]!.multiEngine).toBe(false);
    expect(lookups).toEqual(['N35BZ']);
  });

  it('leaves the previous log when an import is cut short', async () => {
    await service.import(pilot, fixture('logten-export.csv'), true);
    logbook.failNextAdd = true;
    await expect(service.import(pilot, fixture('myflightbook-export.csv'), true)).rejects.toThrow('The connection was lost');
    expect((await service.read(pilot)).total).toBe(2);
  });

  it('counts the declared flight review in the currency', async () => {
    await records.save(pilot.id, { ...EMPTY_RECORD, flightReview: '2025-12-10' });
    await service.import(pilot, fixture('logten-export.csv'), true);
    expect((await service.read(pilot)).currency.flightReview).toEqual({ current: true, until: '2027-12-31', last: '2025-12-10' });
  });

  it('refuses no file, a binary file and an unknown CSV with a message on the file field', async () => {
    await expect(service.import(pilot, undefined, true)).rejects.toMatchObject({ code: 'validation_failed', message: M.noFile, fields: { file: [M.noFile] } });
    await expect(service.import(pilot, new Uint8Array([0, 1, 2]), true)).rejects.toMatchObject({ message: M.notText });
    await expect(service.import(pilot, new TextEncoder().encode('a,b\n1,2\n'), true)).rejects.toMatchObject({ message: M.unknownFormat });
  });

  it('reads a Latin-1 file', async () => {
    const latin1 = Buffer.from('flight_flightDate,flight_totalTime,flight_remarks\n2026-11-01,1.2,Caf\xe9 stop\n', 'latin1');
    await service.import(pilot, new Uint8Array(latin1), true);
    expect((await service.read(pilot)).flights[0]!.remarks).toBe('Café stop');
  });
});
