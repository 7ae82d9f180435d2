import { useState } from 'react';
import { keywordWords } from '../../../../../domain/search/search-keyword';
import type { LatLng, MapMove } from '../../../components/map/map-types';
import { visitorPosition } from '../../../components/map/visitor-position';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { geocodePlace, reversePlace, type Place } from '../../../components/place-autocomplete/places.api';
import { clampRadius, RADIUS_KM, type SearchForm } from '../utils/search-form';
import { useSearchRunner } from './use-search-runner';

/** Everything the Find page does (spec 4 "Find search"), on top of the search runner. */
export function useFindSearch() {
  const runner = useSearchRunner();
  const { form, run, lastSearched } = runner;
  const [locationError, setLocationError] = useState<string | null>(null);
  // The keyword refused before it was sent (the domain's rule, as the server applies it).
  const [keywordCheck, setKeywordCheck] = useState<string | null>(null);

  const goTo = (where: LatLng & { location: string }, extra: Partial<SearchForm> = {}) => {
    setLocationError(null);
    run({ lat: where.lat, lng: where.lng, location: where.location, ...extra });
  };

  return {
    ...runner,
    locationError,
    /** The keyword's message: refused here before sending, or by the server (a keyword from the address). */
    keywordError: keywordCheck ?? (runner.fieldErrors.q?.join(' ') || null),
    /** The sort's message from the server ("Fits me" without a partner profile, issue 41), beside the sort menu. */
    sortError: runner.fieldErrors.sortBy?.join(' ') || null,
    /** Draft edits: nothing is searched until Search (or Enter). */
    edit: (changes: Partial<SearchForm>) => {
      if ('location' in changes) setLocationError(null);
      if ('q' in changes) {
        setKeywordCheck(null);
        runner.dropFieldError('q');
      }
      if (form) runner.setForm({ ...form, ...changes });
    },
    /**
     * Search with the form; a location typed but not picked (not the searched one) is looked up first.
     * Answers false when the keyword is refused (nothing is searched; the page marks the box).
     */
    submit: (): boolean => {
      if (!form) return true;
      const refused = keywordWords(form.q).error;
      setKeywordCheck(refused);
      if (refused) return false;
      const typed = form.location.trim();
      if (!typed || typed === lastSearched()?.location) {
        run();
        return true;
      }
      geocodePlace(typed).then(
        (place) => goTo({ ...place, location: place.label }, { radius: RADIUS_KM.default, airport: null }),
        (error: unknown) => setLocationError(error instanceof ApiError && error.status === 404 ? `We could not find “${typed}”.` : errorMessage(error)),
      );
      return true;
    },
    choosePlace: (place: Place) => goTo({ ...place, location: place.label }, { radius: RADIUS_KM.default, airport: null }),
    selectAirport: (airportId: number) => run({ airport: airportId }),
    clearAirport: () => {
      if (form?.airport != null) run({ airport: null });
    },
    resetMap: () => {
      setKeywordCheck(null);
      run({ airport: null, q: '' });
    },
    sort: (sortBy: SearchForm['sortBy'], sortDir: SearchForm['sortDir']) => {
      runner.dropFieldError('sortBy');
      run({ sortBy, sortDir });
    },
    /** "Planes I qualify for" changes what is listed at once (planes only, each one you qualify for), as sorting does. */
    qualify: (qualified: boolean) => run({ qualified }),
    zoom: (factor: number) => {
      if (!form) return;
      const radius = clampRadius(form.radius * factor);
      if (radius !== form.radius) run({ radius });
    },
    home: async () => {
      const here = await visitorPosition();
      goTo({ ...here, location: here.label }, { radius: RADIUS_KM.default, airport: null });
    },
    /** A group of airports clicked: centred on it, one step closer. */
    zoomTo: (center: LatLng) => {
      if (form) run({ ...center, radius: clampRadius(form.radius / 2) });
    },
    /** The visitor dragged or zoomed the map: search there, named after the nearest city. */
    moveMap: async ({ center, scale }: MapMove) => {
      if (!form) return;
      // A whole zoom step (the wheel's) doubles or halves exactly, as the buttons do; trackpads may zoom in between.
      const steps = Math.log2(scale);
      const snapped = Math.abs(steps - Math.round(steps)) < 0.05 ? 2 ** Math.round(steps) : scale;
      const radius = clampRadius(form.radius * snapped);
      const place = await reversePlace(center.lat, center.lng).catch(() => null);
      run({ ...center, radius, location: place?.label ?? '' });
    },
  };
}
