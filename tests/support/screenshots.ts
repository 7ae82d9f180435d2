import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder the browser tests keep their screenshots in, from WINGSHARE_SHOTS: without it they take none
 * (a screenshot is for a person to look at; no assertion reads one).
 */
export const SHOTS_DIR: string | undefined = process.env.WINGSHARE_SHOTS || undefined;

/**
 * Keeps a screenshot of a page or an element as `<WINGSHARE_SHOTS>/<name>.png` when that variable is set;
 * otherwise does nothing. `fullPage` is a page's whole length (pages only).
 */
export async function keepScreenshot(
  target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> },
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SHOTS_DIR) return;
  const file = path.join(SHOTS_DIR, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, ...options });
}
