import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariantBytes, MediaStore, ProcessedImage } from '../../application/ports/media.js';
import { newMediaName, normalisePublicPrefix, storedNameOfUrl, variantName, variantNames, type StoredName } from './media-names.js';

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

  async put(folder: string, image: ProcessedImage): Promise<{ url: string }> {
    const name = newMediaName(folder, image.mime);
    await mkdir(path.join(this.root, name.folder), { recursive: true });
    // The copies first: once the image's URL exists, its copies do too.
    await this.writeVariants(name, image.variants);
    // 'wx': never overwrite, even in the impossible case of a repeated UUID.
    await writeFile(this.pathOf(name), image.bytes, { flag: 'wx' });
    return { url: `${this.prefix}/${name.folder}/${name.file}` };
  }

  async putVariants(url: string, variants: ImageVariantBytes[]): Promise<void> {
    const name = this.nameOf(url);
    if (!name || name.variantWidth !== null) return;
    await this.writeVariants(name, variants);
  }

  async load(url: string): Promise<Uint8Array | null> {
    const name = this.nameOf(url);
    if (!name) return null;
    try {
      return new Uint8Array(await readFile(this.pathOf(name)));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async remove(url: string): Promise<void> {
    const name = this.nameOf(url);
    if (!name) return;
    // The image first, then its copies: a failure in between leaves copies no URL points at, never an image without them.
    await this.unlinkIfThere(name);
    if (name.variantWidth === null) await Promise.all(variantNames(name).map((v) => this.unlinkIfThere(v)));
  }

  /** Each copy through a temporary file renamed into place, so a reader never sees half a file. */
  private async writeVariants(name: StoredName, variants: ImageVariantBytes[]): Promise<void> {
    for (const variant of variants) {
      const file = this.pathOf(variantName(name, variant.width));
      const partial = `${file}.partial`;
      await writeFile(partial, variant.bytes);
      await rename(partial, file);
    }
  }

  private async unlinkIfThere(name: StoredName): Promise<void> {
    try {
      await unlink(this.pathOf(name));
    } catch (e) {
      // Already gone is what remove wants; anything else (permissions, I/O) is a real failure.
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }

  /** The stored name a URL made by put() points at, or null for any other URL. */
  private nameOf(url: string): StoredName | null {
    const name = storedNameOfUrl(url, this.prefix);
    if (!name) return null;
    // The pattern already rules out '..' and separators; this keeps the promise if the pattern ever changes.
    const relative = path.relative(this.root, this.pathOf(name));
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return name;
  }

  private pathOf(name: StoredName): string {
    return path.resolve(this.root, name.folder, name.file);
  }
}
