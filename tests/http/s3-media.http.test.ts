import { Jimp } from 'jimp';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// MEDIA_STORE=s3 against a real S3 server (s3rver): uploads land in the bucket under S3_PREFIX, and the app
// serves them at the same /media URLs as local files.
const PREFIX = 'media/';
const MISSING = '/media/avatars/00000000-0000-4000-8000-000000000000.png';

let s3: TestS3Server;
let t: TestApp;
let pilot: ReturnType<TestApp['agent']>;
let avatarUrl: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp({ ...s3.env, S3_PREFIX: PREFIX });
  pilot = t.agent();
  const signUp = await pilot.post('/api/user').set(V)
    .field('user', JSON.stringify({ email: 'ada@example.com', username: 'ada', password: 'correct-horse', firstname: 'Ada', lastname: 'Pilot' }))
    .attach('avatar', await pngBytes(1200, 900), { filename: 'me.png', contentType: 'image/png' });
  expect(signUp.status).toBe(201);
  avatarUrl = signUp.body.user.avatar.url;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function pngBytes(w: number, h: number): Promise<Buffer> {
  return new Jimp({ width: w, height: h, color: 0x3366ccff }).getBuffer('image/png');
}

const keyOf = (url: string) => `${PREFIX}${url.replace(/^\/media\//, '')}`;
const get = (url: string) => t.request.get(url).buffer(true);

/** What every /media answer carries, whichever store serves it (securityHeadersMiddleware and nosniff). */
function expectSecurityHeaders(res: Response) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('uploads with MEDIA_STORE=s3', () => {
  it('stores the avatar in the bucket under the prefix, not on the local disk, with the usual URL', async () => {
    expect(avatarUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(await s3.keys()).toContain(keyOf(avatarUrl));
    expect(existsSync(path.join(t.config.dataDir, 'media'))).toBe(false);
  });

  it('serves it from the bucket with its type, length, ETag, a long immutable Cache-Control and the security headers', async () => {
    const res = await get(avatarUrl);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const stored = await s3.object(keyOf(avatarUrl));
    expect(new Uint8Array(res.body as Buffer)).toEqual(stored!.bytes);
    expect(res.headers['content-length']).toBe(String(stored!.bytes.length));
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['last-modified']).toBeTruthy();
    expectSecurityHeaders(res);
    const decoded = await Jimp.read(res.body as Buffer);
    expect(Math.max(decoded.width, decoded.height)).toBeLessThanOrEqual(512);
  });

  it('answers 304 to If-None-Match with its ETag (also weak or in a list), 200 with the bytes to another', async () => {
    const { headers } = await get(avatarUrl);
    for (const tag of [headers.etag, `W/${headers.etag}`, `"other", ${headers.etag}`, '*']) {
      const res = await get(avatarUrl).set('If-None-Match', tag!);
      expect(res.status).toBe(304);
      expect(res.headers.etag).toBe(headers.etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-length'] ?? '0').toBe('0');
      expectSecurityHeaders(res);
    }
    const changed = await get(avatarUrl).set('If-None-Match', '"not-this-one"');
    expect(changed.status).toBe(200);
    expect(changed.headers['content-length']).toBe(headers['content-length']);
    expect((changed.body as Buffer).length).toBe(Number(headers['content-length']));
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.request.head(avatarUrl);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(res.text ?? '').toBe('');
    expect((await t.request.head(avatarUrl).set('If-None-Match', res.headers.etag!)).status).toBe(304);
  });

  it('stores a listing photo, serves it, and removes it from the bucket when the listing is deleted', async () => {
    const subscribed = await pilot.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' });
    expect(subscribed.status).toBe(201);
    const airport = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
    const share = {
      type: 'PRIVATE_OWNER_RENTAL', title: 'Skyhawk for rent', tailNumber: 'N5309S', ratePerHour: '$150', description: 'A well kept plane.',
      make: 'Cessna', model: '172S', url: '', airport, media: [{ type: 'image', file: 0 }], defaultMedia: 0,
    };
    const created = await pilot.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true }))
      .attach('images', await pngBytes(1600, 1200), { filename: 'p.png', contentType: 'image/png' });
    expect(created.status).toBe(201);
    const photo = created.body.media[0].url as string;
    expect(photo).toMatch(/^\/media\/shares\/[0-9a-f-]{36}\.png$/);
    expect(await s3.keys()).toContain(keyOf(photo));

    const served = await get(photo);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const decoded = await Jimp.read(served.body as Buffer);
    expect([decoded.width, decoded.height]).toEqual([1024, 768]);

    expect((await pilot.delete(`/api/share/${created.body.id}`).set(V)).status).toBe(204);
    expect(await s3.keys()).not.toContain(keyOf(photo));
    expect((await get(photo)).status).toBe(404);
    expect(await s3.keys()).toContain(keyOf(avatarUrl)); // only the listing's photo went
  });
});

describe('names the store does not make', () => {
  it('answers 404 for a missing object and for malformed names, never 500', async () => {
    const name = avatarUrl.split('/').pop()!;
    for (const url of [
      MISSING,
      '/media/',
      '/media/avatars',
      '/media/avatars/',
      `/media/avatars/${name.toUpperCase()}`,
      `/media/Avatars/${name}`,
      `/media/avatars/${name}/x`,
      `/media/avatars//${name}`,
      `/media/media/avatars/${name}`,
      `/media/avatars/${name.replace('.png', '.txt')}`,
      '/media/../package.json',
      '/media/%2e%2e/package.json',
      `/media/avatars%2F${name}`,
      '/media/avatars/x.png',
    ]) {
      // A dot segment is refused before anything reads the path (dot-segments.middleware.ts, issue 34).
      const status = /\/(\.\.|%2e%2e)\//i.test(url) ? 400 : 404;
      const res = await get(url);
      expect(res.status, url).toBe(status);
      expect(res.headers['cache-control'] ?? '', url).not.toMatch(/immutable/);
      expect((await t.request.head(url)).status, url).toBe(status);
    }
  });

  it('does not serve what another tool put in the bucket under another name, and serves the type of the name', async () => {
    await s3.putRaw(`${PREFIX}shares/evil.html`, '<script>alert(1)</script>', 'text/html');
    expect((await get('/media/shares/evil.html')).status).toBe(404);

    const disguised = '/media/shares/11111111-2222-4333-8444-555555555555.jpg';
    await s3.putRaw(keyOf(disguised), '<script>alert(1)</script>', 'text/html');
    const res = await get(disguised);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

// Last: it stops the S3 server, then starts it again.
describe('a bucket out of reach', () => {
  it('answers 503 with Retry-After, not 500, for media and uploads, and serves again once it is back', async () => {
    await s3.stop();
    try {
      for (const res of [await get(avatarUrl), await t.request.head(avatarUrl), await get(avatarUrl).set('If-None-Match', '"x"')]) {
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
      }
      const res = await get(avatarUrl);
      expect(res.body).toMatchObject({ error: 'unavailable', message: expect.stringMatching(/cannot reach its media storage/) });

      const upload = await pilot.patch('/api/user').set(V).field('user', JSON.stringify({ firstname: 'Ada' }))
        .attach('avatar', await pngBytes(40, 30), { filename: 'new.png', contentType: 'image/png' });
      expect(upload.status).toBe(503);
      expect(upload.body.error).toBe('unavailable');
      expect(upload.headers['retry-after']).toBe('5');
    } finally {
      await s3.start();
    }
    expect((await get(avatarUrl)).status).toBe(200);
  });
});
