import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessWorld, type AccessWorld } from '../http/route-access-world.js';
import { wellFormedText } from '../../adapters/http/middleware/nul-character.middleware.js';
import { checkAnswer, snapshot } from '../support/fuzz-http.js';
import { V } from '../support/test-app.js';

// What the fuzzing found (each was a 500), replayed as fixed requests so it stays fixed.
let w: AccessWorld;
beforeAll(async () => {
  w = await startAccessWorld();
}, 120_000);
afterAll(() => w?.close());

const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000)';
const expect400 = async (call: PromiseLike<{ status: number; body: { message?: string; errors?: string[] } }>, message?: string) => {
  const res = await call;
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  if (message) expect(res.body.errors).toContain(message);
};

describe('objects where text or a number is expected (Number() and String() of {"toString": ...} threw)', () => {
  it('refuses an airport sent as such an object at sign-up and on the profile', async () => {
    const user = { username: 'objairport', email: 'objairport@example.com', password: 'flying-high', airport: { toString: {} } };
    await expect400(w.as('visitor').post('/api/user').set(V).type('json').send(JSON.stringify({ user })), 'Please select an airport');
    await expect400(w.as('user').patch('/api/user').set(V).send({ user: { airport: { valueOf: 1, toString: 2 } } }), 'Please select an airport');
  });

  it('refuses such an object as a listing\'s airport or as a photo\'s file index or rotation', async () => {
    const before = await snapshot(w);
    const share = (extra: Record<string, unknown>) =>
      w.as('owner').post('/api/share').set(V).send({ share: {
        type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N4040F', title: 'Skyhawk', ratePerHour: 150, description: 'Nice.', make: 'Cessna', model: '172S',
        airport: w.ids.airport, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true, ...extra,
      } });
    await expect400(share({ airport: { toString: [] } }));
    await expect400(share({ media: [{ type: 'image', file: { toString: 1 } }] }));
    await expect400(share({ media: [{ type: 'image', file: 0, rotate: { valueOf: 'x' } }] }));
    expect(await snapshot(w)).toBe(before);
  });

  it('refuses such objects in the back office\'s filter ids, id filters and sort field', async () => {
    const list = (resource: string, query: Record<string, unknown>) =>
      w.as('admin').get(`/api/admin/${resource}`).query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))).set(V);
    await expect400(list('users', { filter: { id: [{ toString: 1 }] } }), 'id must be a positive whole number');
    await expect400(list('subscriptions', { filter: { id: [{ toString: 1 }] } }), 'id must be letters, digits, dashes or underscores');
    await expect400(list('shares', { filter: { ownerId: { toString: 1 } } }), 'The ownerId filter must be a positive whole number');
    await expect400(list('users', { sort: [{ toString: 1 }, 'ASC'] }));
  });
});

describe('a "constructor" or "__proto__" key in a body read into a DTO (class-validator threw on a null constructor)', () => {
  it.each(['{"constructor":null}', '{"__proto__":null}', '{"constructor":{},"user":"maria","password":"x"}', '{"__proto__":{"user":5}}'])('refuses or ignores %s', async (body) => {
    for (const path of ['/api/auth/local', '/api/auth/reset/password', '/api/auth/reset/password/confirm']) {
      const res = await w.as('visitor').post(path).set(V).set('Content-Type', 'application/json').send(body);
      checkAnswer({ method: 'POST', url: path, headers: {}, body }, res);
      expect(res.status, `${path} ${body}: ${JSON.stringify(res.body)}`).toBe(400);
    }
  });

  it('ignores the key in a query read into a DTO', async () => {
    const res = await w.as('visitor').get('/api/search?constructor=&__proto__=x&prototype=1').set(V);
    expect(res.status).toBe(200);
  });
});

describe('multipart forms the parser cannot read (multer and busboy errors were 500s)', () => {
  const form = (body: string) =>
    w.as('owner').patch('/api/instructor').set(V).set('Content-Type', 'multipart/form-data; boundary=b').send(Buffer.from(body.replace(/\n/g, '\r\n')));

  it('refuses a part without a name and a part with a malformed header', async () => {
    await expect400(form('--b\nContent-Disposition: form-data\n\nx\n--b--\n'), 'The form data could not be read: Field name missing');
    await expect400(form('--b\nContent-Disposition: form-data; name="instructor"\nno colon in this header line\n\n{}\n--b--\n'), 'The form data could not be read');
    await expect400(
      w.as('admin').post('/api/admin/blog-media').set(V).set('Content-Type', 'multipart/form-data; boundary=b').send(Buffer.from('--b\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\nx\r\n--b--\r\n')),
    );
  });
});

