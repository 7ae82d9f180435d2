import basemapUrl from 'virtual:wingshare-basemap-url';
import type { BasemapData } from './basemap-data';

let cached: Promise<BasemapData> | null = null;

/**
 * The basemap's data, fetched once per page load (a hashed asset the browser keeps for a year); a failed
 * fetch is forgotten so the next map tries again.
 */
export function loadBasemap(): Promise<BasemapData> {
  cached ??= fetch(basemapUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The basemap answered ${response.status}`);
      return response.json() as Promise<BasemapData>;
    })
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}
