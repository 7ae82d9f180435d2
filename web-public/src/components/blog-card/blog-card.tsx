import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PublishedPostSummary } from '../../../../domain/blog/blog-view';
import { blogPostPath } from '../../../../domain/site/site-pages';
import { useLongDate } from '../../lib/format-date';
import { DefaultBlogImage } from './default-blog-image';
import { StoredImage, type ImageLoading } from '../stored-image/stored-image';
import '../card/card.css';
import './blog-card.css';

/** The `sizes` of a card's cover (blog-card.css): the column on a phone, 250 to 370 px in the blog's grid. */
export const BLOG_CARD_IMAGE_SIZES = '(max-width: 560px) calc(100vw - 2.5rem), (max-width: 860px) 370px, 310px';
/** The home page's previews (compact): the column on a phone, at most about 270 px beside each other. */
export const COMPACT_BLOG_CARD_IMAGE_SIZES = '(max-width: 460px) calc(100vw - 2.5rem), 270px';
const COVER_BOX = { width: 320, height: 180 };

/**
 * A post in a grid (the blog list, the home page's previews): featured image or the default picture,
 * title, long US date and, unless `compact`, the excerpt. The whole card opens the post.
 */
export function BlogCard({ post, compact = false, imageLoading }: { post: PublishedPostSummary; compact?: boolean; imageLoading?: ImageLoading }) {
  const titleId = useId();
  const date = useLongDate(post.date);
  return (
    <article className={`card blog-card${compact ? ' blog-card-compact' : ''}`} aria-labelledby={titleId}>
      <div className="card-cover blog-card-cover">
        {post.featuredImageUrl ? (
          <StoredImage
            image={post.featuredImage ?? { url: post.featuredImageUrl }}
            sizes={compact ? COMPACT_BLOG_CARD_IMAGE_SIZES : BLOG_CARD_IMAGE_SIZES}
            box={COVER_BOX}
            alt=""
            loading={imageLoading}
          />
        ) : (
          <DefaultBlogImage />
        )}
      </div>
      <div className="blog-card-body">
        <time className="blog-card-date" dateTime={post.date}>
          {date}
        </time>
        <h3 id={titleId} className="blog-card-title">
          <Link to={blogPostPath(post.slug)} className="card-open blog-card-link">
            {post.title}
          </Link>
        </h3>
        {!compact && post.excerpt && <p className="blog-card-excerpt">{post.excerpt}</p>}
      </div>
    </article>
  );
}
