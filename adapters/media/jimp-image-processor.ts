import { fileTypeFromBuffer } from 'file-type';
import { Jimp } from 'jimp';
import type { ImageProcessor, ImageVariantBytes, ProcessedImage } from '../../application/ports/media.js';
import { DomainError } from '../../domain/errors.js';
import { variantWidthsFor } from '../../domain/media/image-sizes.js';
import { hiddenPayload } from './hidden-payload.js';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
const JPEG_QUALITY = 85;
/** The copies are seen small, where a lower quality does not show and the bytes matter more. */
const VARIANT_JPEG_QUALITY = 80;

type Decoded = Awaited<ReturnType<typeof Jimp.fromBuffer>>;
type Mime = ProcessedImage['mime'];

const tooLarge = () => new DomainError('payload_too_large', 'Images must be at most 10 MB', ['Images must be at most 10 MB']);
const tooManyPixels = () =>
  new DomainError('payload_too_large', 'Images must be at most 40 megapixels', ['Images must be at most 40 megapixels']);
const wrongType = () =>
  new DomainError('unsupported_media', 'Only JPEG and PNG images are accepted', ['Only JPEG and PNG images are accepted']);
const polyglot = (what: string) => {
  const message = `This image has ${what} hidden after it. Please upload a plain JPEG or PNG.`;
  return new DomainError('unsupported_media', message, [message]);
};
const unreadable = () => {
  const message = 'This image could not be read. Please upload a JPEG or PNG file.';
  return new DomainError('unsupported_media', message, [message]);
};

/**
 * Normalises uploads with jimp (pure JavaScript, nothing to compile). The cheap checks come first, in
 * order of cost: byte size, type from the magic bytes, pixel count from the header; only then is the
 * image decoded. Re-encoding writes pixels only, so EXIF (GPS included) and other metadata are gone.
 */
export class JimpImageProcessor implements ImageProcessor {
  /**
   * Decoding a 40 MP photo takes seconds and about 1 GB: at most `concurrency` decodes run at once, the
   * rest wait their turn, so a burst of uploads cannot exhaust memory.
   */
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency = 2) {}

  async normalise(bytes: Uint8Array, options: { maxSide: number; rotate?: 0 | 90 | 180 | 270 }): Promise<ProcessedImage> {
    if (!Number.isInteger(options.maxSide) || options.maxSide < 1) {
      throw new Error(`maxSide must be a positive integer, got ${options.maxSide}`);
    }
    return this.inTurn(async () => {
      const { image, mime } = await decode(bytes);
      // jimp's rotate turns counter-clockwise for positive degrees; the API's rotation is clockwise.
      if (options.rotate) image.rotate(-options.rotate);

      const longer = Math.max(image.width, image.height);
      if (longer > options.maxSide) {
        if (image.width >= image.height) image.resize({ w: options.maxSide });
        else image.resize({ h: options.maxSide });
      }

      const encoded = await encode(image, mime, JPEG_QUALITY);
      return { bytes: encoded, mime, width: image.width, height: image.height, variants: await variantsOf(image, mime) };
    });
  }

  async withVariants(bytes: Uint8Array): Promise<ProcessedImage> {
    return this.inTurn(async () => {
      const { image, mime } = await decode(bytes);
      return { bytes, mime, width: image.width, height: image.height, variants: await variantsOf(image, mime) };
    });
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

/** The checks, cheapest first, then the decoding. */
async function decode(bytes: Uint8Array): Promise<{ image: Decoded; mime: Mime }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw tooLarge();

  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime === 'image/jpeg' || type?.mime === 'image/png' ? type.mime : null;
  if (!mime) throw wrongType();

  // A small file can claim a huge canvas (a pixel flood): refuse it before allocating anything.
  const size = mime === 'image/jpeg' ? jpegSize(bytes) : pngSize(bytes);
  if (!size) throw unreadable();
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw tooManyPixels();
  const hidden = hiddenPayload(bytes, mime);
  if (hidden) throw polyglot(hidden);

  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    // jimp applies the EXIF orientation itself while reading. The decoder limits repeat ours in case
    // the header we read is not the one the decoder uses; a 40 MP JPEG needs about 540 MB in jpeg-js.
    const image =
      mime === 'image/jpeg'
        ? await Jimp.fromBuffer(buffer, { 'image/jpeg': { maxResolutionInMP: 40, maxMemoryUsageInMB: 1024 } })
        : await Jimp.fromBuffer(buffer);
    return { image, mime };
  } catch {
    // Truncated or corrupt data: the person's file, not our fault, and the decoder's message helps no one.
    throw unreadable();
  }
}

async function encode(image: Decoded, mime: Mime, quality: number): Promise<Uint8Array> {
  const encoded = mime === 'image/jpeg' ? await image.getBuffer('image/jpeg', { quality }) : await image.getBuffer('image/png');
  return new Uint8Array(encoded);
}

/**
 * A copy at each variant width narrower than the image, narrowest first. jimp's default resize averages
 * the pixels it drops (no aliasing on the thin lines of a photo, unlike point-sampling interpolations).
 */
async function variantsOf(image: Decoded, mime: Mime): Promise<ImageVariantBytes[]> {
  const variants: ImageVariantBytes[] = [];
  for (const width of variantWidthsFor(image.width)) {
    const copy = image.clone();
    copy.resize({ w: width });
    variants.push({ width: copy.width, height: copy.height, bytes: await encode(copy, mime, VARIANT_JPEG_QUALITY) });
  }
  return variants;
}

interface Size {
  width: number;
  height: number;
}

/** Width and height from the IHDR chunk, which a valid PNG has first, right after the signature. */
export function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]);
  if (chunkType !== 'IHDR') return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** SOF markers carry the frame size; C4 (DHT), C8 (reserved) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Width and height from the first start-of-frame segment, walking the segments that precede the scan. */
export function jpegSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (i < bytes.length && bytes[i] === 0xff) i++; // fill bytes
    if (i >= bytes.length) return null;
    const marker = bytes[i++];
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
    if (standalone) continue;
    // End of image or start of scan before any frame header: there is no size to trust.
    if (marker === 0xd9 || marker === 0xda) return null;
    if (i + 2 > bytes.length) return null;
    const length = (bytes[i] << 8) | bytes[i + 1];
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || i + 7 > bytes.length) return null;
      const height = (bytes[i + 3] << 8) | bytes[i + 4];
      const width = (bytes[i + 5] << 8) | bytes[i + 6];
      return width > 0 && height > 0 ? { width, height } : null;
    }
    i += length;
  }
  return null;
}
