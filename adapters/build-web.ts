import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_APPS = [
  { name: 'public site', dir: path.join(ROOT, 'web-public') },
  { name: 'back office', dir: path.join(ROOT, 'web-admin') },
] as const;

export const distOf = (dir: string) => path.join(dir, 'dist');

/** Builds the two web apps with Vite when they are not built yet (or always, with force). */
export async function ensureWebBuilt(options: { force?: boolean; log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? console.log;
  const todo = WEB_APPS.filter((app) => options.force || !existsSync(path.join(distOf(app.dir), 'index.html')));
  if (!todo.length) return;
  const { build } = await import('vite');
  for (const app of todo) {
    log(`building the ${app.name} (once; later starts reuse it)...`);
    await build({ configFile: path.join(app.dir, 'vite.config.ts'), logLevel: 'warn' });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureWebBuilt({ force: process.argv.includes('--force') }).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
