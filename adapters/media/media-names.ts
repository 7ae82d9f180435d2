import { randomUUID } from 'node:crypto';
import type { ProcessedImage } from '../../application/ports/media.js';
import { DomainError } from '../../domain/errors.js';

/**
 * How stored media are named, whatever keeps them (a local folder, an S3 bucket): `<folder>/<uuid>.<ext>`,
 * made by the server, so the URLs `/media/<folder>/<name>` stay valid when the store changes.
 */

const FOLDER = /^[a-z0-9-]+$/;
const EXTENSIONS: Record<ProcessedImage['mime'], string> = { 'image/jpeg': '.jpg', 'image/png': '.png' };
const TYPES: Record<string, ProcessedImage['mime']> = { jpg: 'image/jpeg', png: 'image/png' };
/** Exactly the names newMediaName() makes: folder, a UUID and one of our extensions. Nothing else is ever removed or served from a bucket. */
const STORED_NAME = /^([a-z0-9-]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png))$/;

export interface StoredName {
  folder: string;
  /** `<uuid>.<ext>` */
  file: string;
  /** The type the extension stands for. */
  mime: ProcessedImage['mime'];
}

/** A fresh `<folder>/<uuid>.<ext>` for an image of that type. */
export function newMediaName(folder: string, mime: ProcessedImage['mime']): StoredName {
  // Folders come from our code, not from requests: a bad one is a bug, hence 'internal'.
  if (!FOLDER.test(folder)) throw new DomainError('internal', `Invalid media folder: ${JSON.stringify(folder)}`);
  const extension = EXTENSIONS[mime];
  if (!extension) throw new DomainError('internal', `Unsupported media type: ${JSON.stringify(mime)}`);
  return { folder, file: `${randomUUID()}${extension}`, mime };
}

/** `<folder>/<file>` when it is a name newMediaName() makes, else null. */
export function parseStoredName(name: string): StoredName | null {
  const match = typeof name === 'string' ? STORED_NAME.exec(name) : null;
  return match ? { folder: match[1], file: match[2], mime: TYPES[match[3]] } : null;
}

/** The stored name a public URL (`<prefix>/<folder>/<file>`) points at, or null for any other URL. */
export function storedNameOfUrl(url: string, publicPrefix: string): StoredName | null {
  if (typeof url !== 'string' || !url.startsWith(`${publicPrefix}/`)) return null;
  return parseStoredName(url.slice(publicPrefix.length + 1));
}

/** '/media', 'media/' and '/media/' all become '/media'. */
export const normalisePublicPrefix = (prefix: string) => `/${prefix.replace(/^\/+|\/+$/g, '')}`;
