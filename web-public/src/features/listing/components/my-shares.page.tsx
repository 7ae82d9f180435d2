import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../lib/page-meta';
import { getMyShares } from '../api/share-lists.api';
import { ShareGrid } from './share-grid';

/** /shares/mine, "My Shares": the user's listings on a page of their own (spec 2). */
export function MySharesPage() {
  usePageMeta({ title: 'My Shares' });
  return (
    <main className="page my-shares-page">
      <div className="container">
        <h1 className="my-shares-title">My Shares</h1>
        <ShareGrid
          load={getMyShares}
          label="Your shares"
          empty={
            <div className="account-card share-empty">
              <p className="account-empty">You have no shares listed yet.</p>
              <Link className="button button-accent" to="/list">
                Add Plane
              </Link>
            </div>
          }
        />
      </div>
    </main>
  );
}