describe('bodies whose Content-Encoding lies (zlib and brotli errors were 500s)', () => {
  it.each(['gzip', 'deflate', 'br'])('refuses a plain JSON body sent as %s', async (encoding) => {
    await expect400(w.as('visitor').post('/api/contact').set(V).set('Content-Type', 'application/json').set('Content-Encoding', encoding).send('{"name":"A"}'), 'The request body could not be decompressed (check Content-Encoding)');
  });

  it('still reads a body that really is compressed', async () => {
    // serialize: superagent would otherwise write the Buffer out as JSON.
    const res = await w.as('visitor').post('/api/auth/local').set(V).set('Content-Type', 'application/json').set('Content-Encoding', 'gzip')
      .serialize((body: Buffer) => body as unknown as string)
      .send(gzipSync(JSON.stringify({ user: w.credentials('owner').username, password: w.credentials('owner').password })));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('the NUL character (PostgreSQL refused the query: a 500)', () => {
  it('is refused in a path, a query, a JSON body and a multipart JSON field, before any query runs', async () => {
    await expect400(w.as('visitor').get('/api/blog/a%00b').set(V), NUL_MESSAGE);
    await expect400(w.as('visitor').get('/api/airport?q=lou%00').set(V), NUL_MESSAGE);
    await expect400(w.as('visitor').post('/api/auth/local').set(V).send({ user: 'maria\u0000', password: 'x' }), NUL_MESSAGE);
    await expect400(w.as('visitor').post('/api/contact').set(V).send({ name: 'A', email: 'a@example.com', reason: 'hi', ['k\u0000']: 1 }), NUL_MESSAGE);
    await expect400(w.as('user').patch('/api/user').set(V).field('user', JSON.stringify({ bio: 'zero \u0000 byte' })), NUL_MESSAGE);
  });

  it('answers with the API\'s error shape, no database message', async () => {
    const res = await w.as('visitor').get('/api/tailnumber/search?tailNumber=N1%00').set(V);
    checkAnswer({ method: 'GET', url: '/api/tailnumber/search?tailNumber=N1%00', headers: {} }, res);
    expect(res.body).toMatchObject({ error: 'validation_failed', message: NUL_MESSAGE });
  });
});

describe('a lone surrogate in a JSON body (jsonb refused its escape "\\ud800": a 500)', () => {
  it('is stored as U+FFFD, in a grounding reason copied into the pilots\' notices and in a multipart JSON field', async () => {
    const booking = await w.freshRequestId('approved');
    const owner = w.as('owner');
    expect((await owner.delete(`/api/share/${w.ids.share}/ground`).set(V)).status).toBe(200);
    // The fuzzer's counterexample, as it was sent (a raw body: the escape is JSON's, not a JavaScript string's).
    const body = '{"reason":[true,false],"reason":"Engine \\ud800 check"}';
    const grounded = await owner.post(`/api/share/${w.ids.share}/ground`).set(V).set('Content-Type', 'application/json').send(body);
    checkAnswer({ method: 'POST', url: `/api/share/${w.ids.share}/ground`, headers: {}, body }, grounded);
    expect(grounded.status, JSON.stringify(grounded.body)).toBe(200);
    expect(JSON.stringify(grounded.body)).toContain('Engine \ufffd check');
    expect(grounded.body.affectedBookings).toContain(booking);
    expect((await owner.delete(`/api/share/${w.ids.share}/ground`).set(V)).status).toBe(200);

    const saved = await w.as('user').patch('/api/user').set(V).field('user', '{"bio":"half \\udfff a pair \\ud83d\\ude00"}');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(JSON.stringify(saved.body)).toContain('half \ufffd a pair \ud83d\ude00');
  });

  it('is replaced in strings and keys at any depth, leaving whole pairs and a "__proto__" key as they are', () => {
    const parsed = JSON.parse('{"a\\ud800":["x\\udc00y",{"b":"\\ud83d\\ude00 \\ud83d"}],"__proto__":"\\udbff","n":1}') as Record<string, unknown>;
    const fixed = wellFormedText(parsed) as Record<string, unknown>;
    expect(fixed).toBe(parsed);
    // A key that changes is added again, so it comes last.
    expect(JSON.stringify(fixed)).toBe('{"__proto__":"\ufffd","n":1,"a\ufffd":["x\ufffdy",{"b":"\ud83d\ude00 \ufffd"}]}');
    expect(Object.getPrototypeOf(fixed)).toBe(Object.prototype);
    expect(wellFormedText('\ud800')).toBe('\ufffd');
  });
});
