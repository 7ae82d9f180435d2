/**
 * npm run bench:logbook: a generated 10,000-flight MyFlightbook export previewed and then saved through the
 * logbook use case (PilotLogbook) on a real PostgreSQL (DATABASE_URL, or the embedded bench server of
 * bench-database.ts), then imported again (every flight a duplicate). Wall and CPU time of this process for
 * each step, into bench/results/logbook-import.json. Target (issue 40): preview and save under five seconds.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { PilotLogbook } from '../application/pilots/logbook.service.js';
import type { User } from '../domain/user/user.js';
import { MikroOrmUnitOfWork } from '../adapters/persistence/mikro-orm-unit-of-work.js';
import { openDatabase } from '../adapters/persistence/orm.js';
import { PostgresLogbookRepository } from '../adapters/persistence/postgres-logbook.repository.js';
import { PostgresPilotRecordRepository } from '../adapters/persistence/postgres-pilot-record.repository.js';
import { PostgresAircraftRegistry } from '../adapters/registry/postgres-aircraft.registry.js';
import { RequestContext } from '@mikro-orm/core';
import { openBenchDatabase } from './bench-database.js';

const FLIGHTS = Number(process.env.LOGBOOK_FLIGHTS ?? 10_000);
const TARGET_MS = 5_000;
const log = (line: string) => console.log(`[bench:logbook] ${line}`);

const HEADER = 'Date,Flight ID,Model,ICAO Model,Tail Number,Display Tail,Aircraft ID,Category/Class,Alternate Cat/Class,Approaches,Hold,Landings,FS Night Landings,FS Day Landings,X-Country,Night,IMC,Simulated Instrument,Ground Simulator,Dual Received,CFI,SIC,PIC,Total Flight Time,CFI Time (HH:MM),SIC Time (HH:MM),PIC (HH:MM),Total Flight Time (HH:MM),Route,Flight Properties,Comments,Complex,Retract,Tailwheel,High Performance,Turbine';
const MODELS = [['172S', 'N172SP'], ['PA-28-181', 'N8143M'], ['SR22', 'N22CR'], ['V35B', 'N35BZ'], ['58', 'N58BE']] as const;
const AIRPORTS = ['KLOU', 'KSDF', 'KBWG', 'KLEX', 'KCVG', 'KFFT', 'KEVV'];

/** A MyFlightbook export of `n` distinct flights, one to three a day going back from 2026-11-30. */
function generatedExport(n: number): string {
  const lines = [HEADER];
  const start = Date.UTC(2026, 10, 30);
  for (let i = 0; i < n; i++) {
    const day = new Date(start - Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10);
    const [model, tail] = MODELS[i % MODELS.length]!;
    const total = (5 + (i % 30)) / 10;
    const hm = `${Math.floor(total)}:${String(Math.round((total % 1) * 60)).padStart(2, '0')}`;
    const from = AIRPORTS[i % AIRPORTS.length]!;
    const to = AIRPORTS[(i + 3) % AIRPORTS.length]!;
    const night = i % 7 === 0 ? 1 : 0;
    const multi = model === '58' ? 'AMEL' : 'ASEL';
    lines.push([
      day, 9000 + i, model, model, tail, tail, 100 + (i % 5), multi, '', i % 4 === 0 ? 2 : 0, i % 8 === 0 ? 'True' : 'False', 1 + (i % 3), night, 1,
      total, night ? 0.5 : 0, 0, i % 4 === 0 ? 0.6 : 0, 0, 0, 0, 0, total, total, '0:00', '0:00', hm, hm, `${from} ${to}`, i % 400 === 0 ? 'Flight review' : '',
      `"Generated flight ${i}, practice"`, 'False', 'False', 'False', model === 'SR22' ? 'True' : 'False', 'False',
    ].join(','));
  }
  return `${lines.join('\n')}\n`;
}

async function timed<T>(name: string, work: () => Promise<T>): Promise<{ result: T; row: { step: string; wallMs: number; cpuMs: number } }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wallMs = Math.round(performance.now() - started);
  const used = process.cpuUsage(cpu);
  return { result, row: { step: name, wallMs, cpuMs: Math.round((used.user + used.system) / 1000) } };
}

async function main() {
  const db = await openBenchDatabase(log);
  const orm = await openDatabase(db.url, { poolMax: 2 });
  try {
    await RequestContext.create(orm.em, async () => {
      const [row] = await orm.em.execute<{ id: number }[]>(
        `insert into users (username, email) values (?, ?) returning id`,
        [`logbench${Date.now()}`, `logbench${Date.now()}@bench.wingshare.local`],
      );
      const user = { id: row!.id } as User;
      const service = new PilotLogbook(
        new PostgresLogbookRepository(orm), new PostgresPilotRecordRepository(orm), new PostgresAircraftRegistry(orm),
        new MikroOrmUnitOfWork(orm, (m, e) => console.error(m, e)), { now: () => new Date('2026-12-03T12:00:00Z') },
      );
      const file = Buffer.from(generatedExport(FLIGHTS));
      log(`generated a ${FLIGHTS}-flight MyFlightbook export of ${(file.length / 1024 / 1024).toFixed(1)} MB`);
      try {
        const preview = await timed('preview', () => service.import(user, file, false));
        const commit = await timed('preview and save', () => service.import(user, file, true));
        const again = await timed('import again (all duplicates)', () => service.import(user, file, true));
        const read = await timed('GET the log (flights, totals, currency)', () => service.read(user));
        const rows = [preview.row, commit.row, again.row, read.row];
        const met = commit.row.wallMs < TARGET_MS;
        const out = {
          when: new Date().toISOString(),
          machine: { cpus: cpus().length, loadAverage: loadavg().map((n) => Math.round(n * 100) / 100) },
          flights: FLIGHTS,
          bytes: file.length,
          target: `preview and save of ${FLIGHTS} flights under ${TARGET_MS} ms`,
          saved: commit.result.flights,
          duplicatesOnReimport: again.result.duplicates,
          logHours: read.result.hours,
          results: rows,
          met,
        };
        const target = path.resolve(import.meta.dirname, 'results', 'logbook-import.json');
        writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
        console.table(rows);
        log(`${commit.result.summary}; re-import: ${again.result.summary}`);
        log(`written to ${path.relative(process.cwd(), target)}${met ? '' : ` — target missed (${commit.row.wallMs} ms)`}`);
        process.exitCode = met ? 0 : 1;
      } finally {
        await orm.em.execute('delete from users where id = ?', [user.id]);
      }
    });
  } finally {
    await orm.close();
    await db.stop();
  }
}

await main();
