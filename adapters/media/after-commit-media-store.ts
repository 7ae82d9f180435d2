import type { ImageVariantBytes, MediaStore, ProcessedImage } from '../../application/ports/media.js';
import type { UnitOfWork } from '../../application/ports/unit-of-work.js';

/**
 * A MediaStore whose removals wait for the surrounding database transaction to commit: a deletion that
 * is rolled back (e.g. its audit entry could not be written) keeps its photos. Outside a transaction a
 * removal happens at once, as before.
 */
export class AfterCommitMediaStore implements MediaStore {
  constructor(
    private readonly inner: MediaStore,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  put(folder: string, image: ProcessedImage): Promise<{ url: string }> {
    return this.inner.put(folder, image);
  }

  remove(url: string): Promise<void> {
    return this.unitOfWork.afterCommit(() => this.inner.remove(url));
  }

  load(url: string): Promise<Uint8Array | null> {
    return this.inner.load(url);
  }

  putVariants(url: string, variants: ImageVariantBytes[]): Promise<void> {
    return this.inner.putVariants(url, variants);
  }
}
