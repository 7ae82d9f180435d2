/** The listings a sitemap names: active ones, read a slice of ids at a time (there can be millions). */
export interface SitemapShareSource {
  /** The highest id of an active listing; 0 when there is none. */
  maxActiveShareId(): Promise<number>;
  /** Active listings with ids after `afterId` and at most `upToId`, in id order, at most `limit` of them. */
  activeShares(afterId: number, upToId: number, limit: number): Promise<{ id: number; updatedAt: Date }[]>;
}
