import type { MikroORM } from '@mikro-orm/postgresql';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AirmenFileError, locateAirmenFiles, monthOfFolderName } from '../../adapters/airmen/airmen-file.parser.js';
import { importAirmen } from '../../adapters/airmen/airmen.importer.js';
import { PostgresAirmenDirectory } from '../../adapters/airmen/postgres-airmen.directory.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { createTestDatabase } from '../support/test-database.js';

const SAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'faa-airmen');

let orm: MikroORM;
let drop: () => Promise<void>;
let directory: PostgresAirmenDirectory;
const tempDirs: string[] = [];

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 4 });
  directory = new PostgresAirmenDirectory(orm);
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
  await Promise.all(tempDirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function tempFolder(name = 'airmen'): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'wingshare-airmen-'));
  tempDirs.push(root);
  const dir = path.join(root, name);
  await mkdir(dir);
  return dir;
}

/** The samples, with the basic file's rows after the header replaced by `rows` invented airmen when given. */
async function folderOf(rows?: number): Promise<string> {
  const dir = await tempFolder();
  await copyFile(path.join(SAMPLES, 'PILOT_CERT.csv'), path.join(dir, 'PILOT_CERT.csv'));
  if (rows === undefined) await copyFile(path.join(SAMPLES, 'PILOT_BASIC.csv'), path.join(dir, 'PILOT_BASIC.csv'));
  else {
    const [header] = (await readFile(path.join(SAMPLES, 'PILOT_BASIC.csv'), 'latin1')).split('\r\n');
    const lines = Array.from({ length: rows }, (_, i) => `A${String(9000000 + i)},PAT,PILOT${i},1 MAIN ST,,DENVER,CO,80231,USA,NM,3,012026,012031,,`);
    await writeFile(path.join(dir, 'PILOT_BASIC.csv'), [header, ...lines, ''].join('\r\n'), 'latin1');
  }
  return dir;
}

const count = async (table: string) => (await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0].n;

