import type { MediaStore, ProcessedImage } from '../../application/ports/media.js';
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

  put(folder: string, bytes: Uint8Array, mime: ProcessedImage['mime']): Promise<{ url: string }> {
    return this.inner.put(folder, bytes, mime);
  }

  remove(url: string): Promise<void> {
    return this.unitOfWork.afterCommit(() => this.inner.remove(url));
  }
}
