import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore, ProcessedImage } from '../../application/ports/media.js';
import { newMediaName, normalisePublicPrefix, storedNameOfUrl } from './media-names.js';

export interface LocalMediaStoreOptions {
  /** Directory the files live in, e.g. DATA_DIR/media. Created on first write. */
  root: string;
  /** URL path the HTTP adapter serves root at, e.g. '/media'. */
  publicPrefix: string;
}

/** Media as files under a local directory (the default for one machine; S3MediaStore replaces it at scale). */
export class LocalMediaStore implements MediaStore {
  private readonly root: string;
  private readonly prefix: string;

  constructor(options: LocalMediaStoreOptions) {
    this.root = path.resolve(options.root);
    this.prefix = normalisePublicPrefix(options.publicPrefix);
  }

  async put(folder: string, bytes: Uint8Array, mime: ProcessedImage['mime']): Promise<{ url: string }> {
    const name = newMediaName(folder, mime);
    const directory = path.join(this.root, name.folder);
    await mkdir(directory, { recursive: true });
    // 'wx': never overwrite, even in the impossible case of a repeated UUID.
    await writeFile(path.join(directory, name.file), bytes, { flag: 'wx' });
    return { url: `${this.prefix}/${name.folder}/${name.file}` };
  }

  async remove(url: string): Promise<void> {
    const file = this.fileOf(url);
    if (!file) return;
    try {
      await unlink(file);
    } catch (e) {
      // Already gone is what remove wants; anything else (permissions, I/O) is a real failure.
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }

  /** The file a URL made by put() names, or null for any other URL. */
  private fileOf(url: string): string | null {
    const name = storedNameOfUrl(url, this.prefix);
    if (!name) return null;
    const file = path.resolve(this.root, name.folder, name.file);
    // The pattern already rules out '..' and separators; this keeps the promise if the pattern ever changes.
    const relative = path.relative(this.root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return file;
  }
}
