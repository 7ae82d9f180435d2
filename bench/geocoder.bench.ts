/**
 * npm run bench:geocoder: the in-process zip-code geocoder behind the location box (autocomplete) and "use
 * my location" (reverse), once its table is loaded: microseconds per call, p50/p95/p99 over many calls, into
 * bench/results/geocoder.json. Target: well under a millisecond a call, so it never shows in a request.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { ZipcodeGeocoder } from '../adapters/geo/zipcode-geocoder.js';

const CALLS = Number(process.env.GEOCODER_CALLS ?? 20_000);
const geocoder = new ZipcodeGeocoder();
const loadStarted = performance.now();
geocoder.load();
const loadMs = performance.now() - loadStarted;

const QUERIES = ['402', '40202', 'louis', 'Louisville, KY', 'den', 'boston', 'palo al', '9', 'spring', 'new y'];

async function measure(name: string, call: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 1_000; i++) await call(i); // warm up
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 1000) / 1000;
  const mean = Math.round((times.reduce((a, b) => a + b, 0) / times.length) * 1000) / 1000;
  return { name, calls: CALLS, meanMs: mean, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), met: at(0.99) < 1 };
}

const results = [
  // Points spread over the contiguous US (the same walk the old timed test made).
  await measure('reverse', (i) => geocoder.reverse(25 + ((i * 7919) % 2400) / 100, -124 + ((i * 104729) % 5700) / 100)),
  await measure('autocomplete', (i) => geocoder.autocomplete(QUERIES[i % QUERIES.length]!, 8)),
];

const out = {
  when: new Date().toISOString(),
  machine: { cpus: cpus().length, loadAverage: loadavg().map((n) => Math.round(n * 100) / 100) },
  loadMs: Math.round(loadMs),
  target: 'p99 under 1 ms a call',
  results,
};
const file = path.resolve(import.meta.dirname, 'results', 'geocoder.json');
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`zip-code table loaded in ${out.loadMs} ms (load average ${out.machine.loadAverage.join(', ')})`);
console.table(results);
console.log(`written to ${path.relative(process.cwd(), file)}`);
process.exit(results.every((r) => r.met) ? 0 : 1);
