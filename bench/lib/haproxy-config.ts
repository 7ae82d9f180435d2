import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The deployment's HAProxy settings (compose.yaml mounts the same file). */
export const HAPROXY_CFG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));

export const HAPROXY_BIN = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';

/**
 * Whether Debian's haproxy (apt-get install haproxy; .ci/run installs it) can run here. Without it the checks
 * that need it are skipped with a message, except in CI (CI set), where its absence is a failure.
 */
export function haproxyAvailable(): boolean {
  const found = spawnSync(HAPROXY_BIN, ['-v'], { encoding: 'utf8' }).status === 0;
  if (!found && process.env.CI) throw new Error(`${HAPROXY_BIN} is missing: CI must install it (apt-get install haproxy, see .ci/run)`);
  if (!found) console.warn(`[haproxy checks] skipped: ${HAPROXY_BIN} is not installed (apt-get install haproxy to run them)`);
  return found;
}

/** `haproxy -c`: null when HAProxy accepts the file, else what it said. */
export function haproxyRefuses(file: string): string | null {
  const checked = spawnSync(HAPROXY_BIN, ['-c', '-f', file], { encoding: 'utf8' });
  return checked.status === 0 ? null : `${checked.stdout}${checked.stderr}`;
}

export interface HaproxyOnThisMachine {
  /** The app processes, in place of compose.yaml's app1..appN (each checked, and again unchecked as a backup). */
  apps: { name: string; host: string; port: number }[];
  /** The visitors' address and port, in place of `bind :80`. */
  bind: string;
  /** The stats page's address and port, in place of `bind :8404`; null leaves the stats frontend out. */
  stats: string | null;
  /** Lines added to `global` (a `stats socket ...` for `show stat`). */
  global?: string[];
  /** Replaces the backend's `default-server` options (e.g. a shorter `inter` for a bench). */
  defaultServer?: string;
}

/**
 * deploy/haproxy.cfg for processes on this machine: the app servers, the binds and the stats replaced, the
 * `resolvers docker` section (Docker's DNS) and its use dropped; the rest (timeouts, retries, the health
 * check, the unchecked backups) kept as the deployment has it.
 */
export function renderHaproxyCfg(source: string, machine: HaproxyOnThisMachine): string {
  const out: string[] = [];
  let section = '';
  let serversWritten = false;
  let backupsWritten = false;
  for (const line of source.split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) {
      section = line.trim();
      if (section.startsWith('resolvers ')) continue;
      if (section.startsWith('frontend stats') && machine.stats === null) continue;
      out.push(line);
      if (section === 'global') for (const extra of machine.global ?? []) out.push(`    ${extra}`);
      continue;
    }
    if (section.startsWith('resolvers ') || (section.startsWith('frontend stats') && machine.stats === null)) continue;
    const trimmed = line.trim();
    if (section === 'frontend www' && trimmed === 'bind :80') {
      out.push(`    bind ${machine.bind}`);
      continue;
    }
    if (section.startsWith('frontend stats') && trimmed === 'bind :8404') {
      out.push(`    bind ${machine.stats}`);
      continue;
    }
    if (section.startsWith('backend ') && trimmed.startsWith('default-server ')) {
      out.push(`    default-server ${machine.defaultServer ?? trimmed.slice('default-server '.length).replace(/\s*resolvers \S+/, '')}`);
      continue;
    }
    if (section.startsWith('backend ') && trimmed.startsWith('server ')) {
      // The deployment's server lines (checked, then unchecked backups) become this machine's, in that order.
      const backup = /\sbackup\b/.test(trimmed);
      if (!backup && !serversWritten) {
        for (const a of machine.apps) out.push(`    server ${a.name} ${a.host}:${a.port} check`);
        serversWritten = true;
      }
      if (backup && !backupsWritten) {
        for (const a of machine.apps) out.push(`    server ${a.name}-unchecked ${a.host}:${a.port} backup`);
        backupsWritten = true;
      }
      continue;
    }
    out.push(line);
  }
  return out.join('\n').replace(/\n*$/, '\n'); // HAProxy refuses a last line without its LF
}
