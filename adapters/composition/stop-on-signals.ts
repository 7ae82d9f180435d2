import type { EmbeddedDatabase } from '../persistence/embedded-postgres.js';

/**
 * Ends a long-running process (the site, the alert worker) on SIGINT or SIGTERM: runs `steps` in order (stop
 * taking work, let the work in hand finish, close connections), stops the embedded PostgreSQL this process
 * started, and exits 0. A second signal while stopping is ignored.
 */
export function stopOnSignals(
  what: string,
  steps: (() => unknown)[],
  embedded: EmbeddedDatabase | null,
  log: (line: string) => void,
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${what}`);
    for (const step of steps) await step();
    if (embedded) {
      await embedded.stop();
      log('database stopped cleanly');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
