import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { S3Location } from '../../adapters/media/s3-location.js';
import { S3MediaStore, MEDIA_CACHE_CONTROL } from '../../adapters/media/s3-media-store.js';
import type { ProcessedImage } from '../../application/ports/media.js';
import { DomainError } from '../../domain/errors.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
/** What the image processor hands the store; the store never decodes it. */
const image = (bytes: Uint8Array, mime: ProcessedImage['mime'], variants: ProcessedImage['variants'] = []): ProcessedImage => ({ bytes, mime, width: 2000, height: 1000, variants });
const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/;
const MISSING = 'shares/00000000-0000-4000-8000-000000000000.jpg';

let s3: TestS3Server;
const stores: S3MediaStore[] = [];

function locationOf(server: TestS3Server, extra: Partial<S3Location> = {}): S3Location {
  return {
    bucket: server.bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    prefix: '',
    credentials: { accessKeyId: server.env.S3_ACCESS_KEY_ID!, secretAccessKey: server.env.S3_SECRET_ACCESS_KEY! },
    ...extra,
  };
}

function storeOn(server: TestS3Server, extra: Partial<S3Location> = {}, logError?: (m: string, e: unknown) => void) {
  const store = new S3MediaStore({ ...locationOf(server, extra), publicPrefix: '/media', logError });
  stores.push(store);
  return store;
}

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const store of stores) store.close();
  await s3?.close();
});

const keyOf = (url: string, prefix = '') => `${prefix}${url.replace(/^\/media\//, '')}`;

describe('S3MediaStore put', () => {
  it('writes a JPEG under a fresh name, with its type and a long immutable Cache-Control, and answers the local store\'s URL shape', async () => {
    const { url } = await storeOn(s3).put('shares', image(JPEG_BYTES, 'image/jpeg'));

    expect(url).toMatch(/^\/media\/shares\/[0-9a-f-]{36}\.jpg$/);
    expect(url.split('/').pop()).toMatch(UUID_NAME);
    expect(await s3.object(keyOf(url))).toEqual({ bytes: JPEG_BYTES, contentType: 'image/jpeg', cacheControl: MEDIA_CACHE_CONTROL });
    expect(MEDIA_CACHE_CONTROL).toMatch(/max-age=31536000.*immutable/);
  });

  it('writes a PNG with the .png extension', async () => {
    const { url } = await storeOn(s3).put('avatars', image(PNG_BYTES, 'image/png'));

    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(await s3.object(keyOf(url))).toMatchObject({ bytes: PNG_BYTES, contentType: 'image/png' });
  });

  it('never reuses a name', async () => {
    const store = storeOn(s3);
    const urls = await Promise.all(Array.from({ length: 20 }, () => store.put('reuse', image(JPEG_BYTES, 'image/jpeg'))));

    expect(new Set(urls.map((u) => u.url)).size).toBe(20);
    expect((await s3.keys()).filter((k) => k.startsWith('reuse/'))).toHaveLength(20);
  });

  it('refuses folders outside [a-z0-9-]+ and types it does not store, and writes nothing', async () => {
    const store = storeOn(s3);
    const before = await s3.keys();
    for (const folder of ['', '..', '../etc', 'a/b', 'Shares', 'shares ', 'sh_ares', '/abs', 'a\\b', 'café']) {
      const putting = store.put(folder, image(JPEG_BYTES, 'image/jpeg'));
      await expect(putting).rejects.toBeInstanceOf(DomainError);
      await expect(putting).rejects.toMatchObject({ code: 'internal' });
    }
    await expect(store.put('shares', image(JPEG_BYTES, 'image/gif' as 'image/jpeg'))).rejects.toMatchObject({ code: 'internal' });
    expect(await s3.keys()).toEqual(before);
  });

  it('keeps its objects under the key prefix, with the same URLs', async () => {
    const store = storeOn(s3, { prefix: 'site-a/media/' });

    const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));

    expect(url).toMatch(/^\/media\/shares\/[0-9a-f-]{36}\.jpg$/);
    expect(await s3.keys()).toContain(keyOf(url, 'site-a/media/'));
    expect(await s3.keys()).not.toContain(keyOf(url));
    expect(await store.read(url.slice('/media/'.length), { body: false })).not.toBeNull();
    expect(await storeOn(s3).read(url.slice('/media/'.length), { body: false })).toBeNull(); // another prefix, another store

    await store.remove(url);
    expect(await s3.keys()).not.toContain(keyOf(url, 'site-a/media/'));
  });
});

