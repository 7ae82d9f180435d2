import { describe, expect, it } from 'vitest';
import {
  holdsBackOf, markdownTable, median, medianMetrics, metricsOf, missedTargets, presetResult, representativeRun,
  type LighthouseAudit, type LighthouseResult, type PageMetrics, type RunRecord,
} from '../../../bench/lib/lighthouse-summary.js';

/** A Lighthouse result cut to the shape `npm run bench:pages` reads (the real one has the same paths). */
function lhr(values: Partial<Record<string, number>>, score: number | null = 0.42, extra: Record<string, Partial<LighthouseAudit>> = {}): LighthouseResult {
  const audit = (id: string, numericValue?: number): LighthouseAudit => ({ id, title: id, score: 1, numericValue });
  const audits: Record<string, LighthouseAudit> = {};
  for (const [id, v] of Object.entries(values)) audits[id] = audit(id, v);
  for (const [id, a] of Object.entries(extra)) audits[id] = { id, title: id, score: null, ...a };
  return {
    lighthouseVersion: '12.8.2',
    fetchTime: '2026-11-25T23:00:00.000Z',
    environment: { hostUserAgent: 'HeadlessChrome/156.0.0.0', benchmarkIndex: 1200 },
    categories: {
      performance: {
        score,
        auditRefs: Object.keys(extra).map((id) => ({ id, group: id.startsWith('hidden-') ? 'hidden' : 'diagnostics' })),
      },
    },
    audits,
  };
}

const FIGURES = {
  'largest-contentful-paint': 6048.897,
  'first-contentful-paint': 5334.598,
  'total-blocking-time': 180.4,
  'cumulative-layout-shift': 0.0230524964872372,
  'speed-index': 7012.2,
  'total-byte-weight': 1921914,
};

const metrics = (m: Partial<PageMetrics>): PageMetrics => ({
  lcpMs: 1000, fcpMs: 800, tbtMs: 50, cls: 0.01, speedIndexMs: 1200, transferredBytes: 200 * 1024, score: 99, ...m,
});
const record = (m: Partial<PageMetrics>): RunRecord => ({ ...metrics(m), benchmarkIndex: 1000, loadAverage1m: 1.5 });

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([6.6, 4.7, 3.9])).toBe(4.7);
    expect(median([3])).toBe(3);
  });
  it('is the mean of the two middle values of an even count', () => {
    expect(median([400, 100, 300, 200])).toBe(250);
  });
  it('refuses no values', () => {
    expect(() => median([])).toThrow('median of nothing');
  });
});

describe('metricsOf: one run read from the Lighthouse result', () => {
  it('takes LCP, FCP, TBT, speed index in whole ms, CLS to three places, the total byte weight and the score out of 100', () => {
    expect(metricsOf(lhr(FIGURES))).toEqual({
      lcpMs: 6049, fcpMs: 5335, tbtMs: 180, cls: 0.023, speedIndexMs: 7012, transferredBytes: 1921914, score: 42,
    });
  });
  it('fails a run Lighthouse could not measure, with its reason', () => {
    const noLcp = lhr({ ...FIGURES, 'largest-contentful-paint': undefined });
    noLcp.audits['largest-contentful-paint']!.displayValue = 'NO_LCP';
    expect(() => metricsOf(noLcp)).toThrow('Lighthouse measured no largest-contentful-paint: NO_LCP');
    expect(() => metricsOf(lhr(FIGURES, null))).toThrow('no performance score');
  });
});

describe('three runs become one figure', () => {
  const runs = [
    metrics({ lcpMs: 6600, tbtMs: 90, cls: 0.2, score: 40, transferredBytes: 300 }),
    metrics({ lcpMs: 4700, tbtMs: 180, cls: 0.01, score: 55, transferredBytes: 100 }),
    metrics({ lcpMs: 3900, tbtMs: 120, cls: 0.05, score: 47, transferredBytes: 200 }),
  ];

  it('takes the median of each figure on its own, not all figures of one run', () => {
    expect(medianMetrics(runs)).toEqual({ lcpMs: 4700, fcpMs: 800, tbtMs: 120, cls: 0.05, speedIndexMs: 1200, transferredBytes: 200, score: 47 });
  });

  it('reads the diagnostics of the run with the median score, the earlier on a tie', () => {
    expect(representativeRun(runs)).toBe(2);
    expect(representativeRun([metrics({ score: 60 }), metrics({ score: 50 }), metrics({ score: 60 })])).toBe(0);
    expect(representativeRun([metrics({ score: 70 })])).toBe(0);
  });
});

