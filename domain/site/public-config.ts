/** Which human check a form carries: ALTCHA (self-hosted), Google reCAPTCHA, or none. */
export type HumanCheckKind = 'altcha' | 'recaptcha' | 'off';

/** GET /api/config: which human check and social logins this server offers, and its map tiles. */
export interface PublicConfig {
  humanCheck: HumanCheckKind;
  recaptchaSiteKey: string | null;
  social: { google: boolean; facebook: boolean };
  /** MAP_TILE_URL on the server: an XYZ template for raster tiles, or null (the bundled vector map). */
  mapTileUrl?: string | null;
}