describe('S3MediaStore remove', () => {
  it('deletes an object stored by put, and only that one', async () => {
    const store = storeOn(s3);
    const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));
    const { url: other } = await store.put('shares', image(PNG_BYTES, 'image/png'));

    await store.remove(url);

    expect(await s3.object(keyOf(url))).toBeNull();
    expect(await s3.object(keyOf(other))).toMatchObject({ bytes: PNG_BYTES });
  });

  it('ignores an object already gone, and removing twice', async () => {
    const store = storeOn(s3);
    const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));

    await store.remove(url);
    await expect(store.remove(url)).resolves.toBeUndefined();
    await expect(store.remove(`/media/${MISSING}`)).resolves.toBeUndefined();
  });

  it('ignores URLs it did not make, and never deletes other keys', async () => {
    const store = storeOn(s3, { prefix: 'media/' });
    const { url: stored } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));
    const name = stored.split('/').pop()!;
    // Keys another tool wrote, some of which a sloppy URL-to-key mapping would reach.
    const foreign = ['media/shares/hand-made.jpg', 'secret.jpg', 'media/secret.jpg', `shares/${name}`, `media/Shares/${name}`, `media/shares/${name.replace('.jpg', '.txt')}`];
    for (const key of foreign) await s3.putRaw(key, 'keep me', 'image/jpeg');

    const urls = [
      '',
      '/media',
      '/media/',
      '/media/../secret.jpg',
      '/media/shares/../../secret.jpg',
      '/media/..%2Fsecret.jpg',
      '/media/shares/hand-made.jpg',
      `/media/shares/${name}/../../../secret.jpg`,
      `/media/shares/${name}?x=1`,
      `/media/Shares/${name}`,
      `/other/shares/${name}`,
      `https://evil.example/media/shares/${name}`,
      `/medias/shares/${name}`,
      `//media/shares/${name}`,
      `/media/shares//${name}`,
      `/media/media/shares/${name}`,
      `/media/shares/${name.replace('.jpg', '.txt')}`,
    ];
    for (const url of urls) await expect(store.remove(url)).resolves.toBeUndefined();

    const keys = await s3.keys();
    for (const key of [...foreign, keyOf(stored, 'media/')]) expect(keys).toContain(key);
  });
});

// Issue 13: an image's narrower copies are objects beside it, named after it, and go with it.
describe('S3MediaStore copies', () => {
  const COPIES = [
    { width: 160, height: 80, bytes: new Uint8Array([0xff, 0xd8, 160, 0xff, 0xd9]) },
    { width: 320, height: 160, bytes: new Uint8Array([0xff, 0xd8, 64, 1, 0xff, 0xd9]) },
  ];

  it('writes each copy beside the image as <uuid>-<width>w.<ext>, with its type and Cache-Control', async () => {
    const store = storeOn(s3, { prefix: 'copies/' });
    const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg', COPIES));

    const uuid = url.split('/').pop()!.replace('.jpg', '');
    expect((await s3.keys()).filter((k) => k.startsWith('copies/')).sort()).toEqual([
      `copies/shares/${uuid}-160w.jpg`, `copies/shares/${uuid}-320w.jpg`, `copies/shares/${uuid}.jpg`,
    ]);
    expect(await s3.object(`copies/shares/${uuid}-320w.jpg`)).toMatchObject({ bytes: COPIES[1]!.bytes, contentType: 'image/jpeg', cacheControl: MEDIA_CACHE_CONTROL });
    const served = await store.read(`shares/${uuid}-160w.jpg`, { body: true });
    expect(served).toMatchObject({ contentType: 'image/jpeg', contentLength: COPIES[0]!.bytes.length });
  });

  it('removes the copies with the image, and leaves other images and their copies', async () => {
    const store = storeOn(s3, { prefix: 'copies-gone/' });
    const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg', COPIES));
    const { url: other } = await store.put('shares', image(PNG_BYTES, 'image/png', COPIES));

    await store.remove(url);

    const uuid = other.split('/').pop()!.replace('.png', '');
    expect((await s3.keys()).filter((k) => k.startsWith('copies-gone/')).sort()).toEqual([
      `copies-gone/shares/${uuid}-160w.png`, `copies-gone/shares/${uuid}-320w.png`, `copies-gone/shares/${uuid}.png`,
    ]);
  });

  it('loads a stored image by its URL, answers null for a missing or foreign one, and adds copies to a stored image', async () => {
    const store = storeOn(s3, { prefix: 'copies-later/' });
    const { url } = await store.put('blog', image(JPEG_BYTES, 'image/jpeg'));

    expect(await store.load(url)).toEqual(JPEG_BYTES);
    expect(await store.load(`/media/${MISSING}`)).toBeNull();
    expect(await store.load('/media/../secret.jpg')).toBeNull();

    await store.putVariants(url, COPIES);
    await store.putVariants(url.replace('.jpg', '-160w.jpg'), COPIES); // a copy gets no copies
    const uuid = url.split('/').pop()!.replace('.jpg', '');
    expect((await s3.keys()).filter((k) => k.startsWith('copies-later/')).sort()).toEqual([
      `copies-later/blog/${uuid}-160w.jpg`, `copies-later/blog/${uuid}-320w.jpg`, `copies-later/blog/${uuid}.jpg`,
    ]);
  });
});

