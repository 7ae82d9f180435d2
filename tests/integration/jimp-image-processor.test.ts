import { createHash, randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { Jimp } from 'jimp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JimpImageProcessor, jpegSize, pngSize } from '../../adapters/media/jimp-image-processor.js';
import { DomainError } from '../../domain/errors.js';
import {
  gif,
  jpeg,
  png,
  pngClaiming,
  rgbaAt,
  withClaimedJpegSize,
  withExif,
} from '../fixtures/images/image-builders.js';

const UNREADABLE = 'This image could not be read. Please upload a JPEG or PNG file.';
const WRONG_TYPE = 'Only JPEG and PNG images are accepted';

const processor = new JimpImageProcessor();

/** Close enough for JPEG: each channel within `tolerance` of the expected colour. */
function expectColour(actual: [number, number, number, number], expected: [number, number, number], tolerance = 12) {
  expected.forEach((channel, i) => expect(Math.abs(actual[i] - channel)).toBeLessThanOrEqual(tolerance));
}

/** Deterministic pseudo-random bytes (SHA-256 in counter mode). */
function noise(length: number): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0; blocks.length * 32 < length; i++) blocks.push(createHash('sha256').update(`noise ${i}`).digest());
  return Buffer.concat(blocks).subarray(0, length);
}

const hasExifMarker = (bytes: Uint8Array) => Buffer.from(bytes).includes(Buffer.from('Exif\0', 'latin1'));

