import { useEffect, useId, useMemo } from 'react';
import { useInView } from '../../../hooks/use-in-view';
import { Link, useNavigate } from 'react-router-dom';
import { LazyAirportMap, preloadAirportMap } from '../../../components/map/lazy-airport-map';
import type { LatLng } from '../../../components/map/map-types';
import { useHomeMarkers } from '../hooks/use-home-markers';
import { homeMapView } from '../utils/home-map-view';

/**
 * The map of airports with their planes, pilots and professionals, opened on the airports near the
 * visitor (or on all of them). A marker leads to Find around that airport, for visitors too (issue 34). Nothing of it loads until it comes near the screen: OpenLayers is the
 * largest part of the site's code, and most visitors see the page's top first.
 */
export function HomeMapSection() {
  const headingId = useId();
  const [sectionRef, inView] = useInView<HTMLElement>();
  const loaded = useHomeMarkers(inView);
  const view = useMemo(() => loaded && homeMapView(loaded), [loaded]);
  // The map's code loads while the markers do; the map shows once both are here.
  useEffect(() => {
    if (inView) preloadAirportMap();
  }, [inView]);
  const navigate = useNavigate();

  const findAround = ({ lat, lng }: LatLng) => navigate(`/find?lat=${lat}&lng=${lng}`);

  return (
    <section ref={sectionRef} className="container home-section home-map-section" aria-labelledby={headingId}>
      <div className="home-section-head">
        <h2 id={headingId}>Planes, pilots and professionals on the map</h2>
        <p>Every marker is an airport, its ring coloured by what is based there. Pick one to search around it.</p>
      </div>
      {loaded && view ? (
        <LazyAirportMap
          listHeadingLevel={3}
          className="home-map"
          label="Map of airports with planes, pilots and professionals"
          markers={loaded.markers}
          view={view}
          onMarkerSelect={findAround}
        />
      ) : (
        <div className="airport-map airport-map-loading home-map" role="status">
          Loading the map…
        </div>
      )}
      <p className="home-map-cta">
        <Link className="button button-primary" to="/find">
          Search the map
        </Link>
      </p>
    </section>
  );
}
