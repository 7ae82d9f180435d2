/**
 * The summarising half of `npm run bench:pages` (bench/pages.bench.ts), kept apart from the browser so a unit
 * test can hold it to its word: what is read from a Lighthouse result, how three runs become one figure, what
 * the targets of issue 13 are, and the Markdown table of bench/README.md ("Page speed").
 */

/** The parts of a Lighthouse result (LHR) read here; the real object has far more. */
export interface LighthouseResult {
  lighthouseVersion: string;
  fetchTime: string;
  environment: { hostUserAgent: string; benchmarkIndex: number };
  runWarnings?: string[];
  categories: { performance: { score: number | null; auditRefs: { id: string; group?: string }[] } };
  audits: Record<string, LighthouseAudit>;
}

export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number>>;
  details?: {
    type?: string;
    overallSavingsMs?: number;
    overallSavingsBytes?: number;
    items?: unknown[];
  };
}

export type Preset = 'mobile' | 'desktop';

export interface PageMetrics {
  /** Largest contentful paint, ms. */
  lcpMs: number;
  /** First contentful paint, ms. */
  fcpMs: number;
  /** Total blocking time, ms. */
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes transferred before the user interacts: see TRANSFERRED_DEFINITION. */
  transferredBytes: number;
  /** Lighthouse's performance score, 0 to 100. */
  score: number;
}

