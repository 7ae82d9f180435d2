import { isDomainError } from '../../domain/errors.js';
import type { ImageCatalog, ImageProcessor, MediaStore } from '../ports/media.js';

export interface MakeImageVariantsReport {
  /** Images that got their copies (or were found to need none) and are now recorded. */
  made: number;
  /** Images the site refers to that the store does not have (a data folder restored without its media). */
  missing: number;
  /** Stored files that cannot be read as an image. */
  unreadable: number;
  /** The run stopped before the end (the app is stopping). */
  stopped: boolean;
}

/** References read per query: a pass over a site whose photos all have their copies reads each row once. */
const BATCH = 500;

/**
 * The narrower copies of the photos stored before copies were made at upload (or before a width was added
 * to IMAGE_VARIANT_WIDTHS): each stored image the site shows whose copies the catalog does not record is
 * read, its copies made and stored beside it, and its size recorded. Idempotent: a recorded image is not
 * read again, so a run when every image has its copies is one pass over the references. One image at a
 * time, so uploads keep their turn at the image processor.
 */
export class MakeImageVariants {
  constructor(
    private readonly catalog: ImageCatalog,
    private readonly media: MediaStore,
    private readonly images: ImageProcessor,
  ) {}

  async execute(options: { signal?: AbortSignal; onImage?: (url: string) => void } = {}): Promise<MakeImageVariantsReport> {
    const report: MakeImageVariantsReport = { made: 0, missing: 0, unreadable: 0, stopped: false };
    let cursor: string | null = null;
    do {
      const batch: { urls: string[]; next: string | null } = await this.catalog.missingVariants(cursor, BATCH);
      for (const url of batch.urls) {
        if (options.signal?.aborted) return { ...report, stopped: true };
        await this.makeOne(url, report);
        options.onImage?.(url);
      }
      cursor = batch.next;
    } while (cursor !== null);
    return report;
  }

  private async makeOne(url: string, report: MakeImageVariantsReport): Promise<void> {
    const bytes = await this.media.load(url);
    if (!bytes) {
      report.missing++;
      return;
    }
    let image;
    try {
      image = await this.images.withVariants(bytes);
    } catch (e) {
      // A file the processor refuses (damaged, or not an image) stays as it is, shown without copies.
      if (!isDomainError(e)) throw e;
      report.unreadable++;
      return;
    }
    await this.media.putVariants(url, image.variants);
    await this.catalog.record(url, { width: image.width, height: image.height, variantWidths: image.variants.map((v) => v.width) });
    report.made++;
  }
}
