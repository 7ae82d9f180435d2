import { useEffect, useState } from 'react';
import type { LatLng } from '../../../components/map/map-types';
import { visitorPosition } from '../../../components/map/visitor-position';
import { geocodePlace } from '../../../components/place-autocomplete/places.api';

export interface FrameLocation extends LatLng {
  label: string;
}

/**
 * Where the embeddable home is about (spec 4 "Embeddable home"): the `city` it was given, else the
 * visitor's position (which falls back to Louisville, KY). A city we cannot place also falls back.
 */
export function useFrameLocation(city: string | null): FrameLocation | null {
  const [location, setLocation] = useState<FrameLocation | null>(null);
  useEffect(() => {
    let live = true;
    const fromVisitor = () => visitorPosition().then((p) => ({ lat: p.lat, lng: p.lng, label: p.label }));
    const resolve = city?.trim()
      ? geocodePlace(city.trim()).then((place) => ({ lat: place.lat, lng: place.lng, label: place.label }), fromVisitor)
      : fromVisitor();
    void resolve.then((l) => live && setLocation(l));
    return () => {
      live = false;
    };
  }, [city]);
  return location;
}
