import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once (the page gets its source: no request the CSP or a route would see). */
let axeSource: string | undefined;
const source = () => (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing element's selector with axe's summary of what is wrong with it. */
  nodes: { target: string; summary: string }[];
}

/** The impacts that fail a page. */
export const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * Rules axe rates "moderate" or "minor" that fail a page too: the page's outline, landmarks and roles, which
 * issue 34 found broken (headings skipping a level on /find, a listing's reviews repeated as same-named
 * regions, the footer's quotes as figures with a group role).
 */
export const ALSO_FAILING_RULES = ['heading-order', 'aria-allowed-role', 'landmark-unique', 'landmark-contentinfo-is-top-level', 'landmark-no-duplicate-contentinfo', 'landmark-main-is-top-level', 'landmark-no-duplicate-main'];

/**
 * Runs axe-core on the page as it stands (WCAG 2.x A and AA rules and axe's best practices) and answers its
 * violations of `impacts` and of `rules` whatever their impact. axe's source is evaluated through the debugger
 * protocol (page.evaluate): the site's content security policy would refuse it as an inline script.
 */
export async function axeViolations(page: Page, impacts = FAILING_IMPACTS, rules = ALSO_FAILING_RULES): Promise<AxeViolation[]> {
  // Colours are measured as drawn: a dialog fading in is half transparent (white on a pale blue, 3.2:1 on a busy
  // machine), so the page's finite animations end first.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
    }));
  });
  return violations.filter((v) => (v.impact !== null && impacts.includes(v.impact)) || rules.includes(v.id));
}

/** One line per failing element: the rule, its impact, the element and what axe says (for a test's message). */
export const describeViolations = (violations: AxeViolation[]): string[] =>
  violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target}: ${v.help}. ${n.summary}`));
