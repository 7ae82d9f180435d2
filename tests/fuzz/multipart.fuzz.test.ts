import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { routeKey } from '../http/route-access.js';
import { startAccessWorld, type AccessWorld } from '../http/route-access-world.js';
import { formParts, multipartBody, multipartBreakage, type FormPart } from '../support/fuzz-arbitraries.js';
import { fuzzRoute, type FuzzRequest } from '../support/fuzz-http.js';
import { fillPath, fuzzTargets } from '../support/fuzz-targets.js';

// Issue 8, part 4: multipart bodies on every upload route: random parts, wrong field names, parts without
// a name, too many files, non-image bytes, broken framing.
const RUNS = 40;
const targets = fuzzTargets((t) => t.body === 'multipart');

let w: AccessWorld;
beforeAll(async () => {
  w = await startAccessWorld();
}, 120_000);
afterAll(() => w?.close());

describe('multipart bodies', () => {
  it.each(targets.map((t) => [`${routeKey(t.row)} as ${t.role}`, t] as const))('%s', async (_label, target) => {
    const form = target.form!;
    const url = fillPath(target.row.path, target.params(w));
    const manyFiles = fc.constantFrom(5, 21, 40).map((n) =>
      Array.from({ length: n }, (): FormPart => ({ name: form.file, filename: 'p.png', contentType: 'image/png', data: Buffer.from('\x89PNG\r\n\x1a\n') })),
    );
    const parts = fc.oneof({ weight: 6, arbitrary: formParts(form, target.fields, target.base?.(w)) }, { weight: 1, arbitrary: manyFiles });
    const boundary = fc.constantFrom('fuzzboundary', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'x', 'a'.repeat(70));
    const requests = fc.tuple(parts, multipartBreakage, boundary).map(([p, breakage, b]): FuzzRequest => ({
      method: target.row.method,
      url,
      headers: { 'Accept-Version': '1.0.0', 'Content-Type': `multipart/form-data; boundary=${b}` },
      body: multipartBody(p, breakage, b),
    }));
    await fuzzRoute(w, target, requests, RUNS);
  });
});