describe('missedTargets: issue 13\'s "Done when"', () => {
  it('meets the mobile targets at their limits and misses them just past', () => {
    expect(missedTargets('mobile', metrics({ lcpMs: 1500, tbtMs: 100, cls: 0.05, transferredBytes: 300 * 1024 }))).toEqual([]);
    expect(missedTargets('mobile', metrics({ lcpMs: 1501, tbtMs: 101, cls: 0.051, transferredBytes: 300 * 1024 + 600 }))).toEqual([
      'LCP 1,501 ms > 1,500 ms', 'TBT 101 ms > 100 ms', 'CLS 0.051 > 0.05', '301 KB > 300 KB',
    ]);
  });
  it('holds desktop to a score of 98 and the same 300 KB, not to the mobile timings', () => {
    expect(missedTargets('desktop', metrics({ score: 98, lcpMs: 9000, tbtMs: 900 }))).toEqual([]);
    expect(missedTargets('desktop', metrics({ score: 97, transferredBytes: 1532 * 1024 }))).toEqual(['score 97 < 98', '1,532 KB > 300 KB']);
  });
});

describe('presetResult: what pages.json holds per page and preset', () => {
  it('has the medians, the range, every run, the failures, the misses and what holds the page back', () => {
    const runs = [record({ lcpMs: 2000, score: 80 }), record({ lcpMs: 1400, score: 90 }), record({ lcpMs: 1450, score: 85 })];
    const result = presetResult('mobile', runs, ['run 2: NO_FCP'], null);
    expect(Object.keys(result)).toEqual(['median', 'range', 'runs', 'failures', 'missed', 'holdsBack']);
    expect(result.median).toMatchObject({ lcpMs: 1450, score: 85 });
    expect(result.range.lcpMs).toEqual([1400, 2000]);
    expect(result.range.score).toEqual([80, 90]);
    expect(result.runs).toEqual(runs);
    expect(result.failures).toEqual(['run 2: NO_FCP']);
    expect(result.missed).toEqual([]);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
  it('refuses a page and preset none of whose runs finished', () => {
    expect(() => presetResult('desktop', [], ['run 1: timeout'], null)).toThrow('no run of the desktop preset finished: run 1: timeout');
  });
});

describe('holdsBackOf: what Lighthouse says holds the page back', () => {
  const result = lhr(FIGURES, 0.3, {
    'largest-contentful-paint-element': {
      score: 0,
      displayValue: '6,050 ms',
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { selector: 'section.hero > p.hero-text', snippet: '<p class="hero-text">', nodeLabel: 'Wingshare connects…' } }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 612.37 }, { phase: 'Load Delay', timing: 0 }, { phase: 'Render Delay', timing: 5436.5 }] },
        ],
      },
    },
    'uses-text-compression': {
      score: 0, displayValue: 'Est savings of 636 KiB', metricSavings: { FCP: 900, LCP: 900 },
      details: { type: 'opportunity', overallSavingsMs: 900, overallSavingsBytes: 651000, items: [{ url: '/assets/airport-map.js', totalBytes: 465775, wastedBytes: 326540 }] },
    },
    'render-blocking-resources': {
      score: 0.5, metricSavings: { FCP: 0, LCP: 0 },
      details: { type: 'opportunity', overallSavingsMs: 0, items: [{ url: '/assets/index.css', totalBytes: 27084, wastedMs: 458 }] },
    },
    'bootup-time': { score: 0, displayValue: '18.4 s', details: { type: 'table', items: [{ url: '/assets/index.js', total: 10673.02 }] } },
    'uses-long-cache-ttl': { score: 1, details: { type: 'table', items: [] } },
    'hidden-insight': { score: 0, details: { type: 'table', items: [] } },
    'resource-summary': {
      details: { type: 'table', items: [
        { resourceType: 'total', requestCount: 50, transferSize: 1921914 },
        { resourceType: 'script', requestCount: 19, transferSize: 884280 },
        { resourceType: 'font', requestCount: 0, transferSize: 0 },
      ] },
    },
    'mainthread-work-breakdown': { details: { type: 'table', items: [{ group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 18384.26 }] } },
    'total-byte-weight': { details: { type: 'table', items: [{ url: '/assets/airport-map.js', totalBytes: 465749 }] } },
    'layout-shifts': { details: { type: 'table', items: [{ node: { selector: 'svg.hero-art' }, score: 0.0230524 }] } },
  });
  const h = holdsBackOf(result);

  it('names the LCP element and its phases', () => {
    expect(h.lcpElement).toEqual({ selector: 'section.hero > p.hero-text', snippet: '<p class="hero-text">', text: 'Wingshare connects…' });
    expect(h.lcpPhases).toEqual({ TTFB: 612, 'Load Delay': 0, 'Render Delay': 5437 });
  });

  it('gives the bytes by type (types with requests only), the biggest transfers, the main-thread time and the shifts', () => {
    expect(h.bytesByType).toEqual({ total: { requests: 50, bytes: 1921914 }, script: { requests: 19, bytes: 884280 } });
    expect(h.largestRequests).toEqual([{ url: '/assets/airport-map.js', totalBytes: 465749 }]);
    expect(h.mainThreadMs).toEqual({ 'Script Evaluation': 18384 });
    expect(h.scriptMs).toEqual([{ url: '/assets/index.js', ms: 10673 }]);
    expect(h.layoutShifts).toEqual([{ label: 'svg.hero-art', score: 0.023 }]);
  });

  it('lists the failing opportunities and diagnostics of the performance category, the biggest savings first', () => {
    // No savings estimate: after those that have one, by name.
    expect(h.opportunities.map((o) => o.id)).toEqual(['uses-text-compression', 'bootup-time', 'largest-contentful-paint-element', 'render-blocking-resources']);
    expect(h.opportunities[0]).toEqual({
      id: 'uses-text-compression', title: 'uses-text-compression', displayValue: 'Est savings of 636 KiB',
      savingsMs: 900, savingsBytes: 651000, metricSavings: { FCP: 900, LCP: 900 },
      top: [{ url: '/assets/airport-map.js', totalBytes: 465775, wastedBytes: 326540 }],
    });
    expect(h.opportunities[3]!.top).toEqual([{ url: '/assets/index.css', totalBytes: 27084, wastedMs: 458 }]);
  });
});

