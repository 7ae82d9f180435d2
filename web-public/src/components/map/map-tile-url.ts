import { useEffect, useState } from 'react';
import { getPublicConfig, type PublicConfig } from '../../lib/public-config';

/** GET /api/config carries `mapTileUrl` (MAP_TILE_URL on the server): an XYZ template, or null. */
type ConfigWithTiles = PublicConfig & { mapTileUrl?: string | null };

/** The raster tile template the server offers, or null (the offline US map alone, also while loading). */
export function useMapTileUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getPublicConfig().then(
      (config) => live && setUrl((config as ConfigWithTiles).mapTileUrl || null),
      // No config, no tiles: the offline background is enough.
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return url;
}
