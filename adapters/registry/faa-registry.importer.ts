import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  ACFTREF_COLUMNS, ENGINE_COLUMNS, locateFaaFiles, MASTER_COLUMNS, readFaaRecords, type FaaRecord,
} from './faa-file.parser.js';
import { insertRegistryRows, REGISTRY_COLUMNS, type RegistryRow } from './registry-rows.js';

export interface FaaImportResult {
  /** Rows now in registry_aircraft. */
  imported: number;
  /** MASTER rows left out: an empty or impossible N-number, or a tail number already read. */
  skipped: number;
}

/** Bytes of MASTER.txt read so far, of its size. May throw: the import then rolls back. */
export type FaaImportProgress = (bytesRead: number, totalBytes: number) => void;

interface AircraftModel {
  make: string;
  model: string;
  aircraftType: string;
  engineType: string;
  category: string;
  engines: number | null;
  seats: number | null;
}

interface EngineModel {
  manufacturer: string;
  model: string;
  engineType: string;
}

const BATCH_ROWS = 2_000;
const STAGING = 'registry_aircraft_import';

/**
 * Replaces registry_aircraft with the FAA download in `folder` (MASTER.txt, ACFTREF.txt, ENGINE.txt).
 * MASTER (about 300,000 rows, 200 MB) is streamed into a temporary staging table; everything happens in
 * one transaction that ends by swapping the rows in, so a failed or interrupted import leaves the
 * previous registry as it was, and readers see the old rows until the commit.
 */
export async function importFaaRegistry(orm: MikroORM, folder: string, onProgress?: FaaImportProgress): Promise<FaaImportResult> {
  const files = await locateFaaFiles(folder);
  const models = await readAircraftModels(files.aircraft);
  const engines = await readEngineModels(files.engine);

  return orm.em.fork().transactional(async (em) => {
    await em.execute(`create temporary table ${STAGING} (like registry_aircraft including defaults) on commit drop`);
    let batch: RegistryRow[] = [];
    let skipped = 0;
    let staged = 0;
    const flush = async (record: { bytesRead: number; totalBytes: number }) => {
      await insertRegistryRows(em, STAGING, batch);
      staged += batch.length;
      batch = [];
      onProgress?.(record.bytesRead, record.totalBytes);
    };
    let last = { bytesRead: 0, totalBytes: 0 };
    for await (const record of readFaaRecords(files.master, MASTER_COLUMNS)) {
      const row = toRegistryRow(record, models, engines);
      if (row) batch.push(row);
      else skipped++;
      last = record;
      if (batch.length >= BATCH_ROWS) await flush(record);
    }
    await flush({ bytesRead: last.totalBytes, totalBytes: last.totalBytes });
    const imported = await replaceRegistry(em);
    return { imported, skipped: skipped + staged - imported };
  });
}

/**
 * The swap. The table lock makes concurrent imports (and the demo loader) take turns without blocking
 * readers; a tail number listed twice keeps its first row.
 */
async function replaceRegistry(em: EntityManager): Promise<number> {
  await em.execute('lock table registry_aircraft in share row exclusive mode');
  await em.execute('delete from registry_aircraft');
  await em.execute(
    `insert into registry_aircraft (${REGISTRY_COLUMNS}) select ${REGISTRY_COLUMNS} from ${STAGING} on conflict (tail_number) do nothing`,
  );
  const [{ count }] = await em.execute<{ count: number }[]>('select count(*)::int as count from registry_aircraft');
  return count;
}

function toRegistryRow(
  r: FaaRecord<(typeof MASTER_COLUMNS)[number]>,
  models: Map<string, AircraftModel>,
  engines: Map<string, EngineModel>,
): RegistryRow | null {
  const mark = r.get('N-NUMBER').toUpperCase();
  if (!/^[0-9A-Z]{1,5}$/.test(mark)) return null;
  // A code missing from the reference files leaves make/model or engine empty: the owner types them.
  const model = models.get(r.get('MFR MDL CODE'));
  const engine = engines.get(r.get('ENG MFR MDL'));
  const year = r.get('YEAR MFR');
  return {
    tailNumber: `N${mark}`,
    serial: r.get('SERIAL NUMBER'),
    year: /^\d{4}$/.test(year) && Number(year) > 0 ? Number(year) : null,
    regOwner: r.get('NAME'),
    make: model?.make ?? '',
    model: model?.model ?? '',
    engineManufacturer: engine?.manufacturer ?? '',
    engineModel: engine?.model ?? '',
    aircraftType: code(r.get('TYPE AIRCRAFT')) || (model?.aircraftType ?? ''),
    engineType: code(r.get('TYPE ENGINE')) || (model?.engineType ?? '') || (engine?.engineType ?? ''),
    category: model?.category ?? '',
    seats: model?.seats ?? null,
    engines: model?.engines ?? null,
  };
}

async function readAircraftModels(file: string): Promise<Map<string, AircraftModel>> {
  const models = new Map<string, AircraftModel>();
  for await (const r of readFaaRecords(file, ACFTREF_COLUMNS)) {
    models.set(r.get('CODE'), {
      make: r.get('MFR'),
      model: r.get('MODEL'),
      aircraftType: code(r.get('TYPE-ACFT')),
      engineType: code(r.get('TYPE-ENG')),
      category: code(r.get('AC-CAT')),
      engines: count(r.get('NO-ENG')),
      seats: count(r.get('NO-SEATS')),
    });
  }
  return models;
}

async function readEngineModels(file: string): Promise<Map<string, EngineModel>> {
  const engines = new Map<string, EngineModel>();
  for await (const r of readFaaRecords(file, ENGINE_COLUMNS)) {
    // Code 00000 is the FAA's "NONE / NONE" (gliders, balloons): no engine to fill in.
    const none = r.get('MFR').toUpperCase() === 'NONE';
    engines.set(r.get('CODE'), { manufacturer: none ? '' : r.get('MFR'), model: none ? '' : r.get('MODEL'), engineType: code(r.get('TYPE')) });
  }
  return engines;
}

/** A one- or two-character code column (varchar(2)); anything longer is not a code. */
const code = (value: string) => (value.length <= 2 ? value.toUpperCase() : '');

const count = (value: string) => (/^\d{1,4}$/.test(value) ? Number(value) : null);