describe('S3MediaStore read (what /media serves)', () => {
  it('answers the object with its length and ETag, the type from its name, and the body only when asked', async () => {
    const store = storeOn(s3);
    const { url } = await store.put('avatars', image(PNG_BYTES, 'image/png'));
    const name = url.slice('/media/'.length);

    const head = await store.read(name, { body: false });
    expect(head).toMatchObject({ body: null, contentType: 'image/png', contentLength: PNG_BYTES.length, cacheControl: MEDIA_CACHE_CONTROL });
    expect(head!.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(head!.lastModified).toBeInstanceOf(Date);

    const full = await store.read(name, { body: true });
    expect(full!.etag).toBe(head!.etag);
    const chunks: Buffer[] = [];
    for await (const chunk of full!.body!) chunks.push(chunk as Buffer);
    expect(new Uint8Array(Buffer.concat(chunks))).toEqual(PNG_BYTES);
  });

  it('serves the type of the name, whatever the object\'s metadata says', async () => {
    const name = 'shares/11111111-2222-4333-8444-555555555555.jpg';
    await s3.putRaw(name, '<script>alert(1)</script>', 'text/html');

    const object = await storeOn(s3).read(name, { body: false });

    expect(object?.contentType).toBe('image/jpeg');
  });

  it('answers null for a missing object and for names put() does not make, even when the bucket holds them', async () => {
    const store = storeOn(s3);
    await s3.putRaw('shares/evil.html', '<script>alert(1)</script>', 'text/html');
    for (const body of [false, true]) {
      expect(await store.read(MISSING, { body })).toBeNull();
      for (const name of ['shares/evil.html', '', 'shares', '../shares/x.jpg', `shares/${MISSING}`, MISSING.replace('.jpg', '.JPG'), `${MISSING}/x`]) {
        expect(await store.read(name, { body })).toBeNull();
      }
    }
  });
});

describe('a bucket that cannot be used', () => {
  it('fails the start-up check with a clear message when the bucket does not exist', async () => {
    const store = storeOn(s3, { bucket: 'no-such-bucket' });

    await expect(store.checkBucket()).rejects.toThrow(`MEDIA_STORE=s3: the bucket "no-such-bucket" does not exist at ${s3.endpoint} (S3_BUCKET)`);
    await expect(storeOn(s3).checkBucket()).resolves.toBeUndefined();
  });

  it('fails the start-up check when the credentials are refused', async () => {
    // s3rver does not check V4 signatures, but it does know its one access key id.
    const store = storeOn(s3, { credentials: { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'S3RVER' } });

    await expect(store.checkBucket()).rejects.toThrow(/access to the bucket "wingshare-test" at .* is denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });

  it('reports a bucket gone or refused at run time as unavailable (503), not as a missing photo', async () => {
    const logged: string[] = [];
    const gone = storeOn(s3, { bucket: 'no-such-bucket' }, (message) => logged.push(message));
    const unavailable = { code: 'unavailable', retryAfter: 5 };

    await expect(gone.put('shares', image(JPEG_BYTES, 'image/jpeg'))).rejects.toMatchObject(unavailable);
    await expect(gone.read(MISSING, { body: true })).rejects.toMatchObject(unavailable);
    const refused = storeOn(s3, { credentials: { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'S3RVER' } });
    await expect(refused.put('shares', image(JPEG_BYTES, 'image/jpeg'))).rejects.toMatchObject(unavailable);
    expect(logged[0]).toMatch(/media bucket "no-such-bucket" cannot be reached or refuses us/);
  });

  describe('an endpoint that does not answer', () => {
    let down: TestS3Server;
    beforeAll(async () => {
      down = await startS3Server();
      await down.stop();
    });
    afterAll(() => down?.close());

    it('fails the start-up check saying it cannot reach it', async () => {
      await expect(storeOn(down).checkBucket()).rejects.toThrow(
        new RegExp(`^MEDIA_STORE=s3: cannot reach the bucket "wingshare-test" at ${down.endpoint}: .*ECONNREFUSED`),
      );
    });

    it('makes put, remove and read "unavailable" (503, Retry-After), logging the outage once', async () => {
      const logError = vi.fn();
      const store = storeOn(down, {}, logError);

      for (const attempt of [
        () => store.put('shares', image(JPEG_BYTES, 'image/jpeg')),
        () => store.remove(`/media/${MISSING}`),
        () => store.read(MISSING, { body: true }),
        () => store.read(MISSING, { body: false }),
      ]) {
        const failing = attempt();
        await expect(failing).rejects.toBeInstanceOf(DomainError);
        await expect(failing).rejects.toMatchObject({ code: 'unavailable', retryAfter: 5, message: expect.stringMatching(/cannot reach its media storage/) });
      }
      expect(logError).toHaveBeenCalledTimes(1);
      expect(logError.mock.calls[0]![0]).toMatch(/media bucket "wingshare-test" cannot be reached or refuses us: answering 503/);
    });

    it('works again once the server is back', async () => {
      await down.start();
      try {
        const store = storeOn(down);
        const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));
        expect(await down.object(keyOf(url))).toMatchObject({ bytes: JPEG_BYTES });
      } finally {
        await down.stop();
      }
    });
  });
});
