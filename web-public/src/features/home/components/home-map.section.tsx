import { useId, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LazyAirportMap } from '../../../components/map/lazy-airport-map';
import type { LatLng, MapView } from '../../../components/map/map-types';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { useHomeMarkers } from '../hooks/use-home-markers';

/** Home map constants (spec 9), the narrow one at widths up to 768 px. */
const WIDE_VIEW: MapView = { center: { lat: 37, lng: -98.5 }, zoom: 7 };
const NARROW_VIEW: MapView = { center: { lat: 40, lng: -98.5 }, zoom: 6 };
const NARROW = '(max-width: 768px)';

const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The map of airports with their planes, pilots and professionals. A marker leads to Find around that
 * airport; visitors sign up first and then go there (spec 4 "Home").
 */
export function HomeMapSection() {
  const headingId = useId();
  const markers = useHomeMarkers();
  const narrow = useSyncExternalStore(subscribeNarrow, () => window.matchMedia(NARROW).matches);
  const { user } = useSession();
  const { openModal } = useModal();
  const navigate = useNavigate();

  const findAround = ({ lat, lng }: LatLng) => {
    const to = `/find?lat=${lat}&lng=${lng}`;
    if (user) navigate(to);
    else openModal('signup', { postSignupRoute: to });
  };

  return (
    <section className="container home-section home-map-section" aria-labelledby={headingId}>
      <div className="home-section-head">
        <h2 id={headingId}>Planes, pilots and professionals on the map</h2>
        <p>Every marker is an airport, its ring coloured by what is based there. Pick one to search around it.</p>
      </div>
      <LazyAirportMap
        className="home-map"
        label="Map of airports with planes, pilots and professionals"
        markers={markers}
        view={narrow ? NARROW_VIEW : WIDE_VIEW}
        onMarkerSelect={findAround}
        onClusterSelect={user ? undefined : findAround}
      />
      <p className="home-map-cta">
        {user ? (
          <Link className="button button-primary" to="/find">
            Search the map
          </Link>
        ) : (
          <button type="button" className="button button-primary" onClick={() => openModal('signup', { postSignupRoute: '/find' })}>
            Search the map
          </button>
        )}
      </p>
    </section>
  );
}
