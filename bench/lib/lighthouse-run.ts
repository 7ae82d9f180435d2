import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { LighthouseResult, Preset } from './lighthouse-summary.js';
import { raisePriority } from './proc.js';

/** Debian's Chromium: the bench never downloads a browser. CHROME_PATH picks another. */
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--no-first-run', '--disable-sync',
];

/**
 * One Lighthouse run of the performance category on `url` in a Chromium of its own (started and stopped here,
 * so no cache, storage or warm process carries over from another run). Mobile is Lighthouse's default config:
 * a Moto G Power's screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and a 4x CPU slowdown; desktop is its
 * desktop config (40 ms RTT, 10 Mbit/s, no CPU slowdown, 1350x940). Both simulate the throttling from the
 * observed load (Lighthouse's "simulate" method), as PageSpeed Insights does. `blockedUrlPatterns` refuses the
 * requests it matches.
 */
export async function runLighthouse(url: string, preset: Preset, priority: boolean, blockedUrlPatterns: string[] = []): Promise<LighthouseResult> {
  // Our own signal handler stops the browser (stopBrowser) and the site; chrome-launcher's would exit at once.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent', handleSIGINT: false });
  running = chrome;
  // Its processes (the renderers fork from the zygote started with it) get the bench's priority.
  if (priority && chrome.pid) raisePriority(chrome.pid);
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The full-page screenshot is for the HTML report only and costs seconds a run.
        disableFullPageScreenshot: true,
        // Requests refused as if the network failed them (a reference page without its code).
        ...(blockedUrlPatterns.length && { blockedUrlPatterns }),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr as unknown as LighthouseResult & { runtimeError?: { code: string; message: string } };
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    running = null;
    chrome.kill();
  }
}

let running: chromeLauncher.LaunchedChrome | null = null;

/** Stops the browser of a run in progress (the bench was interrupted). */
export function stopBrowser(): void {
  running?.kill();
  running = null;
}
