import { useEffect, useState } from 'react';
import type { LatLng } from '../../../components/map/map-types';
import { useVisitorPosition } from '../../../components/map/visitor-position';
import { geocodePlace } from '../../../components/place-autocomplete/places.api';

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
  const [placed, setPlaced] = useState<{ city: string; location: FrameLocation | null } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    geocodePlace(wanted).then(
      (place) => live && setPlaced({ city: wanted, location: { lat: place.lat, lng: place.lng, label: place.label } }),
      () => live && setPlaced({ city: wanted, location: null }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  if (!wanted) return visitor;
  if (placed?.city !== wanted) return null;
  return placed.location ?? visitor;
}
