import { beforeEach, describe, expect, it } from 'vitest';
import { MakeImageVariants } from '../../../application/media/make-image-variants.service.js';
import type { ImageProcessor, ProcessedImage } from '../../../application/ports/media.js';
import { InMemoryImageCatalog } from '../../../application/testing/in-memory-media.js';
import { InMemoryMediaStore } from '../../../application/testing/in-memory-ports.js';
import { DomainError } from '../../../domain/errors.js';
import { IMAGE_VARIANT_WIDTHS } from '../../../domain/media/image-sizes.js';

// The narrower copies of photos stored before copies were made at upload (MakeImageVariants), with the
// in-memory catalog and store. tests/http/shares.http.test.ts keeps one run over PostgreSQL and real images.

/** Reads "IMG<width>" as an image that wide (copies at each width narrower); anything else is refused. */
class WidthImageProcessor implements ImageProcessor {
  readonly read: string[] = [];
  async normalise(bytes: Uint8Array) {
    return this.withVariants(bytes);
  }
  async withVariants(bytes: Uint8Array): Promise<ProcessedImage> {
    const text = new TextDecoder().decode(bytes);
    this.read.push(text);
    const match = /^IMG(\d+)$/.exec(text);
    if (!match) throw new DomainError('unsupported_media', 'Only JPEG and PNG images are accepted');
    const width = Number(match[1]);
    const variants = IMAGE_VARIANT_WIDTHS.filter((w) => w < width).map((w) => ({ width: w, height: w / 2, bytes: new TextEncoder().encode(`copy${w}`) }));
    return { bytes, mime: 'image/png', width, height: width / 2, variants };
  }
}

let catalog: InMemoryImageCatalog;
let media: InMemoryMediaStore;
let images: WidthImageProcessor;
const run = (options?: Parameters<MakeImageVariants['execute']>[0]) => new MakeImageVariants(catalog, media, images).execute(options);
const stored = (url: string, content: string) => {
  media.files.set(url, new TextEncoder().encode(content));
  catalog.references.push(url);
};

beforeEach(() => {
  catalog = new InMemoryImageCatalog();
  media = new InMemoryMediaStore();
  images = new WidthImageProcessor();
});

describe('MakeImageVariants', () => {
  it('makes and records the copies of each stored image without them, and reads none of them the second time', async () => {
    stored('/media/shares/a.png', 'IMG700');
    stored('/media/users/b.png', 'IMG100');
    const seen: string[] = [];
    expect(await run({ onImage: (url) => seen.push(url) })).toEqual({ made: 2, missing: 0, unreadable: 0, stopped: false });
    expect(seen).toEqual(['/media/shares/a.png', '/media/users/b.png']);
    expect(catalog.records.get('/media/shares/a.png')).toEqual({ width: 700, height: 350, variantWidths: [160, 320, 640] });
    expect(catalog.records.get('/media/users/b.png')).toEqual({ width: 100, height: 50, variantWidths: [] }); // needs none, recorded
    expect([...media.files.keys()].filter((k) => k.startsWith('/media/shares/a-'))).toEqual(['/media/shares/a-160w.png', '/media/shares/a-320w.png', '/media/shares/a-640w.png']);
    images.read.length = 0;
    expect(await run()).toEqual({ made: 0, missing: 0, unreadable: 0, stopped: false });
    expect(images.read).toEqual([]);
  });

  it('counts the images the store lacks and the files that are not images, and leaves them as they are', async () => {
    catalog.references.push('/media/shares/gone.png');
    stored('/media/shares/broken.png', 'not an image');
    stored('/media/shares/fine.png', 'IMG400');
    expect(await run()).toEqual({ made: 1, missing: 1, unreadable: 1, stopped: false });
    expect(catalog.records.has('/media/shares/broken.png')).toBe(false);
  });

  it('passes over what is not a stored image, and an image referred to twice in a batch is made once', async () => {
    catalog.references.push(null, 'https://example.com/photo.jpg');
    stored('/media/shares/a.png', 'IMG400');
    catalog.references.push('/media/shares/a.png');
    expect(await run()).toMatchObject({ made: 1, missing: 0 });
    expect(images.read).toEqual(['IMG400']);
  });

  it('makes the copy of a width added since an image was recorded', async () => {
    stored('/media/shares/a.png', 'IMG1200');
    await catalog.record('/media/shares/a.png', { width: 1200, height: 600, variantWidths: [160, 320, 640, 1024] });
    expect(await run()).toMatchObject({ made: 1 });
    expect(catalog.records.get('/media/shares/a.png')!.variantWidths).toEqual([160, 320, 640, 800, 1024]);
  });

  it('walks every batch of references to the end', async () => {
    for (let i = 0; i < 1203; i++) stored(`/media/shares/${i}.png`, 'IMG100');
    expect(await run()).toMatchObject({ made: 1203 });
    expect(catalog.records.size).toBe(1203);
  });

  it('stops between two images once the signal is aborted (the app is stopping), and goes on from there the next time', async () => {
    for (const name of ['a', 'b', 'c']) stored(`/media/shares/${name}.png`, 'IMG400');
    const stop = new AbortController();
    expect(await run({ signal: stop.signal, onImage: () => stop.abort() })).toEqual({ made: 1, missing: 0, unreadable: 0, stopped: true });
    expect(await run()).toEqual({ made: 2, missing: 0, unreadable: 0, stopped: false });
  });

  it('lets an error of the store or the processor that is not a refusal of the file through', async () => {
    stored('/media/shares/a.png', 'IMG400');
    images.withVariants = async () => {
      throw new Error('out of memory');
    };
    await expect(run()).rejects.toThrow('out of memory');
  });
});
