import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { routeKey } from '../http/route-access.js';
import { startAccessWorld, type AccessWorld } from '../http/route-access-world.js';
import { headerSet, jsonObjectText, multipartBody, mutatedObjectText } from '../support/fuzz-arbitraries.js';
import { fuzzRoute, type FuzzRequest } from '../support/fuzz-http.js';
import { fillPath, fuzzTargets } from '../support/fuzz-targets.js';

// Issue 8, part 4: headers that lie (content types, encodings, versions), bad tokens and cookies, huge
// values, on every route, with a body of the kind the route reads when it reads one.
const RUNS = 10;
const targets = fuzzTargets();

let w: AccessWorld;
beforeAll(async () => {
  w = await startAccessWorld();
}, 120_000);
afterAll(() => w?.close());

describe('headers', () => {
  it.each(targets.map((t) => [`${routeKey(t.row)} as ${t.role}`, t] as const))('%s', async (_label, target) => {
    const url = fillPath(target.row.path, target.params(w));
    const base = target.base?.(w);
    const json = base ? mutatedObjectText(base, target.fields) : jsonObjectText(target.fields);
    const body: fc.Arbitrary<string | Buffer | undefined> =
      target.body === 'none'
        ? fc.constant(undefined)
        : target.body === 'json'
          ? json
          : json.map((text) => multipartBody([{ name: target.form!.json, data: Buffer.from(text) }], 'none', 'fuzzboundary'));
    const requests = fc.tuple(headerSet, body).map(([headers, payload]): FuzzRequest => ({
      method: target.row.method,
      url,
      headers: {
        'Accept-Version': '1.0.0',
        ...(payload === undefined ? {} : { 'Content-Type': target.body === 'multipart' ? 'multipart/form-data; boundary=fuzzboundary' : 'application/json' }),
        ...headers,
      },
      body: payload,
    }));
    await fuzzRoute(w, target, requests, RUNS);
  });
});
