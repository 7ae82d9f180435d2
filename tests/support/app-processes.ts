import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();
// Whatever happens to the test (a failure, a crash, Ctrl-C), no app process outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface AppProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** What it printed so far (for a failing test's message). */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts tests/support/app-process.ts as a process of its own with `env` (DATABASE_URL, REDIS_URL, ...). */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const { DATABASE_URL: _url, REDIS_URL: _redis, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'support', 'app-process.ts')], {
    cwd: ROOT,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const stop = () => exit(child);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the app process did not start in 60 s:\n${output}`)), 60_000);
      child.stdout!.on('data', () => {
        if (output.includes(`listening on ${port}`)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the app process exited with ${code}:\n${output}`));
      });
    });
  } catch (e) {
    await stop();
    throw e;
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, output: () => output, stop };
}

/** SIGTERM, then SIGKILL if it has not ended within 10 s. */
function exit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      running.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
