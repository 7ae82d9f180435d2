import type { ImageCatalog, ImageVariantBytes, MediaStore, ProcessedImage } from '../../application/ports/media.js';

/**
 * A MediaStore that records the size of each image it stores, and the widths of its copies, in the image
 * catalog (which the repositories read to answer them with the photos), and forgets an image it removes.
 * The file comes first and goes first: a recorded size always belongs to a stored image.
 */
export class CatalogedMediaStore implements MediaStore {
  constructor(
    private readonly inner: MediaStore,
    private readonly catalog: ImageCatalog,
  ) {}

  async put(folder: string, image: ProcessedImage): Promise<{ url: string }> {
    const stored = await this.inner.put(folder, image);
    try {
      await this.catalog.record(stored.url, { width: image.width, height: image.height, variantWidths: image.variants.map((v) => v.width) });
    } catch (e) {
      // The caller never learns the URL: the files would be left with nothing pointing at them.
      await this.inner.remove(stored.url).catch(() => undefined);
      throw e;
    }
    return stored;
  }

  async remove(url: string): Promise<void> {
    await this.inner.remove(url);
    await this.catalog.forget(url);
  }

  load(url: string): Promise<Uint8Array | null> {
    return this.inner.load(url);
  }

  putVariants(url: string, variants: ImageVariantBytes[]): Promise<void> {
    return this.inner.putVariants(url, variants);
  }
}
