import type { MikroORM } from '@mikro-orm/postgresql';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REGISTRY_EXAMPLES, demoRegistryRows, loadDemoRegistryIfEmpty } from '../../adapters/registry/demo-registry.js';
import { categoriesOf, classificationOf, isIssuableTailNumber, normalizeTailNumber } from '../../adapters/registry/faa-codes.js';
import { FaaFileError, splitFaaLine } from '../../adapters/registry/faa-file.parser.js';
import { importFaaRegistry } from '../../adapters/registry/faa-registry.importer.js';
import { PostgresAircraftRegistry } from '../../adapters/registry/postgres-aircraft.registry.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { AIRCRAFT_TAGS } from '../../domain/options.js';
import { createTestDatabase } from '../support/test-database.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'faa');
const fixture = (name: string) => path.join(FIXTURES, name);

let orm: MikroORM;
let drop: () => Promise<void>;
let registry: PostgresAircraftRegistry;
const tempDirs: string[] = [];

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 4 });
  registry = new PostgresAircraftRegistry(orm);
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
  await Promise.all(tempDirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** A MASTER.txt of `rows` copies of the "second" fixture's first row (N1 to N<rows>), cut at row `cutAt`. */
async function largeFolder(rows: number, cutAt?: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wingshare-faa-'));
  tempDirs.push(dir);
  for (const f of ['ACFTREF.txt', 'ENGINE.txt']) await copyFile(path.join(fixture('second'), f), path.join(dir, f));
  const [header, template] = (await readFile(path.join(fixture('second'), 'MASTER.txt'), 'utf8')).split('\n');
  const lines = [header];
  for (let i = 1; i <= rows; i++) {
    const line = String(i).padEnd(5) + template.slice(5);
    lines.push(i === cutAt ? line.slice(0, 100) : line);
  }
  await writeFile(path.join(dir, 'MASTER.txt'), lines.join('\n') + '\n');
  return dir;
}

describe('FAA codes', () => {
  it('names the aircraft type', () => {
    expect(classificationOf('4')).toBe('Fixed wing single engine');
    expect(classificationOf('5')).toBe('Fixed wing multi engine');
    expect(classificationOf('6')).toBe('Rotorcraft');
    expect(classificationOf('h')).toBe('Hybrid Lift');
    expect(classificationOf('O')).toBe('Other');
    expect(classificationOf('')).toBe('');
    expect(classificationOf('X')).toBe('');
  });

  it('gives the land/sea category, then the matching aircraft tags', () => {
    expect(categoriesOf({ aircraftType: '4', engineType: '1', category: '1' })).toEqual(['Land', 'Single Engine']);
    expect(categoriesOf({ aircraftType: '5', engineType: '1', category: '1' })).toEqual(['Land', 'Multi-Engine']);
    expect(categoriesOf({ aircraftType: '4', engineType: '1', category: '2' })).toEqual(['Sea', 'Single Engine', 'Amphibious/Float']);
    expect(categoriesOf({ aircraftType: '4', engineType: '1', category: '3' })).toEqual(['Amphibian', 'Single Engine', 'Amphibious/Float']);
    expect(categoriesOf({ aircraftType: '6', engineType: '3', category: '1' })).toEqual(['Land', 'Turbo', 'Helicopter']);
    expect(categoriesOf({ aircraftType: '4', engineType: '2', category: '1' })).toEqual(['Land', 'Single Engine', 'Turbo']);
    expect(categoriesOf({ aircraftType: '5', engineType: '5', category: '1' })).toEqual(['Land', 'Multi-Engine', 'Jet']);
    expect(categoriesOf({ aircraftType: '5', engineType: '4', category: '1' })).toEqual(['Land', 'Multi-Engine', 'Jet']);
    expect(categoriesOf({ aircraftType: '2', engineType: '0', category: '' })).toEqual(['Hot-Air Balloon']);
    expect(categoriesOf({ aircraftType: '9', engineType: '1', category: '1' })).toEqual(['Land']);
    expect(categoriesOf({ aircraftType: '', engineType: '', category: '' })).toEqual([]);
  });

  it('only ever gives the app aircraft tags besides Land, Sea and Amphibian', () => {
    const known = new Set<string>([...AIRCRAFT_TAGS, 'Land', 'Sea', 'Amphibian']);
    for (const aircraftType of ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'H', 'O']) {
      for (const engineType of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']) {
        for (const category of ['1', '2', '3']) {
          for (const c of categoriesOf({ aircraftType, engineType, category })) expect(known).toContain(c);
        }
      }
    }
  });

  it('reads a tail number however it is typed', () => {
    for (const typed of ['N100', '100', 'n-100', ' n 100 ', 'N-1-0-0']) expect(normalizeTailNumber(typed)).toBe('N100');
    expect(normalizeTailNumber('n172sp')).toBe('N172SP');
    for (const bad of ['', '  ', 'N', 'N-', 'N123456', '1234567', 'N12#4', 'N12.4']) expect(normalizeTailNumber(bad)).toBeNull();
  });

  it('knows the marks the FAA issues', () => {
    for (const good of ['N1', 'N100', 'N12345', 'N1234Z', 'N123AB', 'N22CR', 'N172SP']) expect(isIssuableTailNumber(good)).toBe(true);
    for (const bad of ['N0123', 'N123456', 'N12I', 'N12O', 'N1ABC', 'NABC', '12345', 'N12A3']) expect(isIssuableTailNumber(bad)).toBe(false);
  });

  it('splits and trims a space-padded line, and reads a quoted field as CSV', () => {
    expect(splitFaaLine('100  ,5334    ,7100510,')).toEqual(['100', '5334', '7100510', '']);
    expect(splitFaaLine('1, "DOE, JANE" ,"A ""B""",')).toEqual(['1', 'DOE, JANE', 'A "B"', '']);
  });
});

