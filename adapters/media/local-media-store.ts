import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore, ProcessedImage } from '../../application/ports/media.js';
import { DomainError } from '../../domain/errors.js';

export interface LocalMediaStoreOptions {
  /** Directory the files live in, e.g. DATA_DIR/media. Created on first write. */
  root: string;
  /** URL path the HTTP adapter serves root at, e.g. '/media'. */
  publicPrefix: string;
}

const FOLDER = /^[a-z0-9-]+$/;
const EXTENSIONS: Record<ProcessedImage['mime'], string> = { 'image/jpeg': '.jpg', 'image/png': '.png' };
/** Exactly the names put() makes: folder, a v4 UUID and one of our extensions. Nothing else is ever removed. */
const STORED_NAME = /^([a-z0-9-]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png))$/;

/** Media as files under a local directory (the default for one machine; an S3 store replaces it at scale). */
export class LocalMediaStore implements MediaStore {
  private readonly root: string;
  private readonly prefix: string;

  constructor(options: LocalMediaStoreOptions) {
    this.root = path.resolve(options.root);
    this.prefix = `/${options.publicPrefix.replace(/^\/+|\/+$/g, '')}`;
  }

  async put(folder: string, bytes: Uint8Array, mime: ProcessedImage['mime']): Promise<{ url: string }> {
    // Folders come from our code, not from requests: a bad one is a bug, hence 'internal'.
    if (!FOLDER.test(folder)) throw new DomainError('internal', `Invalid media folder: ${JSON.stringify(folder)}`);
    const extension = EXTENSIONS[mime];
    if (!extension) throw new DomainError('internal', `Unsupported media type: ${JSON.stringify(mime)}`);

    const name = `${randomUUID()}${extension}`;
    const directory = path.join(this.root, folder);
    await mkdir(directory, { recursive: true });
    // 'wx': never overwrite, even in the impossible case of a repeated UUID.
    await writeFile(path.join(directory, name), bytes, { flag: 'wx' });
    return { url: `${this.prefix}/${folder}/${name}` };
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
    if (typeof url !== 'string' || !url.startsWith(`${this.prefix}/`)) return null;
    const match = STORED_NAME.exec(url.slice(this.prefix.length + 1));
    if (!match) return null;
    const file = path.resolve(this.root, match[1], match[2]);
    // The pattern already rules out '..' and separators; this keeps the promise if the pattern ever changes.
    const relative = path.relative(this.root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return file;
  }
}
