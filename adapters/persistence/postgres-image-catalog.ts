import type { MikroORM } from '@mikro-orm/postgresql';
import type { ImageCatalog, ImageRecord } from '../../application/ports/media.js';
import { IMAGE_VARIANT_WIDTHS } from '../../domain/media/image-sizes.js';

/**
 * Where stored images are referred to: each source walked in its primary key's order (a cursor per source),
 * so a pass over a large site reads each row once. Only URLs the app serves (`/media/...`) are stored images.
 */
const SOURCES = [
  { key: ['share_id', 'position'], sql: `select share_id as k1, position as k2, url from share_media where type = 'image'` },
  { key: ['id'], sql: 'select id as k1, 0 as k2, avatar_url as url from users' },
  { key: ['id'], sql: 'select id as k1, 0 as k2, avatar_url as url from instructors' },
  { key: ['id'], sql: 'select id as k1, 0 as k2, featured_image_url as url from blog_posts' },
] as const;

const WIDTHS = `{${IMAGE_VARIANT_WIDTHS.join(',')}}`;

interface Cursor {
  source: number;
  k1: number;
  k2: number;
}

/** The sizes of stored images in `media_images`, by URL (the repositories read them with image-sizes.sql.ts). */
export class PostgresImageCatalog implements ImageCatalog {
  constructor(private readonly orm: MikroORM) {}

  async record(url: string, image: ImageRecord): Promise<void> {
    await this.orm.em.execute(
      `insert into media_images (url, width, height, variant_widths) values (?, ?, ?, ?::int[])
       on conflict (url) do update set width = excluded.width, height = excluded.height, variant_widths = excluded.variant_widths`,
      [url, image.width, image.height, `{${image.variantWidths.join(',')}}`],
    );
  }

  async forget(url: string): Promise<void> {
    await this.orm.em.execute('delete from media_images where url = ?', [url]);
  }

  async missingVariants(cursor: string | null, limit: number): Promise<{ urls: string[]; next: string | null }> {
    let at = parseCursor(cursor);
    while (at.source < SOURCES.length) {
      const source = SOURCES[at.source]!;
      const after = source.key.length === 2 ? '(k1, k2) > (?, ?)' : 'k1 > ?';
      const rows = await this.orm.em.execute<{ k1: number; k2: number; url: string | null; recorded: boolean }[]>(
        // Recorded with every copy the widths ask for (those below the image's own width).
        `select k1, k2, url, exists (select 1 from media_images mi where mi.url = refs.url
                                      and mi.variant_widths @> array(select w from unnest(?::int[]) w where w < mi.width)) as recorded
           from (${source.sql}) refs
          where ${after} order by k1, k2 limit ?`,
        [WIDTHS, ...(source.key.length === 2 ? [at.k1, at.k2] : [at.k1]), limit],
      );
      if (rows.length < limit) {
        // This source is done; the next starts from its beginning.
        const urls = unrecordedOf(rows);
        at = { source: at.source + 1, k1: -1, k2: -1 };
        if (urls.length) return { urls, next: at.source < SOURCES.length ? JSON.stringify(at) : null };
        continue;
      }
      const last = rows[rows.length - 1]!;
      return { urls: unrecordedOf(rows), next: JSON.stringify({ source: at.source, k1: last.k1, k2: last.k2 }) };
    }
    return { urls: [], next: null };
  }
}

const unrecordedOf = (rows: { url: string | null; recorded: boolean }[]): string[] => [
  ...new Set(rows.filter((r) => !r.recorded).map((r) => r.url).filter((url): url is string => typeof url === 'string' && url.startsWith('/media/'))),
];

function parseCursor(cursor: string | null): Cursor {
  if (!cursor) return { source: 0, k1: -1, k2: -1 };
  const c = JSON.parse(cursor) as Cursor;
  return { source: c.source, k1: c.k1, k2: c.k2 };
}