describe('demo registry rows', () => {
  it('are the same on every run: a few hundred unique, issuable tail numbers with the documented examples', () => {
    const rows = demoRegistryRows();
    expect(demoRegistryRows()).toEqual(rows);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.length).toBeLessThanOrEqual(400);
    expect(new Set(rows.map((r) => r.tailNumber)).size).toBe(rows.length);
    for (const r of rows) {
      expect(isIssuableTailNumber(r.tailNumber), r.tailNumber).toBe(true);
      expect(r.year).toBeGreaterThanOrEqual(1938);
      expect(r.serial).not.toBe('');
      expect(classificationOf(r.aircraftType)).not.toBe('');
    }
    expect(rows.slice(0, 4).map((r) => r.tailNumber)).toEqual(['N172SP', 'N22CR', 'N8143M', 'N35BZ']);
    const models = new Set(rows.map((r) => r.model));
    for (const m of ['172S', '182T', '152', 'PA-28-181', 'PA-28-161', 'PA-32R-301', 'SR20', 'SR22', 'A36', 'V35B', 'M20J', 'DA 40', 'DA 42', 'J3C-65', '7ECA', '58', 'PA-34-200T', 'R44 II', 'LA-4-200']) {
      expect(models, m).toContain(m);
    }
  });
});

describe('importFaaRegistry', () => {
  it('imports MASTER (BOM, CRLF) joined with ACFTREF and ENGINE, skipping an empty N-number', async () => {
    const progress: [number, number][] = [];
    const result = await importFaaRegistry(orm, fixture('first'), (read, total) => progress.push([read, total]));
    expect(result).toEqual({ imported: 6, skipped: 1 });
    expect(await registry.count()).toBe(6);
    const size = (await stat(path.join(fixture('first'), 'MASTER.txt'))).size;
    expect(progress.at(-1)).toEqual([size, size]);
    for (let i = 1; i < progress.length; i++) expect(progress[i][0]).toBeGreaterThanOrEqual(progress[i - 1][0]);
  });

  it('finds an aircraft with or without the N, in any case, with dashes or spaces', async () => {
    const expected = {
      tailNumber: 'N100', regOwner: 'EXAMPLE FLYING CLUB LLC', make: 'CESSNA', model: '172S', serial: '172S8765', year: 2001,
      engineManufacturer: 'LYCOMING', engineModel: 'IO-360-L2A', classification: 'Fixed wing single engine', categories: ['Land', 'Single Engine'],
      classes: { multiEngine: false }, // the one class the registry tells (issue 15): from the engine count
    };
    expect(await registry.lookup('N100')).toEqual(expected);
    expect(await registry.lookup('100')).toEqual(expected);
    expect(await registry.lookup('n-100')).toEqual(expected);
    expect(await registry.lookup(' n 100 ')).toEqual(expected);
    expect(await registry.lookup('N1000')).toBeNull();
    expect(await registry.lookup('')).toBeNull();
    expect(await registry.lookup('N1234567')).toBeNull();
  });

  it('derives classification and categories, and leaves unknown reference codes empty', async () => {
    expect(await registry.lookup('N4SE')).toMatchObject({ make: 'LAKE', model: 'LA-4-200', year: 1978, categories: ['Amphibian', 'Single Engine', 'Amphibious/Float'] });
    expect(await registry.lookup('N206HX')).toMatchObject({
      make: 'BELL', model: '206B', engineManufacturer: 'ROLLS-ROYC', engineModel: '250-C20B', classification: 'Rotorcraft', categories: ['Land', 'Turbo', 'Helicopter'],
    });
    // Model code 9999999 is not in ACFTREF, the year is blank: the owner fills those in by hand.
    expect(await registry.lookup('N777JT')).toEqual({
      tailNumber: 'N777JT', regOwner: 'ROE RICHARD', make: '', model: '', serial: 'X-1', year: null,
      engineManufacturer: 'LYCOMING', engineModel: 'IO-360-L2A', classification: 'Fixed wing single engine', categories: ['Single Engine'],
      classes: {}, // no aircraft reference, no engine count: no class is told
    });
    // Engine code 00000 is the FAA's NONE.
    expect(await registry.lookup('N1GL')).toMatchObject({ make: 'SCHWEIZER', engineManufacturer: '', engineModel: '', classification: 'Glider', categories: ['Land'] });
  });

  it('replaces the whole registry on a re-import', async () => {
    expect(await importFaaRegistry(orm, fixture('second'))).toEqual({ imported: 2, skipped: 0 });
    expect(await registry.count()).toBe(2);
    expect(await registry.lookup('N12345')).toBeNull();
    expect(await registry.lookup('N100')).toMatchObject({ make: 'CIRRUS DESIGN CORP', model: 'SR22', year: 2012, engineManufacturer: 'CONT MOTOR' });
    expect(await registry.lookup('55ab')).toMatchObject({ tailNumber: 'N55AB', model: 'PA-28-181', regOwner: 'TAILWIND DEMO PARTNERS LLC' });
  });

  it('leaves the registry untouched when MASTER is cut off halfway', async () => {
    await expect(importFaaRegistry(orm, fixture('malformed'))).rejects.toThrow(/MASTER\.txt line 4: \d+ fields where the header has 35/);
    await expect(importFaaRegistry(orm, await largeFolder(5_000, 4_500))).rejects.toThrow(/line 4501/);
    expect(await registry.count()).toBe(2);
    expect(await registry.lookup('N100')).toMatchObject({ model: 'SR22' });
  });

  it('leaves the registry untouched when the progress callback throws', async () => {
    const folder = await largeFolder(5_000);
    let calls = 0;
    const failing = () => {
      if (++calls === 2) throw new Error('stop');
    };
    await expect(importFaaRegistry(orm, folder, failing)).rejects.toThrow('stop');
    await expect(importFaaRegistry(orm, fixture('first'), () => { throw new Error('at the end'); })).rejects.toThrow('at the end');
    expect(await registry.count()).toBe(2);
    expect(await registry.lookup('N55AB')).not.toBeNull();
  });

  it('streams a large MASTER in batches', async () => {
    const progress: number[] = [];
    expect(await importFaaRegistry(orm, await largeFolder(5_000), (read) => progress.push(read))).toEqual({ imported: 5_000, skipped: 0 });
    expect(progress.length).toBeGreaterThan(2);
    expect(await registry.lookup('N4999')).toMatchObject({ model: 'SR22' });
    expect(await registry.lookup('N55AB')).toBeNull();
  });

  it('refuses a missing folder, a missing file and a malformed header before touching the database', async () => {
    await expect(importFaaRegistry(orm, fixture('nowhere'))).rejects.toThrow(/No such folder/);
    await expect(importFaaRegistry(orm, path.join(fixture('first'), 'MASTER.txt'))).rejects.toThrow(/Not a folder/);
    await expect(importFaaRegistry(orm, FIXTURES)).rejects.toThrow(/MASTER\.txt not found/);
    const badHeader = importFaaRegistry(orm, fixture('bad-header'));
    await expect(badHeader).rejects.toBeInstanceOf(FaaFileError);
    await expect(badHeader).rejects.toThrow(/MASTER\.txt: malformed header, missing columns "N-NUMBER", "SERIAL NUMBER"/);
    expect(await registry.count()).toBe(5_000);
  });
});

