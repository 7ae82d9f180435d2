/** A normalised image: re-encoded, oriented, scaled, metadata (EXIF, GPS) dropped. */
export interface ProcessedImage {
  bytes: Uint8Array;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/**
 * Checks and normalises uploaded images. Only JPEG and PNG, recognised by their bytes; at most 10 MB and
 * 40 megapixels (read from the header before decoding). Rejects with a DomainError
 * ('unsupported_media' or 'payload_too_large') and a message a person understands.
 */
export interface ImageProcessor {
  /** `rotate` turns the (auto-oriented) image clockwise by that many degrees before scaling. */
  normalise(bytes: Uint8Array, options: { maxSide: number; rotate?: 0 | 90 | 180 | 270 }): Promise<ProcessedImage>;
}

/** Where media files live. Default: files under DATA_DIR/media, served by the app at /media. */
export interface MediaStore {
  /** Stores the bytes under a fresh name in the folder; answers the public URL. */
  put(folder: string, bytes: Uint8Array, mime: ProcessedImage['mime']): Promise<{ url: string }>;
  /** Removes a file stored by put, by its URL; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
}
