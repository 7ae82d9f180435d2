import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { routeKey } from '../http/route-access.js';
import { startAccessWorld, type AccessWorld } from '../http/route-access-world.js';
import { jsonBody } from '../support/fuzz-arbitraries.js';
import { fuzzRoute, type FuzzRequest } from '../support/fuzz-http.js';
import { fillPath, fuzzTargets } from '../support/fuzz-targets.js';

// Issue 8, part 4: random, wrongly typed, huge, deeply nested and broken JSON bodies, prototype-pollution
// keys included, to every route that reads a body: no 5xx, no stack trace, nothing stored when refused.
const RUNS = 24;
const targets = fuzzTargets((t) => t.row.method !== 'GET' && t.row.method !== 'HEAD');

let w: AccessWorld;
beforeAll(async () => {
  w = await startAccessWorld();
}, 120_000);
afterAll(() => w?.close());

describe('JSON bodies', () => {
  it.each(targets.map((t) => [`${routeKey(t.row)} as ${t.role}`, t] as const))('%s', async (_label, target) => {
    const url = fillPath(target.row.path, target.params(w));
    const requests = fc
      .tuple(jsonBody(target.fields, target.base?.(w)), fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/vnd.api+json'))
      .map(([body, type]): FuzzRequest => ({ method: target.row.method, url, headers: { 'Accept-Version': '1.0.0', 'Content-Type': type }, body }));
    await fuzzRoute(w, target, requests, RUNS);
  });
});
