import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { routeKey } from '../http/route-access.js';
import { startAccessWorld, type AccessWorld } from '../http/route-access-world.js';
import { pathParam, queryString } from '../support/fuzz-arbitraries.js';
import { fuzzRoute, type FuzzRequest } from '../support/fuzz-http.js';
import { fillPath, fuzzTargets } from '../support/fuzz-targets.js';

// Issue 8, part 4: query strings (repeated and bracketed names, unicode, NUL bytes, broken percent-encoding)
// and path parameters (huge, negative, non-numeric ids) on every route.
const RUNS = 12;
const targets = fuzzTargets();

/** A DELETE must not hit a record the other targets use: no plain small numbers there. */
const harmless = (s: string) => !/^\d+$/.test(s) || Number(s) > 100_000_000;

let w: AccessWorld;
beforeAll(async () => {
  w = await startAccessWorld();
}, 120_000);
afterAll(() => w?.close());

describe('query strings and path parameters', () => {
  it.each(targets.map((t) => [`${routeKey(t.row)} as ${t.role}`, t] as const))('%s', async (_label, target) => {
    const valid = target.params(w);
    const names = [...target.row.path.matchAll(/:([a-z]+)/gi)].map((m) => m[1]!);
    const params = fc.tuple(...names.map((n) => (target.row.method === 'DELETE' ? pathParam(undefined).filter(harmless) : pathParam(valid[n]))));
    const requests = fc.tuple(params, queryString(target.query)).map(([values, query]): FuzzRequest => {
      const path = fillPath(target.row.path, Object.fromEntries(names.map((n, i) => [n, values[i]!])));
      return { method: target.row.method, url: query ? `${path}?${query}` : path, headers: { 'Accept-Version': '1.0.0' } };
    });
    await fuzzRoute(w, target, requests, RUNS);
  });
});