export const METRIC_KEYS = ['lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'transferredBytes', 'score'] as const satisfies readonly (keyof PageMetrics)[];

export const TRANSFERRED_DEFINITION =
  'Lighthouse\'s total-byte-weight: the bytes that went over the network (as sent: compressed bodies plus headers) for every ' +
  'request of the load, from the navigation until the network and the main thread have been quiet for a second, with no ' +
  'scroll, tap or input. Lazy images outside the browser\'s loading margin are not in it; whatever the page fetches on its ' +
  'own (API calls, chunks, photos in view) is. KB are 1,024 bytes (Lighthouse\'s KiB).';

/** Issue 13's "Done when", per preset. */
export const TARGETS = {
  mobile: { lcpMs: 1500, tbtMs: 100, cls: 0.05, transferredKb: 300 },
  desktop: { score: 98, transferredKb: 300 },
} as const;

/** The middle value; for an even count the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures of one run. Throws when Lighthouse could not measure one (it then says why in the audit). */
export function metricsOf(lhr: LighthouseResult): PageMetrics {
  const value = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`Lighthouse measured no ${id}: ${lhr.audits[id]?.displayValue ?? 'audit missing'}`);
    return v;
  };
  const score = lhr.categories.performance.score;
  if (score === null) throw new Error('Lighthouse gave no performance score');
  return {
    lcpMs: Math.round(value('largest-contentful-paint')),
    fcpMs: Math.round(value('first-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(value('speed-index')),
    transferredBytes: Math.round(value('total-byte-weight')),
    score: Math.round(score * 100),
  };
}

/** Each figure is the median of its own values over the runs (not all taken from one run). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const out = {} as PageMetrics;
  for (const key of METRIC_KEYS) {
    const m = median(runs.map((r) => r[key]));
    out[key] = key === 'cls' ? Math.round(m * 1000) / 1000 : Math.round(m);
  }
  return out;
}

/**
 * The run whose diagnostics stand for the page: the one with the median score (the earlier run on a tie),
 * so its opportunities match figures near the medians.
 */
export function representativeRun(runs: readonly PageMetrics[]): number {
  if (!runs.length) throw new Error('no run');
  const order = runs.map((r, i) => ({ score: r.score, i })).sort((a, b) => a.score - b.score || a.i - b.i);
  return order[Math.floor((order.length - 1) / 2)]!.i;
}

const kb = (bytes: number) => bytes / 1024;

/** The targets a median misses, each as a short sentence; empty when all are met. */
export function missedTargets(preset: Preset, m: PageMetrics): string[] {
  const missed: string[] = [];
  if (preset === 'mobile') {
    const t = TARGETS.mobile;
    if (m.lcpMs > t.lcpMs) missed.push(`LCP ${ms(m.lcpMs)} > ${ms(t.lcpMs)}`);
    if (m.tbtMs > t.tbtMs) missed.push(`TBT ${ms(m.tbtMs)} > ${ms(t.tbtMs)}`);
    if (m.cls > t.cls) missed.push(`CLS ${m.cls} > ${t.cls}`);
  } else if (m.score < TARGETS.desktop.score) {
    missed.push(`score ${m.score} < ${TARGETS.desktop.score}`);
  }
  const limit = TARGETS[preset].transferredKb;
  if (kb(m.transferredBytes) > limit) missed.push(`${Math.round(kb(m.transferredBytes)).toLocaleString('en-US')} KB > ${limit} KB`);
  return missed;
}

export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const ms = (value: number) => `${value.toLocaleString('en-US')} ms`;

/** One row of a Lighthouse table, cut to what tells where the time or the bytes go. */
export interface Finding {
  url?: string;
  label?: string;
  wastedBytes?: number;
  wastedMs?: number;
  totalBytes?: number;
  ms?: number;
  /** A layout shift's share of the CLS. */
  score?: number;
}

export interface Opportunity {
  id: string;
  title: string;
  displayValue?: string;
  savingsMs?: number;
  savingsBytes?: number;
  /** Lighthouse's estimate of what fixing it would take off each metric (ms; CLS unitless). */
  metricSavings?: Partial<Record<string, number>>;
  top: Finding[];
}

export interface HoldsBack {
  lcpElement: { selector?: string; snippet?: string; text?: string } | null;
  /** TTFB, load delay, load time and render delay of the LCP, ms. */
  lcpPhases: Record<string, number>;
  /** Transferred bytes and requests by resource type. */
  bytesByType: Record<string, { requests: number; bytes: number }>;
  /** The biggest transfers of the load. */
  largestRequests: Finding[];
  /** Main-thread time by kind (script evaluation, style and layout, ...), ms, slowed down as the preset says. */
  mainThreadMs: Record<string, number>;
  /** Script execution time by file, ms. */
  scriptMs: Finding[];
  /** What shifted the layout. */
  layoutShifts: Finding[];
  /** Failing opportunities and diagnostics of the performance category, the biggest savings first. */
  opportunities: Opportunity[];
}

const TOP = 5;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function itemsOf(audit: LighthouseAudit | undefined): Record<string, unknown>[] {
  return (audit?.details?.items ?? []).filter(isRecord);
}

function finding(item: Record<string, unknown>): Finding {
  const node = isRecord(item.node) ? item.node : undefined;
  const f: Finding = {
    url: str(item.url) ?? str(item.source && isRecord(item.source) ? item.source.url : undefined),
    label: str(item.groupLabel) ?? str(node?.selector) ?? str(item.label),
    wastedBytes: num(item.wastedBytes),
    wastedMs: num(item.wastedMs),
    totalBytes: num(item.totalBytes) ?? num(item.transferSize),
    ms: num(item.total) ?? num(item.duration),
  };
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as Finding;
}

/** What Lighthouse says holds the page back, from one run. */
export function holdsBackOf(lhr: LighthouseResult): HoldsBack {
  const a = lhr.audits;
  const lcpTables = itemsOf(a['largest-contentful-paint-element']);
  const elementRow = lcpTables.map((t) => (Array.isArray(t.items) ? t.items[0] : undefined)).find((i) => isRecord(i) && isRecord(i.node));
  const node = isRecord(elementRow) && isRecord(elementRow.node) ? elementRow.node : undefined;
  const phaseRows = lcpTables.flatMap((t) => (Array.isArray(t.items) ? t.items.filter(isRecord) : [])).filter((i) => typeof i.phase === 'string');

  const bytesByType: HoldsBack['bytesByType'] = {};
  for (const row of itemsOf(a['resource-summary'])) {
    const type = str(row.resourceType);
    if (type && (num(row.requestCount) ?? 0) > 0) bytesByType[type] = { requests: num(row.requestCount)!, bytes: num(row.transferSize) ?? 0 };
  }
  const mainThreadMs: Record<string, number> = {};
  for (const row of itemsOf(a['mainthread-work-breakdown'])) {
    const label = str(row.groupLabel) ?? str(row.group);
    if (label) mainThreadMs[label] = num(row.duration) ?? 0;
  }

  const perfIds = new Set(lhr.categories.performance.auditRefs.filter((r) => r.group === 'diagnostics').map((r) => r.id));
  const opportunities = [...perfIds]
    .map((id) => a[id])
    .filter((audit): audit is LighthouseAudit => !!audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const savings = Object.fromEntries(Object.entries(audit.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0));
      const o: Opportunity = {
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue || undefined,
        savingsMs: num(audit.details?.overallSavingsMs) || undefined,
        savingsBytes: num(audit.details?.overallSavingsBytes) || undefined,
        metricSavings: Object.keys(savings).length ? savings : undefined,
        top: itemsOf(audit).map(finding).filter((f) => Object.keys(f).length).slice(0, TOP),
      };
      return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as unknown as Opportunity;
    })
    .sort((x, y) => weight(y) - weight(x) || x.id.localeCompare(y.id));

  return {
    lcpElement: node ? { selector: str(node.selector), snippet: str(node.snippet), text: str(node.nodeLabel) } : null,
    lcpPhases: Object.fromEntries(phaseRows.map((r) => [r.phase as string, num(r.timing) ?? 0])),
    bytesByType,
    largestRequests: itemsOf(a['total-byte-weight']).map(finding).slice(0, TOP),
    mainThreadMs,
    scriptMs: itemsOf(a['bootup-time']).map(finding).slice(0, TOP),
    layoutShifts: itemsOf(a['layout-shifts']).map((i) => ({ ...finding(i), score: Math.round(Number(i.score ?? 0) * 1000) / 1000 })).slice(0, TOP),
    opportunities,
  };
}

