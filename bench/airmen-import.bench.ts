/**
 * npm run bench:airmen: the FAA airmen import at the size of a real month (about 592,000 PILOT_BASIC and 682,000
 * PILOT_CERT rows, as an importer reported for August 2026), into a PostgreSQL of its own: a first import into
 * empty tables, then a second month replacing it (the monthly case: staging, the shrink check, the swap).
 * Reports wall time, rows a second and the CPU of this process and of the server, into
 * bench/results/airmen-import.json. Target: each import under two minutes on 2 cores.
 * AIRMEN_BASIC_ROWS and AIRMEN_CERT_ROWS change the size.
 */
import { createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { BASIC_HEADER, CERT_HEADER } from '../adapters/airmen/airmen-file.parser.js';
import { importAirmen } from '../adapters/airmen/airmen.importer.js';
import { openDatabase } from '../adapters/persistence/orm.js';
import { startPrivatePostgres } from './lib/private-postgres.js';
import { machine, round1, treeCpuMs } from './lib/proc.js';

const BASIC_ROWS = Number(process.env.AIRMEN_BASIC_ROWS ?? 592_000);
const CERT_ROWS = Number(process.env.AIRMEN_CERT_ROWS ?? 682_000);
const TARGET_S = 120;

const FIRST = ['JAMES', 'MARY', 'JOHN', 'PATRICIA', 'ROBERT', 'JENNIFER', 'MICHAEL', 'LINDA', 'WILLIAM', 'ELIZABETH', 'DAVID', 'BARBARA', 'RICHARD', 'SUSAN', 'JOSÉ', 'ZOË'];
const MIDDLE = ['', '', 'A', 'B', 'C', 'J', 'MARIE', 'LEE', 'ANN', 'R'];
const LAST = ['SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'JONES', 'GARCIA', 'MILLER', 'DAVIS', "O'NEILL", 'PEÑA-ARCE', 'HOLLOWAY', 'NGUYEN', 'WEISS', 'OKAFOR'];
const SUFFIX = ['', '', '', '', '', '', '', '', ' JR', ' III'];
const PLACES = [['LOUISVILLE', 'KY', '40206'], ['DENVER', 'CO', '80231'], ['PALO ALTO', 'CA', '94303'], ['BOSTON', 'MA', '02110'], ['AUSTIN', 'TX', '78701'], ['MIAMI', 'FL', '33101']];
const LEVELS = [['P', 'P/ASEL,P/INSTA'], ['C', 'C/ASEL,C/AMEL,C/INSTA'], ['A', 'A/AMEL,C/ASEL,A/INSTA'], ['S', ''], ['P', 'P/ASEL'], ['T', 'T/ASEL']];

/** Writes a full-size pair of files (latin-1, CRLF, the FAA's headers with their leading spaces). */
async function writeFiles(dir: string): Promise<void> {
  const write = async (name: string, header: readonly string[], rows: number, line: (i: number) => string) => {
    const out = createWriteStream(path.join(dir, name), { encoding: 'latin1' });
    out.write(`${header.join(', ')}\r\n`);
    let chunk = '';
    for (let i = 0; i < rows; i++) {
      chunk += `${line(i)}\r\n`;
      if (chunk.length > 1 << 20) {
        if (!out.write(chunk)) await once(out, 'drain');
        chunk = '';
      }
    }
    out.end(chunk);
    await once(out, 'finish');
  };
  const id = (i: number) => `A${String(1_000_000 + i).padStart(7, '0')}`;
  const pick = <T>(list: readonly T[], i: number, salt: number) => list[(i * salt + (i >> 3)) % list.length];
  await write('PILOT_BASIC.csv', BASIC_HEADER, BASIC_ROWS, (i) => {
    const [city, state, zip] = pick(PLACES, i, 7);
    const first = `${pick(FIRST, i, 3)} ${pick(MIDDLE, i, 11)}`.trim();
    const med = i % 5 ? `${String((i % 12) + 1).padStart(2, '0')}20${20 + (i % 7)}` : '';
    return [id(i), first, `${pick(LAST, i, 13)}${pick(SUFFIX, i, 17)}`, `${i % 9000} MAIN ST`, '', city, state, `${zip}-${String(i % 10000).padStart(4, '0')}`, 'USA', 'SO',
      med ? String((i % 3) + 1) : '', med, med, i % 11 ? '' : '042024', i % 11 ? '' : '042024'].join(',');
  });
  const empty = new Array<string>(CERT_HEADER.length - 6).fill('');
  await write('PILOT_CERT.csv', CERT_HEADER, CERT_ROWS, (i) => {
    const person = Math.floor((i * BASIC_ROWS) / CERT_ROWS);
    const [level, ratings] = pick(LEVELS, person, 5);
    const instructor = i > 0 && Math.floor(((i - 1) * BASIC_ROWS) / CERT_ROWS) === person; // a second row: the CFI certificate
    const fields = [...empty];
    (instructor ? ['F/ASE', 'F/INSTA'] : ratings ? ratings.split(',') : []).forEach((r, k) => (fields[k] = r));
    return [id(person), pick(FIRST, person, 3), pick(LAST, person, 13), instructor ? 'F' : 'P', instructor ? '' : level, instructor ? '06302027' : '', ...fields].join(',');
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'wingshare-airmen-bench-'));
const log = (line: string) => console.log(`[bench:airmen] ${line}`);
let server: Awaited<ReturnType<typeof startPrivatePostgres>> | null = null;
try {
  let started = performance.now();
  await writeFiles(dir);
  const mb = (statSync(path.join(dir, 'PILOT_BASIC.csv')).size + statSync(path.join(dir, 'PILOT_CERT.csv')).size) / 1024 / 1024;
  log(`wrote ${BASIC_ROWS.toLocaleString('en-US')} + ${CERT_ROWS.toLocaleString('en-US')} rows (${mb.toFixed(0)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  server = await startPrivatePostgres('wingshare_airmen_bench', 'wingshare-airmen-bench-pg-');
  const orm = await openDatabase(server.url, { poolMax: 2 });
  const runs = [];
  for (const [name, month] of [['first import (empty tables)', '2026-10'], ['next month (replaces a full month)', '2026-11']] as const) {
    const cpu = process.cpuUsage();
    const serverCpu = treeCpuMs(server.serverPid());
    started = performance.now();
    const result = await importAirmen(orm, dir, { month });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const run = {
      name, month, seconds: round1(seconds), airmen: result.airmen, certificates: result.certificates,
      rowsPerSecond: Math.round((result.airmen + result.certificates) / seconds),
      nodeCpuSeconds: round1((used.user + used.system) / 1e6),
      postgresCpuSeconds: round1((treeCpuMs(server.serverPid()) - serverCpu) / 1000),
      met: seconds < TARGET_S,
    };
    runs.push(run);
    log(`${name}: ${run.seconds} s, ${run.rowsPerSecond.toLocaleString('en-US')} rows/s, CPU ${run.nodeCpuSeconds} s here + ${run.postgresCpuSeconds} s PostgreSQL`);
  }
  await orm.close();
  const out = { when: new Date().toISOString(), machine: machine(), sizeMb: Math.round(mb), basicRows: BASIC_ROWS, certRows: CERT_ROWS, target: `each import under ${TARGET_S} s`, runs };
  const file = path.resolve(import.meta.dirname, 'results', 'airmen-import.json');
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.table(runs);
  log(`written to ${path.relative(process.cwd(), file)}`);
  process.exitCode = runs.every((r) => r.met) ? 0 : 1;
} finally {
  await server?.destroy();
  rmSync(dir, { recursive: true, force: true });
}
