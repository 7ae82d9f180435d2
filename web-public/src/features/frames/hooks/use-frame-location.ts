import { useEffect, useState } from 'react';
import type { LatLng } from '../../../components/map/map-types';
import { useVisitorPosition } from '../../../components/map/visitor-position';
import { geocodeRead, type Place } from '../../../components/place-autocomplete/places.api';
import { useFirstScreen } from '../../../lib/first-screen';

export interface FrameLocation extends LatLng {
  label: string;
}

/**
 * Where the embeddable home is about (spec 4 "Embeddable home"): the `city` it was given, else the
 * visitor's position (which falls back to Louisville, KY; a server-rendered frame comes with it). A city
 * we cannot place also falls back.
 */
export function useFrameLocation(city: string | null): FrameLocation | null {
  const wanted = city?.trim() || null;
  const visitor = useVisitorPosition();
  // A server-rendered frame comes with the city's place.
  const embedded = useFirstScreen<Place>(wanted ? geocodeRead(wanted).url : null);
  const [placed, setPlaced] = useState<{ city: string; location: FrameLocation | null } | null>(() =>
    wanted && embedded ? { city: wanted, location: embedded.ok ? { lat: embedded.data.lat, lng: embedded.data.lng, label: embedded.data.label } : null } : null,
  );
  useEffect(() => {
    if (!wanted || placed?.city === wanted) return;
    let live = true;
    geocodeRead(wanted).load().then(
      (place) => live && setPlaced({ city: wanted, location: { lat: place.lat, lng: place.lng, label: place.label } }),
      () => live && setPlaced({ city: wanted, location: null }),
    );
    return () => {
      live = false;
    };
    // `placed` only tells whether the page came with this city already.
  }, [wanted]);
  if (!wanted) return visitor;
  if (placed?.city !== wanted) return null;
  return placed.location ?? visitor;
}