describe('importAirmen on the sample files', () => {
  it('loads every airman and certificate with the month, names normalised, no street', async () => {
    const result = await importAirmen(orm, SAMPLES, { month: '2026-11' });
    expect(result).toMatchObject({ month: '2026-11', airmen: 7, certificates: 9, skipped: 0, previous: null });
    expect(await directory.fileMonth()).toBe('2026-11');
    const [kathryn] = await orm.em.fork().execute('select * from airmen where unique_id = ?', ['C0000105']);
    expect(kathryn).toEqual({
      unique_id: 'C0000105', first_names: 'KATHRYN', last_key: 'ONEILL', city: 'PALO ALTO', state: 'CA', zip5: '94303',
      med_class: '3', med_date: '112019', basic_med_course_date: '', basic_med_cmec_date: '',
    });
    const columns = await orm.em.fork().execute<{ column_name: string }[]>(`select column_name from information_schema.columns where table_name = 'airmen'`);
    expect(columns.map((c) => c.column_name).some((c) => c.includes('street'))).toBe(false);
  });

  it('answers candidates by name prefix in a state or at a zip, and what the file says of one airman', async () => {
    const inKy = await directory.candidates({ lastKeyPrefix: 'HOLL', state: 'KY', zip: null });
    expect(inKy.map((c) => c.uniqueId).sort()).toEqual(['A0000101', 'A0000102']);
    expect(await directory.candidates({ lastKeyPrefix: 'HOLL', state: null, zip: '40214' })).toEqual([
      { uniqueId: 'A0000102', firstNames: 'ELLEN', lastKey: 'HOLLOWAY', city: 'LOUISVILLE', state: 'KY', zip5: '40214' },
    ]);
    expect(await directory.candidates({ lastKeyPrefix: 'HOLL', state: 'CO', zip: null })).toEqual([]);
    expect(await directory.airman('A0000103')).toEqual({
      certificate: 'atp', ratings: ['multi-engine', 'instrument', 'cfi', 'cfii'], cfiExpires: '2027-06-30',
      medical: { class: 1, month: '2026-06' }, basicMed: false,
    });
    expect(await directory.airman('A0000104')).toMatchObject({ certificate: 'commercial', medical: null, basicMed: true });
    expect(await directory.airman('A9999999')).toBeNull();
  });

  it('refuses a file more than 20 % smaller unless forced, keeping the loaded month', async () => {
    const small = await folderOf(5);
    await expect(importAirmen(orm, small, { month: '2026-12' })).rejects.toThrow(/more than 20 % fewer.*--force/);
    expect(await directory.fileMonth()).toBe('2026-11');
    expect(await count('airmen')).toBe(7);
    const forced = await importAirmen(orm, small, { month: '2026-12', force: true });
    expect(forced).toMatchObject({ airmen: 5, certificates: 0, previous: { month: '2026-11', airmen: 7 } });
    await importAirmen(orm, SAMPLES, { month: '2026-11' });
    expect(await count('airmen')).toBe(7);
  });

  it('keeps the previous month when the import fails part way', async () => {
    const dir = await folderOf(8);
    const lines = (await readFile(path.join(dir, 'PILOT_BASIC.csv'), 'latin1')).split('\r\n');
    lines[6] = lines[6].slice(0, 20); // a cut line
    await writeFile(path.join(dir, 'PILOT_BASIC.csv'), lines.join('\r\n'), 'latin1');
    await expect(importAirmen(orm, dir, { month: '2026-12' })).rejects.toThrow(/PILOT_BASIC.csv line 7: .* the file is cut or corrupt/);
    expect(await directory.fileMonth()).toBe('2026-11');
    // Interrupted (the script's SIGINT makes the progress callback throw): rolled back.
    await expect(importAirmen(orm, await folderOf(8), { month: '2026-12', onProgress: () => { throw new Error('interrupted'); } }))
      .rejects.toThrow('interrupted');
    expect(await directory.fileMonth()).toBe('2026-11');
    expect(await count('airmen')).toBe(7);
  });

  it('reads latin-1 names', async () => {
    const dir = await folderOf(0);
    const basic = (await readFile(path.join(dir, 'PILOT_BASIC.csv'), 'latin1')).replace(/\r\n$/, '');
    await writeFile(path.join(dir, 'PILOT_BASIC.csv'), `${basic}\r\nA0000201,JOSÉ,PEÑA,1 A ST,,SANTA FE,NM,87501,USA,SW,,,,,\r\n`, 'latin1');
    await importAirmen(orm, dir, { month: '2026-10', force: true });
    expect(await directory.candidates({ lastKeyPrefix: 'PENA', state: 'NM', zip: null })).toMatchObject([{ firstNames: 'JOSE', lastKey: 'PENA' }]);
    await importAirmen(orm, SAMPLES, { month: '2026-11', force: true });
  });
});

describe('the folder and its headers', () => {
  it('refuses a folder without the two files', async () => {
    const dir = await tempFolder();
    await copyFile(path.join(SAMPLES, 'PILOT_BASIC.csv'), path.join(dir, 'PILOT_BASIC.csv'));
    await expect(locateAirmenFiles(dir)).rejects.toThrow(new AirmenFileError(`PILOT_CERT.csv not found in ${dir}: the FAA's airmen download holds PILOT_BASIC.csv and PILOT_CERT.csv`));
    await expect(locateAirmenFiles(path.join(dir, 'nope'))).rejects.toThrow(/No such folder/);
  });

  it('refuses headers that differ from the FAA\'s', async () => {
    const dir = await folderOf();
    const basic = await readFile(path.join(dir, 'PILOT_BASIC.csv'), 'latin1');
    await writeFile(path.join(dir, 'PILOT_BASIC.csv'), basic.replace(' CITY,', ' TOWN,'), 'latin1');
    await expect(locateAirmenFiles(dir)).rejects.toThrow(`PILOT_BASIC.csv: the header differs from the FAA's at column 6 ("TOWN" where the FAA writes "CITY"); is this the FAA's PILOT_BASIC.csv?`);
    await expect(importAirmen(orm, dir, { month: '2026-12' })).rejects.toBeInstanceOf(AirmenFileError);
    expect(await directory.fileMonth()).toBe('2026-11');
  });

  it('reads the month from a folder named like the FAA zip', () => {
    expect(monthOfFolderName('/tmp/CS112026')).toBe('2026-11');
    expect(monthOfFolderName('/tmp/cs092026.zip/')).toBe('2026-09');
    expect(monthOfFolderName('/tmp/airmen')).toBeNull();
    expect(monthOfFolderName('/tmp/CS132026')).toBeNull();
  });
});
