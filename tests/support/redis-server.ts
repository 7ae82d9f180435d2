import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';

export interface RedisServer {
  url: string;
  port: number;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill: () => Promise<void>;
  /** Starts it again on the same port (empty: nothing is saved). */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

const BINARY = process.env.REDIS_SERVER_BIN || 'redis-server';

/**
 * Whether Debian's redis-server (apt-get install redis-server; .ci/run installs it) can run here. Without
 * it the Redis tests are skipped with a message, except in CI (CI set), where its absence is a failure.
 */
export function redisServerAvailable(): boolean {
  const found = spawnSync(BINARY, ['--version'], { encoding: 'utf8' }).status === 0;
  if (!found && process.env.CI) throw new Error(`${BINARY} is missing: CI must install it (apt-get install redis-server, see .ci/run)`);
  if (!found) console.warn(`[redis tests] skipped: ${BINARY} is not installed (apt-get install redis-server to run them)`);
  return found;
}

/** A throwaway redis-server on a free local port, nothing persisted, stopped by the test. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: async () => {
      await exit(child, 'SIGKILL');
    },
    restart: async () => {
      child = await launch(port);
    },
    stop: async () => {
      await exit(child, 'SIGTERM');
    },
  };
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on port ${port}: ${output}`)), 10_000);
    const poll = setInterval(() => {
      // Ready once it answers a PING (redis-cli comes with the package).
      const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
      if (ping.stdout?.trim() === 'PONG') {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(child);
      }
    }, 50);
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
}

function exit(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
