import { Link, useParams } from 'react-router-dom';
import { BlogPostImage } from '../../../components/blog-card/blog-post-image';
import { PageLoading } from '../../../components/page-loading';
import { LongDate } from '../../../components/long-date';
import { getBlogPost } from '../api/blog.api';
import { useApiResource } from '../../../hooks/use-api-resource';
import { clipText } from '../../../../../domain/site/clip-text';
import { usePageMeta } from '../../../lib/page-meta';
import './blog.css';

const POST_DESCRIPTION_LENGTH = 200;

/** /blog/{slug} (spec 2 "Blog post"): the title, date, featured image and the post's HTML (sanitised by the server). */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const read = getBlogPost(slug);
  const post = useApiResource(slug, read.load, { firstScreen: read.url });
  const ready = post.status === 'ready' ? post.data : null;
  const notFound = post.status === 'failed' && post.notFound;
  // The server sends a post's Open Graph tags from the same post (DescribePage); this is its tab and canonical address.
  usePageMeta(
    ready
      ? { title: ready.seo.title || ready.title, description: clipText(ready.seo.description || ready.excerpt, POST_DESCRIPTION_LENGTH) }
      : notFound
        ? { title: 'Post not found', notFound: true }
        : null,
  );

  return (
    <main className="page blog blog-post-page">
      <div className="container blog-post-container">
        <Link to="/blog" className="blog-back">
          <span aria-hidden="true">←</span> All posts
        </Link>
        {post.status === 'loading' && <PageLoading label="Loading the post…" />}
        {post.status === 'failed' &&
          (post.notFound ? (
            <div className="blog-message">
              <h1>We could not find that post</h1>
              <p>It may have been moved or unpublished.</p>
              <Link className="button button-primary" to="/blog">
                See all posts
              </Link>
            </div>
          ) : (
            <div className="blog-message" role="alert">
              <h1>We could not load this post</h1>
              <p>{post.error}</p>
              <button type="button" className="button button-primary" onClick={post.retry}>
                Try again
              </button>
            </div>
          ))}
        {ready && (
          <article className="blog-post" aria-labelledby="blog-post-title">
            <header className="blog-post-head">
              <LongDate className="blog-post-date" iso={ready.date} />
              <h1 id="blog-post-title">{ready.title}</h1>
            </header>
            {ready.featuredImageUrl && <BlogPostImage url={ready.featuredImageUrl} image={ready.featuredImage} />}
            {/* Sanitised on the server by an allow-list (adapters/blog/sanitize-html.sanitizer.ts). */}
            <div className="blog-post-content" dangerouslySetInnerHTML={{ __html: ready.content }} />
          </article>
        )}
      </div>
    </main>
  );
}
