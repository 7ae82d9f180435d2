import type { EntityManager } from '@mikro-orm/postgresql';
import { imageSizes, type ImageSizes } from '../../domain/media/image-sizes.js';

/**
 * How the repositories add the sizes of stored images (table media_images) to the URLs they answer: a
 * subquery per URL column, answering `{"w", "h", "v"}` or null, and the mapping to the domain's ImageSizes.
 */
export interface ImageSizeJson {
  w: number;
  h: number;
  v: number[];
}

/** SQL for the sizes of the image whose URL `urlSql` gives: a JSON object, or null when none is recorded. */
export const imageSizeSql = (urlSql: string) =>
  `(select json_build_object('w', mi.width, 'h', mi.height, 'v', mi.variant_widths) from media_images mi where mi.url = ${urlSql})`;

/** The sizes an image's row carries, as the domain says them; null when none are recorded (stored elsewhere). */
export function recordedSizes(url: string, json: ImageSizeJson | null | undefined): ImageSizes | null {
  return json && json.w > 0 && json.h > 0 ? imageSizes(url, json.w, json.h, json.v ?? []) : null;
}

/** The same, to spread into a photo: {} when none are recorded. */
export const sizesOf = (url: string, json: ImageSizeJson | null | undefined): Partial<ImageSizes> => recordedSizes(url, json) ?? {};

/** The recorded sizes of these URLs, for repositories that load their rows through the ORM. */
export async function imageSizesByUrl(em: EntityManager, urls: (string | null | undefined)[]): Promise<Map<string, ImageSizes>> {
  const wanted = [...new Set(urls.filter((u): u is string => typeof u === 'string' && u.length > 0))];
  const found = new Map<string, ImageSizes>();
  if (!wanted.length) return found;
  const rows = await em.execute<{ url: string; width: number; height: number; variant_widths: number[] }[]>(
    `select url, width, height, variant_widths from media_images where url in (${wanted.map(() => '?').join(', ')})`,
    wanted,
  );
  for (const r of rows) found.set(r.url, imageSizes(r.url, r.width, r.height, r.variant_widths));
  return found;
}
