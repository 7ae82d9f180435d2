import type { MikroORM } from '@mikro-orm/postgresql';
import type { SitemapShareSource } from '../../application/ports/sitemap-source.js';

/** Active listings for the sitemap, by primary key ranges (an index range scan however many there are). */
export class PostgresSitemapSource implements SitemapShareSource {
  constructor(private readonly orm: MikroORM) {}

  async maxActiveShareId(): Promise<number> {
    const [row] = await this.orm.em.execute<{ id: number | null }[]>('select max(id) as id from shares where is_active');
    return row?.id ?? 0;
  }

  async activeShares(afterId: number, upToId: number, limit: number): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.orm.em.execute<{ id: number; updated_at: Date }[]>(
      'select id, updated_at from shares where is_active and id > ? and id <= ? order by id limit ?',
      [afterId, upToId, limit],
    );
    return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at) }));
  }
}
