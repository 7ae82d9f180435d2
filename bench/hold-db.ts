/**
 * `npx tsx bench/hold-db.ts`: starts the bench database (as `npm run bench` does), prints its address and
 * keeps it up until Ctrl-C, to try statements against the million-row data set with psql.
 */
import { openBenchDatabase } from './bench-database.js';

const db = await openBenchDatabase((line) => console.log(`[bench] ${line}`));
console.log(`READY ${db.url}`);
const stop = async () => {
  await db.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
setInterval(() => undefined, 1 << 30);
