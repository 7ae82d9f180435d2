import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/page-meta';
import './not-found-page.css';

/**
 * Unknown paths, and pages that come with later releases. `embedded` renders a section for use inside
 * another page's main landmark (the account area).
 */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const Root = embedded ? 'section' : 'main';
  usePageMeta({ title: 'Page not found', description: 'There is no page at this address on Wingshare.', notFound: true });
  return (
    <Root className={embedded ? 'not-found' : 'page not-found'}>
      <svg className="not-found-art" viewBox="0 0 240 120" aria-hidden="true">
        <path d="M10 100h220" stroke="var(--color-border)" strokeWidth="4" strokeLinecap="round" />
        <path d="M30 100h30M90 100h30M150 100h30" stroke="#fff" strokeWidth="2" strokeDasharray="10 8" />
        <path
          d="M78 52l40-5 21-34h12l-10 33 26-3 8-14h10l-4 18 4 18h-10l-8-14-26-3 10 33h-12l-21-34-40-5z"
          fill="var(--color-primary)"
        />
        <circle cx="200" cy="26" r="10" fill="var(--color-accent)" opacity=".8" />
      </svg>
      <h1>We could not find that page</h1>
      <p>The page may have moved, or it is still on the way. Let us get you back on course.</p>
      <Link className="button button-primary" to="/">
        Back to the home page
      </Link>
    </Root>
  );
}
