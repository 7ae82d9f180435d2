import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BLOG_PAGE_SIZE, pageFromQuery } from '../../../../../domain/blog/pagination';
import { BlogCard } from '../../../components/blog-card/blog-card';
import { PageLoading } from '../../../components/page-loading';
import { cardImageLoading } from '../../../components/stored-image/stored-image';
import { listBlogPosts } from '../api/blog.api';
import { useApiResource } from '../../../hooks/use-api-resource';
import { usePageMeta } from '../../../lib/page-meta';
import { BlogPagination } from './blog-pagination';
import '../../../components/blog-card/blog-card.css';
import './blog.css';

/** /blog (spec 2 "Blog list"): the posts 16 a page, newest first, the page in the query (default 1). */
export function BlogListPage() {
  const [params] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const read = listBlogPosts(page, BLOG_PAGE_SIZE);
  const posts = useApiResource(`page-${page}`, read.load, { firstScreen: read.url });
  usePageMeta({
    title: page > 1 ? `Blog, page ${page}` : 'Blog',
    description: 'News, tips and stories about sharing, renting and co-owning aircraft, from the Wingshare team.',
    path: page > 1 ? `/blog?page=${page}` : '/blog',
  });

  // A new page of posts starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);

  return (
    <main className="page blog">
      <header className="blog-hero">
        <div className="container">
          <h1>Blog</h1>
          <p>News, tips and stories about sharing, renting and co-owning aircraft.</p>
        </div>
      </header>
      <div className="container blog-body">
        {posts.status === 'loading' && <PageLoading label="Loading posts…" />}
        {posts.status === 'failed' && (
          <div className="blog-message" role="alert">
            <h2>We could not load the blog</h2>
            <p>{posts.error}</p>
            <button type="button" className="button button-primary" onClick={posts.retry}>
              Try again
            </button>
          </div>
        )}
        {posts.status === 'ready' && posts.data.total === 0 && (
          <div className="blog-message">
            <h2>No posts yet</h2>
            <p>The first stories are on their way. Meanwhile, find a plane to fly.</p>
            <Link className="button button-primary" to="/find">
              Find planes
            </Link>
          </div>
        )}
        {posts.status === 'ready' && posts.data.total > 0 && posts.data.posts.length === 0 && (
          <div className="blog-message">
            <h2>There is no page {page}</h2>
            <p>The blog has {posts.data.totalPages === 1 ? 'one page' : `${posts.data.totalPages} pages`} of posts.</p>
            <Link className="button button-primary" to="/blog">
              Back to the newest posts
            </Link>
          </div>
        )}
        {posts.status === 'ready' && posts.data.posts.length > 0 && (
          <>
            {/* The cards' titles are h3s: their list has its h2. */}
            <h2 id="blog-posts-heading" className="visually-hidden">
              Posts
            </h2>
            <ul className="blog-grid" aria-labelledby="blog-posts-heading">
            {posts.data.posts.map((post, index) => (
              <li key={post.slug}>
                <BlogCard post={post} imageLoading={cardImageLoading(index)} />
              </li>
            ))}
            </ul>
          </>
        )}
        {posts.status === 'ready' && posts.data.posts.length > 0 && <BlogPagination page={page} totalPages={posts.data.totalPages} />}
      </div>
    </main>
  );
}
