/** A narrower copy of an image, made from it (never an enlargement). */
export interface ImageVariantBytes {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * A normalised image: re-encoded, oriented, scaled, metadata (EXIF, GPS) dropped; with its copies at each
 * width of IMAGE_VARIANT_WIDTHS (domain/media/image-sizes.ts) narrower than it, narrowest first.
 */
export interface ProcessedImage {
  bytes: Uint8Array;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  variants: ImageVariantBytes[];
}

/**
 * Checks and normalises uploaded images. Only JPEG and PNG, recognised by their bytes; at most 10 MB and
 * 40 megapixels (read from the header before decoding). Rejects with a DomainError
 * ('unsupported_media' or 'payload_too_large') and a message a person understands.
 */
export interface ImageProcessor {
  /** `rotate` turns the (auto-oriented) image clockwise by that many degrees before scaling. */
  normalise(bytes: Uint8Array, options: { maxSide: number; rotate?: 0 | 90 | 180 | 270 }): Promise<ProcessedImage>;
  /**
   * An image that needs no normalising (one stored before, one drawn by the demo content): its bytes as
   * they are, its size and its copies. The same checks as normalise().
   */
  withVariants(bytes: Uint8Array): Promise<ProcessedImage>;
}

/** Where media files live. Default: files under DATA_DIR/media, served by the app at /media. */
export interface MediaStore {
  /** Stores the image and its copies under a fresh name in the folder; answers the image's public URL. */
  put(folder: string, image: ProcessedImage): Promise<{ url: string }>;
  /** Removes a file stored by put, by its URL, with its copies; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The bytes of a file stored by put, by its URL; null when it is not there or not one put() makes. */
  load(url: string): Promise<Uint8Array | null>;
  /** Stores copies of a file stored by put (replacing any of the same width): photos stored before copies were made. */
  putVariants(url: string, variants: ImageVariantBytes[]): Promise<void>;
}

/** What is recorded of a stored image: its size and the widths of the copies stored beside it. */
export interface ImageRecord {
  width: number;
  height: number;
  variantWidths: number[];
}

/**
 * The sizes of stored images, by URL, which the repositories add to the photos they answer. Kept by the
 * media store as it stores and removes images; the photos stored before are added by MakeImageVariants.
 */
export interface ImageCatalog {
  record(url: string, image: ImageRecord): Promise<void>;
  forget(url: string): Promise<void>;
  /**
   * Stored images the site shows (listing photos, pictures, blog images) that are not recorded, or recorded
   * without a copy that IMAGE_VARIANT_WIDTHS now asks for, a batch at a time: start with a null cursor and
   * pass `next` on until it is null. A batch may be empty.
   */
  missingVariants(cursor: string | null, limit: number): Promise<{ urls: string[]; next: string | null }>;
}
