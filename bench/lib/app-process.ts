import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';
import type { MemoryAnswer, MemoryRequest } from './app-server.js';

export interface MemoryReading {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

/** A process of ours (the app, an alert worker): its output kept for the checks, stopped or killed at will. */
export interface ChildHandle {
  readonly pid: number;
  readonly child: ChildProcess;
  /** Every line it wrote (stdout and stderr), oldest first. */
  lines: () => string[];
  /** Resolves with the first line matching `pattern` written from now or earlier, or rejects after timeoutMs. */
  waitForLine: (pattern: RegExp, timeoutMs: number) => Promise<string>;
  alive: () => boolean;
  /** SIGTERM (graceful), SIGKILL after 10 s. */
  stop: () => Promise<void>;
  /** SIGKILL at once, as a crash would. */
  kill: () => Promise<void>;
}

export interface AppHandle extends ChildHandle {
  base: string;
  port: number;
  /** The app's own memory (process.memoryUsage), after a full garbage collection when gc is true. */
  memory: (gc: boolean) => Promise<MemoryReading>;
  /** Resident set size read from /proc (no message to the app), in MB. */
  rssMb: () => number | null;
}

const MB = 1024 * 1024;

/** Node with tsx, as `npm start` runs: one process, so its pid is the process we measure. */
export function spawnTs(script: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = [], ipc = false): ChildHandle {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      const fresh = parts.filter((l) => l.trim());
      lines.push(...fresh);
      if (lines.length > 20_000) lines.splice(0, lines.length - 20_000);
      for (const line of fresh) {
        if (process.env.BENCH_VERBOSE) console.log(`  [${path(script)} ${child.pid}] ${line}`);
        for (const w of [...waiters]) {
          if (w.pattern.test(line)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(line);
          }
        }
      }
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid!,
    child,
    lines: () => [...lines],
    waitForLine: (pattern, timeoutMs) => {
      const earlier = lines.find((l) => pattern.test(l));
      if (earlier) return Promise.resolve(earlier);
      return new Promise((resolve, reject) => {
        const waiter = { pattern, resolve: (line: string) => (clearTimeout(timer), resolve(line)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`${path(script)} wrote no line matching ${pattern} within ${timeoutMs} ms; last lines:\n${lines.slice(-15).join('\n')}`));
        }, timeoutMs);
        waiters.push(waiter);
        void exited.then(() => {
          if (!waiters.includes(waiter)) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          clearTimeout(timer);
          reject(new Error(`${path(script)} exited (${child.exitCode ?? child.signalCode}) before writing ${pattern}; last lines:\n${lines.slice(-15).join('\n')}`));
        });
      });
    },
    alive,
    stop: async () => {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    kill: async () => {
      if (!alive()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const path = (script: string) => script.split('/').pop()!.replace(/\.ts$/, '');

/** The app (bench/lib/app-server.ts) on `databaseUrl`, on a free port; resolves once it listens. */
export async function startApp(databaseUrl: string, env: Record<string, string> = {}): Promise<AppHandle> {
  const port = await freePort();
  const handle = spawnTs('bench/lib/app-server.ts', { NODE_ENV: 'production', ...env, DATABASE_URL: databaseUrl, PORT: String(port) }, ['--expose-gc'], true);
  await handle.waitForLine(/^READY /, 120_000);
  let nextId = 0;
  const memory = (gc: boolean) =>
    new Promise<MemoryReading>((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => reject(new Error('the app did not answer a memory reading within 10 s')), 10_000);
      const listener = (m: MemoryAnswer) => {
        if (m?.type !== 'memory' || m.id !== id) return;
        handle.child.off('message', listener);
        clearTimeout(timer);
        resolve({ rssMb: m.usage.rss / MB, heapUsedMb: m.usage.heapUsed / MB, heapTotalMb: m.usage.heapTotal / MB, externalMb: m.usage.external / MB });
      };
      handle.child.on('message', listener);
      handle.child.send({ type: 'memory', id, gc } satisfies MemoryRequest);
    });
  const rssMb = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${handle.pid}/status`, 'utf8'))?.[1]);
      return Number.isFinite(kb) ? kb / 1024 : null;
    } catch {
      return null; // not Linux, or the process ended
    }
  };
  return { ...handle, base: `http://127.0.0.1:${port}`, port, memory, rssMb };
}