/** Sort key: estimated ms off LCP, FCP and TBT, then bytes (1 ms counted as 1 KB), then the audit's own savings. */
function weight(o: Opportunity): number {
  const ms = (o.metricSavings?.LCP ?? 0) + (o.metricSavings?.FCP ?? 0) + (o.metricSavings?.TBT ?? 0);
  return ms + (o.savingsMs ?? 0) + (o.savingsBytes ?? 0) / 1024;
}

export interface RunRecord extends PageMetrics {
  /** Lighthouse's measure of the host's CPU speed at the run (higher is faster; a busy machine scores low). */
  benchmarkIndex: number;
  /** The machine's 1-minute load average as the run ended. */
  loadAverage1m: number;
  /** Lighthouse's warnings about the run, if any. */
  warnings?: string[];
}

export interface PresetResult {
  median: PageMetrics;
  /** Lowest and highest of each figure over the runs. */
  range: Record<keyof PageMetrics, [number, number]>;
  runs: RunRecord[];
  /** Runs Lighthouse could not finish, with its reason. */
  failures: string[];
  missed: string[];
  holdsBack: HoldsBack | null;
}

export interface PageResult {
  name: string;
  path: string;
  /** A reference page (a page without its code, or the bench's one-paragraph floor): reported, held to no target. */
  reference?: boolean;
  presets: Partial<Record<Preset, PresetResult>>;
}

/** The runs of one page and preset as written to pages.json. */
export function presetResult(preset: Preset, runs: readonly RunRecord[], failures: string[], holdsBack: HoldsBack | null): PresetResult {
  if (!runs.length) throw new Error(`no run of the ${preset} preset finished: ${failures.join('; ')}`);
  const m = medianMetrics(runs);
  const range = Object.fromEntries(METRIC_KEYS.map((k) => [k, [Math.min(...runs.map((r) => r[k])), Math.max(...runs.map((r) => r[k]))]])) as PresetResult['range'];
  return { median: m, range, runs: [...runs], failures, missed: missedTargets(preset, m), holdsBack };
}

/** bench/README.md's table: one row per page, mobile medians, then desktop; "ok" or what is missed. */
export function markdownTable(pages: readonly PageResult[]): string {
  const head = ['page', 'mobile LCP', 'FCP', 'TBT', 'CLS', 'KB', 'score', 'desktop LCP', 'score', 'KB', 'targets'];
  const rows = pages.map((p) => {
    const mo = p.presets.mobile?.median;
    const de = p.presets.desktop?.median;
    const missed = [
      ...(p.presets.mobile?.missed ?? []).map((s) => `mobile ${s}`),
      ...(p.presets.desktop?.missed ?? []).map((s) => `desktop ${s}`),
    ];
    const dash = '-';
    const kbOf = (m: PageMetrics | undefined) => (m ? Math.round(kb(m.transferredBytes)).toLocaleString('en-US') : dash);
    return [
      p.name,
      mo ? seconds(mo.lcpMs) : dash, mo ? seconds(mo.fcpMs) : dash, mo ? `${mo.tbtMs} ms` : dash, mo ? String(mo.cls) : dash, kbOf(mo), mo ? String(mo.score) : dash,
      de ? seconds(de.lcpMs) : dash, de ? String(de.score) : dash, kbOf(de),
      p.reference ? 'reference' : missed.length ? `missed: ${missed.join('; ')}` : 'met',
    ];
  });
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}
