import { DomainError, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import type { FlightPhoto } from '../../domain/flight/flight.js';
import type { ImageProcessor, MediaStore, ProcessedImage } from '../ports/media.js';

/** A photo as the HTTP adapter hands it over: its kind (from the field name), its bytes and its name. */
export interface FlightUpload {
  kind: FlightPhoto['kind'];
  bytes: Buffer;
  filename: string;
}

export const FLIGHT_PHOTO_MAX_SIDE = 2000;
export const FLIGHT_PHOTOS_MAX = 12;
/** Where the media store keeps flight photos: never linked from a public page, served through the flight's access. */
export const FLIGHT_PHOTO_FOLDER = 'flights';

export const PHOTO_MESSAGES = {
  tooMany: `At most ${FLIGHT_PHOTOS_MAX} photos.`,
} as const;

/**
 * The photos of a check-out or a check-in, checked by their bytes as listing photos are (the image processor
 * takes JPEG and PNG only, within the size limits, and drops their metadata) before anything is stored. A
 * refused file is a 400 naming it (`photos[1]`); nothing is stored then.
 */
export class FlightPhotos {
  constructor(
    private readonly images: ImageProcessor,
    private readonly media: MediaStore,
  ) {}

  async check(uploads: FlightUpload[]): Promise<Array<{ kind: FlightPhoto['kind']; image: ProcessedImage }>> {
    if (uploads.length > FLIGHT_PHOTOS_MAX) throw validationFailed([PHOTO_MESSAGES.tooMany], PHOTO_MESSAGES.tooMany, { photos: [PHOTO_MESSAGES.tooMany] });
    const out: Array<{ kind: FlightPhoto['kind']; image: ProcessedImage }> = [];
    for (const [i, upload] of uploads.entries()) {
      try {
        out.push({ kind: upload.kind, image: await this.images.normalise(new Uint8Array(upload.bytes), { maxSide: FLIGHT_PHOTO_MAX_SIDE }) });
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        const message = `${upload.filename || `Photo ${i + 1}`}: ${e.message}`;
        throw new DomainError(e.code, message, [message], undefined, fieldErrors([[`photos[${i}]`, [message]]]));
      }
    }
    return out;
  }

  async store(checked: Array<{ kind: FlightPhoto['kind']; image: ProcessedImage }>): Promise<FlightPhoto[]> {
    const stored: FlightPhoto[] = [];
    try {
      for (const { kind, image } of checked) stored.push({ kind, key: (await this.media.put(FLIGHT_PHOTO_FOLDER, image)).url });
    } catch (e) {
      await this.remove(stored);
      throw e;
    }
    return stored;
  }

  /** Removes photos stored for a change that was not saved. */
  async remove(photos: FlightPhoto[]): Promise<void> {
    for (const p of photos) await this.media.remove(p.key);
  }

  async load(photo: FlightPhoto): Promise<{ bytes: Buffer; contentType: string } | null> {
    const bytes = await this.media.load(photo.key);
    if (!bytes) return null;
    const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
    return { bytes: Buffer.from(bytes), contentType: png ? 'image/png' : 'image/jpeg' };
  }
}
