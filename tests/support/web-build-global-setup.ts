import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file that holds "ok" once the web apps are built, or why they could not be (tests/support/browser-app.ts). */
    webBuildOutcome: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The browser tests run two files at a time, each starting the site: the web apps are built once, before
 * any of them starts, so that two files never build into the same folders at once. The build is a process
 * of its own, started here and not waited for: vitest runs every project's global setup before the first
 * test, and the browser files run after the others (their own group), so the other projects' tests run
 * while it builds, instead of after it. Each browser file waits for its outcome (startBrowserApp).
 */
export default function buildWebMeanwhile(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wingshare-web-build-'));
  const outcome = path.join(dir, 'outcome');
  project.provide('webBuildOutcome', outcome);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'build-web.ts')], {
    cwd: ROOT,
    env: process.env, // WEB_BUNDLE_MODE, when set, as the tests' (scripts/build-web.ts)
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[e2e] ${line}`);
  };
  child.stdout.on('data', log);
  child.stderr.on('data', log);
  const ended = new Promise<void>((resolve) => {
    child.once('error', (e) => {
      writeFileSync(outcome, `the web build could not start: ${String(e)}`);
      resolve();
    });
    child.once('exit', (code, signal) => {
      writeFileSync(outcome, code === 0 ? 'ok' : `the web build ended with ${signal ?? code}:\n${output}`);
      resolve();
    });
  });
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await ended;
    rmSync(dir, { recursive: true, force: true });
  };
}
