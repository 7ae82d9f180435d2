import { clipText } from '../../domain/site/clip-text.js';
import { blogPostPath, shareLinkPath } from '../../domain/site/site-pages.js';
import { sharePageTitle } from '../../domain/share/share-page-title.js';
import { sharePriceLabel } from '../../domain/share/price-display.js';
import { SHARE_TYPE_LABELS } from '../../domain/share/share-types.js';
import type { Share } from '../../domain/share/share.js';
import type { BlogSource } from '../ports/blog-source.js';
import type { ShareRepository } from '../ports/share.repository.js';

/** What search engines and link previews read about a page (title, description, Open Graph). */
export interface PageDescription {
  /** Without the site's name (the page's <title> adds it). */
  title: string;
  description: string;
  type: 'website' | 'article';
  /** An absolute address or a site path; null: none. */
  image: string | null;
  /** The page's own address on the site (canonical), a path with its query. */
  path: string;
  publishedAt?: Date;
  modifiedAt?: Date;
}

export const SITE_NAME = 'Wingshare';
const DESCRIPTION_LENGTH = 200;

/**
 * Describes the pages that have their own title for sharing: a blog post (its SEO title and description)
 * and a listing's share link. null when there is no such post or visible listing; the caller serves the
 * site's page with its default description then.
 */
export class DescribePage {
  constructor(
    private readonly blog: BlogSource,
    private readonly shares: ShareRepository,
  ) {}

  async blogPost(slug: string): Promise<PageDescription | null> {
    const post = slug.length <= 200 ? await this.blog.findBySlug(slug) : null;
    if (!post) return null;
    return {
      title: post.seoTitle || post.title,
      description: clipText(post.seoDescription || post.excerpt, DESCRIPTION_LENGTH),
      type: 'article',
      image: post.featuredImageUrl,
      path: blogPostPath(post.slug),
      publishedAt: post.date,
      modifiedAt: post.modified,
    };
  }

  async share(id: number): Promise<PageDescription | null> {
    const share = await this.shares.findById(id);
    // Inactive listings are hidden from visitors (and search engines).
    if (!share || !share.isActive) return null;
    const where = [share.airport.locationId, [share.airport.city, share.airport.state].filter(Boolean).join(', ')].filter(Boolean).join(', ');
    const kind = SHARE_TYPE_LABELS[share.type];
    const lead = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${where ? ` at ${where}` : ''}: ${sharePriceLabel(share)}.`;
    return {
      title: sharePageTitle(share),
      description: clipText(`${lead} ${share.description}`, DESCRIPTION_LENGTH),
      type: 'website',
      image: coverImage(share),
      path: shareLinkPath(share.id),
    };
  }
}

function coverImage(share: Share): string | null {
  const chosen = share.media[share.defaultMedia];
  if (chosen?.type === 'image') return chosen.url;
  return share.media.find((m) => m.type === 'image')?.url ?? null;
}

