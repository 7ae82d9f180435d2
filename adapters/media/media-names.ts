import { randomUUID } from 'node:crypto';
import type { ProcessedImage } from '../../application/ports/media.js';
import { DomainError } from '../../domain/errors.js';
import { IMAGE_VARIANT_WIDTHS } from '../../domain/media/image-sizes.js';

/**
 * How stored media are named, whatever keeps them (a local folder, an S3 bucket): `<folder>/<uuid>.<ext>`,
 * made by the server, so the URLs `/media/<folder>/<name>` stay valid when the store changes. An image's
 * narrower copies are `<folder>/<uuid>-<width>w.<ext>` beside it (domain/media/image-sizes.ts).
 */

const FOLDER = /^[a-z0-9-]+$/;
const EXTENSIONS: Record<ProcessedImage['mime'], string> = { 'image/jpeg': '.jpg', 'image/png': '.png' };
const TYPES: Record<string, ProcessedImage['mime']> = { jpg: 'image/jpeg', png: 'image/png' };
/**
 * Exactly the names newMediaName() and variantName() make: folder, a UUID, a copy's width, one of our
 * extensions. Nothing else is ever removed or served from a bucket.
 */
const STORED_NAME = /^([a-z0-9-]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-([1-9][0-9]{1,3})w)?\.(jpg|png)$/;

export interface StoredName {
  folder: string;
  /** `<uuid>.<ext>`, or `<uuid>-<width>w.<ext>` for a copy. */
  file: string;
  /** The type the extension stands for. */
  mime: ProcessedImage['mime'];
  /** The width of a copy; null for the image itself. */
  variantWidth: number | null;
}

/** A fresh `<folder>/<uuid>.<ext>` for an image of that type. */
export function newMediaName(folder: string, mime: ProcessedImage['mime']): StoredName {
  // Folders come from our code, not from requests: a bad one is a bug, hence 'internal'.
  if (!FOLDER.test(folder)) throw new DomainError('internal', `Invalid media folder: ${JSON.stringify(folder)}`);
  const extension = EXTENSIONS[mime];
  if (!extension) throw new DomainError('internal', `Unsupported media type: ${JSON.stringify(mime)}`);
  return { folder, file: `${randomUUID()}${extension}`, mime, variantWidth: null };
}

/** The name of an image's copy `width` pixels wide, beside it. */
export function variantName(name: StoredName, width: number): StoredName {
  if (!Number.isInteger(width) || width < 10 || width > 9999) throw new DomainError('internal', `Invalid variant width: ${width}`);
  const base = name.file.replace(/(-[0-9]+w)?\.(jpg|png)$/, '');
  return { folder: name.folder, file: `${base}-${width}w${EXTENSIONS[name.mime]}`, mime: name.mime, variantWidth: width };
}

/** The names of every copy an image may have (IMAGE_VARIANT_WIDTHS), for removing them with it. */
export const variantNames = (name: StoredName): StoredName[] => IMAGE_VARIANT_WIDTHS.map((w) => variantName(name, w));

/** `<folder>/<file>` when it is a name newMediaName() makes, else null. */
export function parseStoredName(name: string): StoredName | null {
  const match = typeof name === 'string' ? STORED_NAME.exec(name) : null;
  if (!match) return null;
  const [, folder, uuid, width, extension] = match;
  return { folder, file: `${uuid}${width ? `-${width}w` : ''}.${extension}`, mime: TYPES[extension], variantWidth: width ? Number(width) : null };
}

/** The stored name a public URL (`<prefix>/<folder>/<file>`) points at, or null for any other URL. */
export function storedNameOfUrl(url: string, publicPrefix: string): StoredName | null {
  if (typeof url !== 'string' || !url.startsWith(`${publicPrefix}/`)) return null;
  return parseStoredName(url.slice(publicPrefix.length + 1));
}

/** '/media', 'media/' and '/media/' all become '/media'. */
export const normalisePublicPrefix = (prefix: string) => `/${prefix.replace(/^\/+|\/+$/g, '')}`;
