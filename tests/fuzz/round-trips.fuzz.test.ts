import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessWorld, type AccessWorld } from '../http/route-access-world.js';
import { applyMutation, multipartBody, nestedMutation, TINY_PNG, type FormPart } from '../support/fuzz-arbitraries.js';
import { callerOf, checkAnswer, send, shown, snapshot, type FuzzRequest } from '../support/fuzz-http.js';
import { fuzzParameters } from '../support/fuzz-seed.js';
import { ROUND_TRIPS, type RoundTrip } from '../support/fuzz-targets.js';

// Issue 12, defect 1: every write accepts back the shapes the API itself answers. Each read's answer goes
// back to its write, unchanged (it must succeed) or with one nested value of the wrong type (an airport
// { id: "x" }, a list where text goes, an object inside a list...): never a 5xx, a success or a clear 400,
// and nothing stored by a refused request.
const RUNS = 20;
const BOUNDARY = 'roundtripboundary';

let w: AccessWorld;
beforeAll(async () => {
  w = await startAccessWorld();
}, 120_000);
afterAll(() => w?.close());

/** The write as a request: a JSON body (under the form's field name) or the multipart form the site sends. */
function writeRequest(trip: RoundTrip, path: string, text: string, multipart: boolean): FuzzRequest {
  const headers = { 'Accept-Version': '1.0.0' };
  const form = trip.form;
  if (form && (multipart || form.files > 0)) {
    const parts: FormPart[] = [
      { name: form.json, data: Buffer.from(text) },
      ...Array.from({ length: form.files }, (): FormPart => ({ name: form.file, filename: 'p.png', contentType: 'image/png', data: TINY_PNG })),
    ];
    return { method: trip.method, url: path, headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, body: multipartBody(parts, 'none', BOUNDARY) };
  }
  const json = form ? `{${JSON.stringify(form.json)}:${text}}` : text;
  return { method: trip.method, url: path, headers: { ...headers, 'Content-Type': 'application/json' }, body: json };
}

describe('each read written back to its write', () => {
  it.each(ROUND_TRIPS.map((t) => [t.name, t] as const))('%s', async (_label, trip) => {
    const client = await callerOf(w, trip);
    const cases = fc.record({ mutation: fc.option(nestedMutation, { freq: 4, nil: null }), multipart: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(cases, async ({ mutation, multipart }) => {
        const answer = await trip.read(w, client);
        const changed = mutation ? applyMutation(answer, mutation) : { text: JSON.stringify(answer), path: '' };
        const req = writeRequest(trip, trip.path(w, answer), changed.text, multipart);
        const before = await snapshot(w);
        const res = await send(client, req);
        checkAnswer(req, res);
        const what = `${changed.path ? `${changed.path} = ${JSON.stringify(mutation!.value)}` : 'unchanged'}: ${shown(req, res)}`;
        if (!mutation) expect(res.status, what).toBe(trip.ok);
        if (res.status >= 400) {
          expect([400, 409], what).toContain(res.status);
          expect(Array.isArray(res.body.errors) && res.body.errors.length > 0, what).toBe(true);
          expect(await snapshot(w), `a refused request changed stored data: ${what}`).toBe(before);
        }
      }),
      fuzzParameters(trip.runs ?? RUNS),
    );
  });
});
