import { useEffect, useId, useMemo, useState } from 'react';
import type { SearchResult } from '../../../../../domain/search/search-result';
import { LazyAirportMap } from '../../../components/map/lazy-airport-map';
import type { AirportMarker } from '../../../components/map/map-types';
import { DEFAULT_POSITION } from '../../../components/map/visitor-position';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { useShareLink } from '../../../hooks/use-share-link';
import { usePageMeta } from '../../../lib/page-meta';
import { useFindSearch } from '../hooks/use-find-search';
import { RADIUS_KM } from '../utils/search-form';
import { SearchPanel } from './search-panel';
import { SearchResults } from './search-results';
import './find.css';

/** The search box starts folded at widths of 768 px or less (spec 2 "Find"). */
const NARROW = '(max-width: 768px)';
/** Phones show the list first, the map behind its button (issue 34; find.css has the same width). */
const PHONE = '(max-width: 430px)';

/** Find (spec 2): the map of airports with counts, the search form, and the results with Load More. */
export function FindPage() {
  const find = useFindSearch();
  const { form, answer, status } = find;
  const { user } = useSession();
  const { openModal } = useModal();
  const shareLink = useShareLink();
  const panelId = useId();
  usePageMeta({
    title: 'Find planes to share, rent or co-own near you',
    description: 'Aircraft to share, rent or co-own, pilots to split costs with and flight instructors, on a map of the airports near you.',
    path: '/find',
  });
  // Folded by the screen's width until the visitor unfolds or folds it (phones first, on the server).
  const narrow = useMediaQuery(NARROW, true);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const collapsed = toggled ?? narrow;
  const phone = useMediaQuery(PHONE, true);
  const [mapShown, setMapShown] = useState(false);
  // A refused keyword opens the folded options, so its message shows beside the box.
  const { keywordError } = find;
  useEffect(() => {
    if (keywordError) setToggled(false);
  }, [keywordError]);

  const markers = useMemo<AirportMarker[]>(
    () => (answer?.airportCounts ?? []).map(({ airport, share, instructor, user: pilots }) => ({ ...airport, lng: airport.long, share, instructor, user: pilots })),
    [answer],
  );

  // A card opens its modal, for visitors too (issue 34): they are asked to sign up only to act.
  const onOpen = (result: SearchResult) => () => {
    if (result.type === 'share') return shareLink.open(result.id);
    const { airport, data } = result;
    if (result.type === 'user') return openModal('user', { id: result.id, airport, data });
    openModal('instructor', { id: result.id, preview: { ...data, ratePerHour: result.data.ratePerHour } });
  };

  const center = form ?? DEFAULT_POSITION;
  return (
    <main className="page find">
      <h1 className="visually-hidden">Find planes, pilots and professionals</h1>
      <div className={`find-layout${mapShown ? ' find-layout-map-shown' : ''}`}>
        <div className="find-controls">
          <div className="find-toggles">
            <button
              type="button"
              className="button button-secondary find-panel-toggle"
              aria-expanded={!collapsed}
              aria-controls={panelId}
              onClick={() => setToggled(!collapsed)}
            >
              {collapsed ? 'Show search options' : 'Hide search options'}
            </button>
            <button type="button" className="button button-secondary find-map-toggle" aria-pressed={mapShown} onClick={() => setMapShown(!mapShown)}>
              Map
            </button>
          </div>
          {form && (
            <SearchPanel
              id={panelId}
              form={form}
              collapsed={collapsed}
              busy={status !== 'idle'}
              locationError={find.locationError}
              keywordError={keywordError}
              onEdit={find.edit}
              onQualify={find.qualify}
              onPlace={find.choosePlace}
              onSubmit={find.submit}
              onReset={find.resetMap}
              signedIn={!!user}
              onSignIn={() => openModal('login')}
            />
          )}
        </div>
        <LazyAirportMap
          untilFirstInput
          held={phone && !mapShown}
          className="find-map"
          label="Map of airports with planes, pilots and professionals"
          markers={markers}
          view={{ center: { lat: center.lat, lng: center.lng }, radiusKm: form?.radius ?? RADIUS_KM.default }}
          selectedAirportId={form?.airport ?? null}
          busy={status !== 'idle'}
          onMarkerSelect={(marker) => find.selectAirport(marker.id)}
          onClusterSelect={find.zoomTo}
          onMapClick={find.clearAirport}
          onMove={(move) => void find.moveMap(move)}
          onHome={() => void find.home()}
          onZoomIn={() => find.zoom(0.5)}
          onZoomOut={() => find.zoom(2)}
        />
        {form && (
          <SearchResults
            form={form}
            answer={answer}
            widened={find.widened}
            loading={status !== 'idle'}
            error={find.error}
            onSort={find.sort}
            onClearAirport={find.clearAirport}
            onLoadMore={find.loadMore}
            onOpen={onOpen}
            signedIn={!!user}
            sortError={find.sortError}
          />
        )}
      </div>
    </main>
  );
}
