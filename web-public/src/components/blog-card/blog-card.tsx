import { useId } from 'react';
import { Link } from 'react-router-dom';
import { blogPostPath } from '../../../../domain/site/site-pages';
import type { BlogPostSummary } from '../../lib/blog-post-view';
import { formatLongDate } from '../../lib/format-date';
import { DefaultBlogImage } from './default-blog-image';
import '../card/card.css';
import './blog-card.css';

/**
 * A post in a grid (the blog list, the home page's previews): featured image or the default picture,
 * title, long US date and, unless `compact`, the excerpt. The whole card opens the post.
 */
export function BlogCard({ post, compact = false }: { post: BlogPostSummary; compact?: boolean }) {
  const titleId = useId();
  return (
    <article className={`card blog-card${compact ? ' blog-card-compact' : ''}`} aria-labelledby={titleId}>
      <div className="card-cover blog-card-cover">
        {post.featuredImageUrl ? <img src={post.featuredImageUrl} alt="" loading="lazy" /> : <DefaultBlogImage />}
      </div>
      <div className="blog-card-body">
        <time className="blog-card-date" dateTime={post.date}>
          {formatLongDate(post.date)}
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
