import { Link } from 'react-router-dom';
import { paginationItems } from '../../../../../domain/blog/pagination';

const pageHref = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);

/**
 * The blog's page links (spec 2 "Blog list"): two pages on either side of the current one, which is
 * marked, and jump arrows to the first and last page with an ellipsis when those are out of reach.
 */
export function BlogPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const items = paginationItems(page, totalPages);
  if (!items.length) return null;
  return (
    <nav className="blog-pagination" aria-label="Blog pages">
      <ul>
        {items.map((item) => {
          switch (item.kind) {
            case 'first':
              return (
                <li key="first">
                  <Link to={pageHref(1)} className="blog-page blog-page-jump" aria-label="First page">
                    «
                  </Link>
                </li>
              );
            case 'last':
              return (
                <li key="last">
                  <Link to={pageHref(item.page)} className="blog-page blog-page-jump" aria-label={`Last page, ${item.page}`}>
                    »
                  </Link>
                </li>
              );
            case 'gap':
              return (
                <li key={`gap-${item.side}`} className="blog-page-gap" aria-hidden="true">
                  …
                </li>
              );
            default:
              return (
                <li key={item.page}>
                  <Link
                    to={pageHref(item.page)}
                    className={`blog-page${item.current ? ' blog-page-current' : ''}`}
                    aria-current={item.current ? 'page' : undefined}
                    aria-label={`Page ${item.page}`}
                  >
                    {item.page}
                  </Link>
                </li>
              );
          }
        })}
      </ul>
    </nav>
  );
}
