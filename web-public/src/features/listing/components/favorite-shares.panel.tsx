import { Link } from 'react-router-dom';
import { getFavoriteShares } from '../api/share-lists.api';
import { ShareGrid } from './share-grid';

/** The Planes tab of Favorites: listings the user marked, without those unmarked in the share modal. */
export function FavoriteSharesPanel() {
  return (
    <ShareGrid
      load={getFavoriteShares}
      label="Favorite planes"
      keep={(share) => share.isFavorite}
      empty={
        <div className="account-card share-empty">
          <p className="account-empty">No favorite planes yet. Open a listing and choose Add Favorite to keep it here.</p>
          <Link className="button button-secondary" to="/find">
            Find Planes
          </Link>
        </div>
      }
    />
  );
}
