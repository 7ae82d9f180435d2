import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BlogCard } from '../../../components/blog-card/blog-card';
import { Spinner } from '../../../components/spinner';
import { useApiResource } from '../../../hooks/use-api-resource';
import { blogPreviews } from '../api/blog-previews.api';
import '../../../components/blog-card/blog-card.css';

/** The home page's blog previews (spec 1 and 4 "Home"): the 5 newest posts; nothing while the blog is empty. */
export function BlogPreviewsSection() {
  const headingId = useId();
  const previews = useApiResource('previews', blogPreviews.load, { firstScreen: blogPreviews.url });
  if (previews.status === 'ready' && previews.data.posts.length === 0) return null;

  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <div className="home-section-head home-blog-head">
        <div>
          <h2 id={headingId}>From the blog</h2>
          <p>Tips on sharing, renting and co-owning aircraft, and news from Wingshare.</p>
        </div>
        <Link to="/blog" className="callout-link">
          All posts <span aria-hidden="true">→</span>
        </Link>
      </div>
      {previews.status === 'loading' && (
        <p className="home-note">
          <Spinner /> Loading posts…
        </p>
      )}
      {previews.status === 'failed' && (
        <div className="home-note" role="alert">
          <span>Could not load the blog. {previews.error}</span>
          <button type="button" className="button button-secondary button-small" onClick={previews.retry}>
            Try again
          </button>
        </div>
      )}
      {previews.status === 'ready' && (
        <ul className="blog-grid home-blog-grid" aria-labelledby={headingId}>
          {previews.data.posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
