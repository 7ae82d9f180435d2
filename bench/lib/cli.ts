import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `--name=value` or `--name value` from argv, else the environment variable, else undefined. */
export function setting(name: string, env: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === `--${name}`) return args[i + 1];
    if (a.startsWith(`--${name}=`)) return a.slice(name.length + 3);
  }
  return process.env[env] || undefined;
}

export function numberSetting(name: string, env: string, fallback: number): number {
  const raw = setting(name, env);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} (${env}) must be a positive number, got "${raw}"`);
  return n;
}

export const flag = (name: string) => process.argv.slice(2).includes(`--${name}`);

/** Writes a report under bench/results (or where --out says); a short run writes nothing unless --out is given. */
export function writeReport(report: unknown, fullName: string, short: boolean, log: (line: string) => void): void {
  const out = setting('out', 'BENCH_OUT') ?? (short ? undefined : path.join('bench/results', fullName));
  if (!out) {
    log('short run: no result file written (--out <file> writes one)');
    return;
  }
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${out}`);
}