describe('JimpImageProcessor', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('normalises', () => {
    it('scales a large JPEG down so the longer side is maxSide, and re-encodes it as JPEG', async () => {
      const input = await jpeg(2400, 1500);

      const out = await processor.normalise(input, { maxSide: 1200 });

      expect(out.mime).toBe('image/jpeg');
      expect([out.width, out.height]).toEqual([1200, 750]);
      expect(await fileTypeFromBuffer(out.bytes)).toMatchObject({ mime: 'image/jpeg' });
      const decoded = await Jimp.fromBuffer(Buffer.from(out.bytes));
      expect([decoded.width, decoded.height]).toEqual([1200, 750]);
      expectColour(rgbaAt(decoded, 100, 400), [255, 0, 0]);
      expectColour(rgbaAt(decoded, 1100, 400), [0, 0, 255]);
      expect(out.bytes.length).toBeLessThan(input.length);
    });

    it('scales a tall image by its height', async () => {
      const out = await processor.normalise(await jpeg(600, 1200), { maxSide: 400 });

      expect([out.width, out.height]).toEqual([200, 400]);
    });

    it('keeps a small image at its size', async () => {
      const out = await processor.normalise(await jpeg(300, 200), { maxSide: 1600 });

      expect(out).toMatchObject({ mime: 'image/jpeg', width: 300, height: 200 });
      const decoded = await Jimp.fromBuffer(Buffer.from(out.bytes));
      expect([decoded.width, decoded.height]).toEqual([300, 200]);
    });

    it('keeps a PNG a PNG, transparency included', async () => {
      const input = await png(1000, 500, 0x00ff0080, 0x00000000);

      const out = await processor.normalise(input, { maxSide: 400 });

      expect(out).toMatchObject({ mime: 'image/png', width: 400, height: 200 });
      expect(await fileTypeFromBuffer(out.bytes)).toMatchObject({ mime: 'image/png' });
      const decoded = await Jimp.fromBuffer(Buffer.from(out.bytes));
      expect([decoded.width, decoded.height]).toEqual([400, 200]);
      expect(rgbaAt(decoded, 50, 100)).toEqual([0, 255, 0, 128]);
      expect(rgbaAt(decoded, 350, 100)[3]).toBe(0);
    });

    it('turns a sideways phone photo upright and drops its EXIF, GPS included', async () => {
      // Stored 400 x 200 (left red, right blue) with Orientation 6: shown rotated 90° clockwise, so
      // upright it is 200 x 400 with red on top.
      const input = withExif(await jpeg(400, 200), 6);
      expect(hasExifMarker(input)).toBe(true);
      expect(input.includes(Buffer.from('N\0\0\0', 'latin1'))).toBe(true);

      const out = await processor.normalise(input, { maxSide: 1600 });

      expect([out.width, out.height]).toEqual([200, 400]);
      expect(hasExifMarker(out.bytes)).toBe(false);
      const decoded = await Jimp.fromBuffer(Buffer.from(out.bytes));
      expect([decoded.width, decoded.height]).toEqual([200, 400]);
      expectColour(rgbaAt(decoded, 100, 20), [255, 0, 0]);
      expectColour(rgbaAt(decoded, 100, 380), [0, 0, 255]);
    });

    it('applies the orientation before scaling', async () => {
      const out = await processor.normalise(withExif(await jpeg(1000, 500), 6), { maxSide: 400 });

      expect([out.width, out.height]).toEqual([200, 400]);
    });

    it('accepts bytes that are a view into a larger buffer', async () => {
      const image = await png(20, 10);
      const arena = new Uint8Array(image.length + 64);
      arena.set(image, 32);

      const out = await processor.normalise(arena.subarray(32, 32 + image.length), { maxSide: 100 });

      expect(out).toMatchObject({ mime: 'image/png', width: 20, height: 10 });
    });
  });

  describe('refuses', () => {
    it('more than 10 MB, before looking at anything else', async () => {
      const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
      tooBig.set(await jpeg(10, 10));
      const typeCheck = vi.spyOn(Jimp, 'fromBuffer');

      for (const input of [tooBig, randomBytes(10 * 1024 * 1024 + 1)]) {
        const normalising = processor.normalise(input, { maxSide: 1600 });
        await expect(normalising).rejects.toBeInstanceOf(DomainError);
        await expect(normalising).rejects.toMatchObject({ code: 'payload_too_large', message: 'Images must be at most 10 MB' });
      }
      expect(typeCheck).not.toHaveBeenCalled();
    });

    it('a GIF, whatever it is called', async () => {
      const normalising = processor.normalise(await gif(20, 20), { maxSide: 1600 });

      await expect(normalising).rejects.toBeInstanceOf(DomainError);
      await expect(normalising).rejects.toMatchObject({ code: 'unsupported_media', message: WRONG_TYPE });
    });

    it('random bytes, text, SVG and nothing at all', async () => {
      const inputs = [
        randomBytes(4096),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        Buffer.from('just some text pretending to be holiday.jpg'),
        new Uint8Array(0),
      ];
      for (const input of inputs) {
        await expect(processor.normalise(input, { maxSide: 1600 })).rejects.toMatchObject({
          code: 'unsupported_media',
          message: WRONG_TYPE,
        });
      }
    });

    it('a truncated JPEG or PNG as unreadable', async () => {
      const wholeJpeg = await jpeg(300, 200);
      const wholePng = await png(300, 200);
      const inputs = [
        wholeJpeg.subarray(0, Math.floor(wholeJpeg.length / 2)),
        wholeJpeg.subarray(0, 200),
        wholeJpeg.subarray(0, 4),
        wholePng.subarray(0, Math.floor(wholePng.length / 2)),
        wholePng.subarray(0, 30),
      ];
      for (const input of inputs) {
        const normalising = processor.normalise(input, { maxSide: 1600 });
        await expect(normalising).rejects.toBeInstanceOf(DomainError);
        await expect(normalising).rejects.toMatchObject({ code: 'unsupported_media', message: UNREADABLE });
      }
    });

    it('a JPEG whose scan data is garbage as unreadable', async () => {
      const corrupt = Buffer.from(await jpeg(300, 200));
      // Keep the headers, replace everything after them (the entropy-coded scan and EOI) with noise,
      // the same noise every run.
      const scan = corrupt.lastIndexOf(Buffer.from([0xff, 0xda]));
      noise(corrupt.length - scan - 20).copy(corrupt, scan + 20);

      await expect(processor.normalise(corrupt, { maxSide: 1600 })).rejects.toMatchObject({
        code: 'unsupported_media',
        message: UNREADABLE,
      });
    });

    it('a PNG claiming 10000 x 10000 pixels, without decoding it', async () => {
      const flood = pngClaiming(10_000, 10_000);
      expect(flood.length).toBeLessThan(100);
      const decode = vi.spyOn(Jimp, 'fromBuffer');

      const normalising = processor.normalise(flood, { maxSide: 1600 });

      await expect(normalising).rejects.toBeInstanceOf(DomainError);
      await expect(normalising).rejects.toMatchObject({ code: 'payload_too_large', message: 'Images must be at most 40 megapixels' });
      expect(decode).not.toHaveBeenCalled();
    });

    it('a JPEG claiming 10000 x 10000 pixels, without decoding it', async () => {
      const flood = withClaimedJpegSize(await jpeg(16, 16), 10_000, 10_000);
      const decode = vi.spyOn(Jimp, 'fromBuffer');

      await expect(processor.normalise(flood, { maxSide: 1600 })).rejects.toMatchObject({
        code: 'payload_too_large',
        message: 'Images must be at most 40 megapixels',
      });
      expect(decode).not.toHaveBeenCalled();
    });

    it('lets exactly 40 megapixels through the header check, one column more not', async () => {
      // Decoding a real 40 MP canvas takes seconds; a decoder that fails shows how far the check let it.
      const decode = vi.spyOn(Jimp, 'fromBuffer').mockRejectedValue(new Error('stub decoder'));

      await expect(processor.normalise(pngClaiming(8000, 5000), { maxSide: 1600 })).rejects.toMatchObject({
        code: 'unsupported_media',
        message: UNREADABLE,
      });
      expect(decode).toHaveBeenCalledTimes(1);
      await expect(processor.normalise(pngClaiming(8001, 5000), { maxSide: 1600 })).rejects.toMatchObject({
        code: 'payload_too_large',
      });
      expect(decode).toHaveBeenCalledTimes(1);
    });

    it('a maxSide that is not a positive integer, as a programming error', async () => {
      await expect(processor.normalise(await png(10, 10), { maxSide: 0 })).rejects.toThrow(/maxSide/);
    });
  });

  describe('reads sizes from headers', () => {
    it('of real JPEG and PNG files', async () => {
      expect(jpegSize(await jpeg(123, 45))).toEqual({ width: 123, height: 45 });
      expect(jpegSize(withExif(await jpeg(64, 32), 6))).toEqual({ width: 64, height: 32 });
      expect(pngSize(await png(77, 88))).toEqual({ width: 77, height: 88 });
    });

    it('and answers null for headers it cannot trust', async () => {
      expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
      expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
      expect(jpegSize(withClaimedJpegSize(await jpeg(8, 8), 0, 8))).toBeNull();
      expect(jpegSize(Buffer.from('not a jpeg'))).toBeNull();
      expect(pngSize(pngClaiming(0, 10))).toBeNull();
      expect(pngSize(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBeNull();
    });
  });
});

describe('JimpImageProcessor concurrency', () => {
  it('decodes at most `concurrency` images at once and finishes every one', async () => {
    const processor = new JimpImageProcessor(1);
    const png = new Uint8Array(await new Jimp({ width: 300, height: 200, color: 0xff0000ff }).getBuffer('image/png'));
    let peak = 0;
    const probe = setInterval(() => {
      peak = Math.max(peak, (processor as unknown as { running: number }).running);
    }, 1);
    const results = await Promise.all([1, 2, 3, 4].map(() => processor.normalise(png, { maxSide: 100 })));
    clearInterval(probe);
    expect(results.every((r) => r.width === 100)).toBe(true);
    expect(peak).toBeLessThanOrEqual(1);
  });
});

describe('JimpImageProcessor rotation', () => {
  it('turns the image clockwise by the asked degrees', async () => {
    // 20x10: left half red, right half blue
    const img = new Jimp({ width: 20, height: 10, color: 0xff0000ff });
    for (let x = 10; x < 20; x++) for (let y = 0; y < 10; y++) img.setPixelColor(0x0000ffff, x, y);
    const png = new Uint8Array(await img.getBuffer('image/png'));
    const out = await new JimpImageProcessor().normalise(png, { maxSide: 100, rotate: 90 });
    const turned = await Jimp.read(Buffer.from(out.bytes));
    expect([turned.width, turned.height]).toEqual([10, 20]);
    expect(turned.getPixelColor(5, 2)).toBe(0xff0000ff); // the left half is now on top
    expect(turned.getPixelColor(5, 17)).toBe(0x0000ffff);
  });
});

// Issue 13: the narrower copies a card or a profile picture loads instead of the whole photo.
describe('JimpImageProcessor copies', () => {
  const sizesOf = (out: { variants: { width: number; height: number }[] }) => out.variants.map((v) => [v.width, v.height]);

  it('makes a copy at each of 160, 320, 640 and 800 px below a 1,024 px photo, of the same picture and type', async () => {
    const out = await processor.normalise(await jpeg(2400, 1500), { maxSide: 1024 });

    expect([out.width, out.height]).toEqual([1024, 640]);
    expect(sizesOf(out)).toEqual([[160, 100], [320, 200], [640, 400], [800, 500]]);
    for (const variant of out.variants) {
      expect(await fileTypeFromBuffer(variant.bytes)).toMatchObject({ mime: 'image/jpeg' });
      const decoded = await Jimp.fromBuffer(Buffer.from(variant.bytes));
      expect([decoded.width, decoded.height]).toEqual([variant.width, variant.height]);
      expectColour(rgbaAt(decoded, Math.round(variant.width * 0.1), Math.round(variant.height / 2)), [255, 0, 0]);
      expectColour(rgbaAt(decoded, Math.round(variant.width * 0.9), Math.round(variant.height / 2)), [0, 0, 255]);
      expect(variant.bytes.length).toBeLessThan(out.bytes.length);
    }
  });

  it('adds the 1,024 px copy to a larger photo, never enlarges, and makes none of a photo 160 px wide or less', async () => {
    expect(sizesOf(await processor.normalise(await jpeg(1600, 800), { maxSide: 1600 }))).toEqual([[160, 80], [320, 160], [640, 320], [800, 400], [1024, 512]]);
    expect(sizesOf(await processor.normalise(await jpeg(500, 1000), { maxSide: 1024 }))).toEqual([[160, 320], [320, 640]]);
    expect(sizesOf(await processor.normalise(await jpeg(160, 90), { maxSide: 1024 }))).toEqual([]);
  });

  it('keeps a PNG\'s copies PNG, transparency included', async () => {
    const out = await processor.normalise(await png(400, 200, 0x00ff0080, 0x00000000), { maxSide: 1024 });

    expect(sizesOf(out)).toEqual([[160, 80], [320, 160]]);
    const decoded = await Jimp.fromBuffer(Buffer.from(out.variants[1]!.bytes));
    expect(await fileTypeFromBuffer(out.variants[1]!.bytes)).toMatchObject({ mime: 'image/png' });
    expect(rgbaAt(decoded, 40, 80)).toEqual([0, 255, 0, 128]);
  });

  it('makes the copies of a stored image without touching the image, and refuses what normalise refuses', async () => {
    const stored = await jpeg(960, 640);

    const out = await processor.withVariants(stored);

    expect(out).toMatchObject({ mime: 'image/jpeg', width: 960, height: 640 });
    expect(Buffer.from(out.bytes).equals(stored)).toBe(true);
    expect(sizesOf(out)).toEqual([[160, 107], [320, 213], [640, 427], [800, 533]]);
    await expect(processor.withVariants(await gif(300, 200))).rejects.toBeInstanceOf(DomainError);
    await expect(processor.withVariants(new Uint8Array([1, 2, 3]))).rejects.toBeInstanceOf(DomainError);
  });
});