describe('markdownTable: the README\'s summary', () => {
  it('has a row per page with the mobile and desktop medians and the targets missed', () => {
    const fast = presetResult('mobile', [record({})], [], null);
    const slowDesktop = presetResult('desktop', [record({ score: 91, lcpMs: 2100 })], [], null);
    const table = markdownTable([
      { name: '/faq', path: '/faq', presets: { mobile: fast, desktop: presetResult('desktop', [record({})], [], null) } },
      { name: '/', path: '/', presets: { mobile: presetResult('mobile', [record({ lcpMs: 6600, transferredBytes: 1532 * 1024 })], [], null), desktop: slowDesktop } },
    ]).split('\n');
    expect(table[0]).toBe('| page | mobile LCP | FCP | TBT | CLS | KB | score | desktop LCP | score | KB | targets |');
    expect(table[2]).toBe('| /faq | 1.0 s | 0.8 s | 50 ms | 0.01 | 200 | 99 | 1.0 s | 99 | 200 | met |');
    expect(table[3]).toBe('| / | 6.6 s | 0.8 s | 50 ms | 0.01 | 1,532 | 99 | 2.1 s | 91 | 200 | missed: mobile LCP 6,600 ms > 1,500 ms; mobile 1,532 KB > 300 KB; desktop score 91 < 98 |');
  });
});
