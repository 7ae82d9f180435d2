/**
 * The image catalog in memory, with postgres-image-catalog.ts's rules: the images the site refers to (listing
 * photos, pictures, blog images: `references`, in the order the tables are walked) that are not recorded, or
 * recorded without a copy IMAGE_VARIANT_WIDTHS asks for (those narrower than the image), only the app's own
 * `/media/` files, a batch at a time with a cursor.
 */
import { IMAGE_VARIANT_WIDTHS } from '../../domain/media/image-sizes.js';
import type { ImageCatalog, ImageRecord } from '../ports/media.js';

export class InMemoryImageCatalog implements ImageCatalog {
  /** Every reference to a stored image, in the store's walking order (one URL may be referred to twice). */
  readonly references: (string | null)[] = [];
  readonly records = new Map<string, ImageRecord>();

  constructor(private readonly widths: readonly number[] = IMAGE_VARIANT_WIDTHS) {}

  async record(url: string, image: ImageRecord) {
    this.records.set(url, structuredClone(image));
  }
  async forget(url: string) {
    this.records.delete(url);
  }
  async missingVariants(cursor: string | null, limit: number) {
    const from = cursor ? Number(cursor) : 0;
    const rows = this.references.slice(from, from + limit);
    const urls = [...new Set(rows.filter((url): url is string => typeof url === 'string' && url.startsWith('/media/') && !this.complete(url)))];
    const end = from + rows.length;
    return { urls, next: end < this.references.length ? String(end) : null };
  }

  private complete(url: string): boolean {
    const r = this.records.get(url);
    return !!r && this.widths.filter((w) => w < r.width).every((w) => r.variantWidths.includes(w));
  }
}
