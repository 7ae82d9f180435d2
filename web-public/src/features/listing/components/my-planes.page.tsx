import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MaintenanceLink } from '../../../components/maintenance/maintenance-link';
import { getMyShares } from '../api/share-lists.api';
import type { ListedState } from '../utils/listed-state';
import { ShareGrid } from './share-grid';

/** /account/listings, "My Planes": the user's listings, inactive ones included (spec 2). */
export function MyPlanesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Said once: the note stays for this visit but not in the history entry (a reload or Back drops it).
  const [listed] = useState(() => Boolean((location.state as ListedState | null)?.listed));
  useEffect(() => {
    if ((location.state as ListedState | null)?.listed) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);
  return (
    <section aria-labelledby="my-planes-heading">
      <div className="account-heading-row">
        <h1 id="my-planes-heading" className="account-title">
          My Planes
        </h1>
      </div>
      {listed && (
        <p className="listing-success" role="status">
          Your plane is listed. Pilots near your airport can find it now.
        </p>
      )}
      <ShareGrid
        load={getMyShares}
        label="Your planes"
        cardExtra={(share) => <MaintenanceLink shareId={share.id} title={share.title.trim() || `${share.aircraft.make} ${share.aircraft.model}`.trim()} />}
        empty={
          <div className="account-card share-empty">
            <p className="account-empty">You have not listed a plane yet. List one and pilots near you can find it.</p>
            <Link className="button button-accent" to="/list">
              Add Plane
            </Link>
          </div>
        }
      />
    </section>
  );
}
