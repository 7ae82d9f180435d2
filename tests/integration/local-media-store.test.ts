import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalMediaStore } from '../../adapters/media/local-media-store.js';
import type { ProcessedImage } from '../../application/ports/media.js';
import { DomainError } from '../../domain/errors.js';

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
/** What the image processor hands the store; the store never decodes it. */
const image = (bytes: Uint8Array, mime: ProcessedImage['mime'], variants: ProcessedImage['variants'] = []): ProcessedImage => ({ bytes, mime, width: 2000, height: 1000, variants });
const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/;

describe('LocalMediaStore', () => {
  let base: string;
  let root: string;
  let store: LocalMediaStore;

  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'wingshare-media-'));
    root = path.join(base, 'data', 'media');
    store = new LocalMediaStore({ root, publicPrefix: '/media' });
  });

  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  const urlToFile = (url: string) => path.join(root, url.replace(/^\/media\//, ''));

  describe('put', () => {
    it('writes a JPEG under a fresh name in the folder and answers its public URL', async () => {
      const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));

      expect(url).toMatch(/^\/media\/shares\/[0-9a-f-]{36}\.jpg$/);
      expect(path.basename(url)).toMatch(UUID_NAME);
      expect(new Uint8Array(await readFile(urlToFile(url)))).toEqual(JPEG_BYTES);
    });

    it('writes a PNG with the .png extension', async () => {
      const { url } = await store.put('avatars', image(PNG_BYTES, 'image/png'));

      expect(url).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
      expect(new Uint8Array(await readFile(urlToFile(url)))).toEqual(PNG_BYTES);
    });

    it('never reuses a name', async () => {
      const urls = await Promise.all(Array.from({ length: 20 }, () => store.put('shares', image(JPEG_BYTES, 'image/jpeg'))));

      expect(new Set(urls.map((u) => u.url)).size).toBe(20);
      expect(await readdir(path.join(root, 'shares'))).toHaveLength(20);
    });

    it('accepts a prefix written with a trailing slash', async () => {
      const slashed = new LocalMediaStore({ root, publicPrefix: '/media/' });

      const { url } = await slashed.put('shares', image(JPEG_BYTES, 'image/jpeg'));

      expect(url).toMatch(/^\/media\/shares\/[^/]+\.jpg$/);
    });

    it('refuses folders outside [a-z0-9-]+ and writes nothing', async () => {
      for (const folder of ['', '..', '../etc', 'a/b', 'Shares', 'shares ', 'sh_ares', '/abs', 'a\\b', 'café']) {
        const putting = store.put(folder, image(JPEG_BYTES, 'image/jpeg'));
        await expect(putting).rejects.toBeInstanceOf(DomainError);
        await expect(putting).rejects.toMatchObject({ code: 'internal' });
      }
      await expect(readdir(base)).resolves.toEqual([]);
    });

    it('refuses a type it does not store', async () => {
      const putting = store.put('shares', image(JPEG_BYTES, 'image/gif' as 'image/jpeg'));

      await expect(putting).rejects.toMatchObject({ code: 'internal' });
    });
  });

  describe('remove', () => {
    it('deletes a file stored by put', async () => {
      const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));
      const { url: other } = await store.put('shares', image(PNG_BYTES, 'image/png'));

      await store.remove(url);

      await expect(readFile(urlToFile(url))).rejects.toMatchObject({ code: 'ENOENT' });
      expect(new Uint8Array(await readFile(urlToFile(other)))).toEqual(PNG_BYTES);
    });

    it('ignores a file already gone, and removing twice', async () => {
      const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));

      await store.remove(url);
      await expect(store.remove(url)).resolves.toBeUndefined();
      await expect(store.remove('/media/shares/00000000-0000-4000-8000-000000000000.jpg')).resolves.toBeUndefined();
    });

    it('ignores URLs it did not make, and never touches files outside the root', async () => {
      // A file beside the root that a traversal would reach, and a file inside the root not made by put.
      await mkdir(path.join(root, 'shares'), { recursive: true });
      const outside = path.join(base, 'data', 'secret.jpg');
      await writeFile(outside, 'keep me');
      const foreign = path.join(root, 'shares', 'hand-made.jpg');
      await writeFile(foreign, 'keep me too');
      const { url: stored } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));
      const name = path.basename(stored);

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
        outside,
        `/media/shares/${name.replace('.jpg', '.txt')}`,
      ];
      for (const url of urls) {
        await expect(store.remove(url)).resolves.toBeUndefined();
      }

      await expect(readFile(outside, 'utf8')).resolves.toBe('keep me');
      await expect(readFile(foreign, 'utf8')).resolves.toBe('keep me too');
      expect(new Uint8Array(await readFile(urlToFile(stored)))).toEqual(JPEG_BYTES);
    });

    it('reports a failure other than a missing file', async () => {
      const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg'));
      // A directory where the file was: unlink fails with EISDIR/EPERM, which must not be swallowed.
      await rm(urlToFile(url));
      await mkdir(urlToFile(url));

      await expect(store.remove(url)).rejects.toMatchObject({ code: expect.stringMatching(/^E(ISDIR|PERM)$/) });
    });
  });
  // Issue 13: an image's narrower copies live beside it, named after it, and go with it.
  describe('copies', () => {
    const COPIES = [
      { width: 160, height: 80, bytes: new Uint8Array([0xff, 0xd8, 160, 0xff, 0xd9]) },
      { width: 320, height: 160, bytes: new Uint8Array([0xff, 0xd8, 64, 1, 0xff, 0xd9]) },
    ];

    it('writes each copy beside the image as <uuid>-<width>w.<ext>, and nothing else', async () => {
      const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg', COPIES));

      const uuid = path.basename(url, '.jpg');
      expect((await readdir(path.join(root, 'shares'))).sort()).toEqual([`${uuid}-160w.jpg`, `${uuid}-320w.jpg`, `${uuid}.jpg`]);
      expect(new Uint8Array(await readFile(urlToFile(url.replace('.jpg', '-160w.jpg'))))).toEqual(COPIES[0]!.bytes);
      expect(new Uint8Array(await readFile(urlToFile(url.replace('.jpg', '-320w.jpg'))))).toEqual(COPIES[1]!.bytes);
      expect(new Uint8Array(await readFile(urlToFile(url)))).toEqual(JPEG_BYTES);
    });

    it('removes the copies with the image, and leaves other images and their copies', async () => {
      const { url } = await store.put('shares', image(JPEG_BYTES, 'image/jpeg', COPIES));
      const { url: other } = await store.put('shares', image(PNG_BYTES, 'image/png', COPIES));

      await store.remove(url);

      const uuid = path.basename(other, '.png');
      expect((await readdir(path.join(root, 'shares'))).sort()).toEqual([`${uuid}-160w.png`, `${uuid}-320w.png`, `${uuid}.png`]);
    });

    it('loads a stored image by its URL, and answers null for a missing or foreign one', async () => {
      const { url } = await store.put('avatars', image(PNG_BYTES, 'image/png'));

      expect(await store.load(url)).toEqual(PNG_BYTES);
      expect(await store.load('/media/avatars/00000000-0000-4000-8000-000000000000.png')).toBeNull();
      expect(await store.load('/media/../secret.png')).toBeNull();
      expect(await store.load('https://example.com/a.png')).toBeNull();
    });

    it('adds copies to an image stored without them, replacing one of the same width, and never to a copy', async () => {
      const { url } = await store.put('blog', image(JPEG_BYTES, 'image/jpeg', [COPIES[0]!]));
      const fresh = { width: 160, height: 80, bytes: new Uint8Array([0xff, 0xd8, 7, 0xff, 0xd9]) };

      await store.putVariants(url, [fresh, COPIES[1]!]);
      await store.putVariants(url.replace('.jpg', '-160w.jpg'), [COPIES[1]!]);

      const uuid = path.basename(url, '.jpg');
      expect((await readdir(path.join(root, 'blog'))).sort()).toEqual([`${uuid}-160w.jpg`, `${uuid}-320w.jpg`, `${uuid}.jpg`]);
      expect(new Uint8Array(await readFile(urlToFile(url.replace('.jpg', '-160w.jpg'))))).toEqual(fresh.bytes);
    });
  });
});