describe('loadDemoRegistryIfEmpty', () => {
  it('loads nothing over an imported registry', async () => {
    expect(await registry.count()).toBeGreaterThan(0);
    expect(await loadDemoRegistryIfEmpty(orm)).toBe(0);
  });

  it('loads once into an empty registry, even when two processes start together', async () => {
    await orm.em.fork().execute('delete from registry_aircraft');
    const loaded = await Promise.all([loadDemoRegistryIfEmpty(orm), loadDemoRegistryIfEmpty(orm)]);
    expect(loaded.sort((a, b) => a - b)).toEqual([0, demoRegistryRows().length]);
    expect(await loadDemoRegistryIfEmpty(orm)).toBe(0);
    expect(await registry.count()).toBe(demoRegistryRows().length);
  });

  it('resolves the documented tail numbers', async () => {
    expect(await registry.lookup('N172SP')).toMatchObject({ make: 'CESSNA', model: '172S', year: 2005, categories: ['Land', 'Single Engine'] });
    expect(await registry.lookup('n22cr')).toEqual({
      tailNumber: 'N22CR', regOwner: 'DOE JANE Q', make: 'CIRRUS DESIGN CORP', model: 'SR22', serial: '3957', year: 2012,
      engineManufacturer: 'CONTINENTAL', engineModel: 'IO-550-N', classification: 'Fixed wing single engine', categories: ['Land', 'Single Engine'],
      classes: { multiEngine: false },
    });
    expect(await registry.lookup('8143M')).toMatchObject({ make: 'PIPER', model: 'PA-28-181' });
    expect(await registry.lookup('N-35BZ')).toMatchObject({ make: 'BEECH', model: 'V35' });
    for (const example of DEMO_REGISTRY_EXAMPLES) expect(await registry.lookup(example.tailNumber)).not.toBeNull();
  });
});
