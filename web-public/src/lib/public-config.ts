import { apiRequest } from './api-client';

export type HumanCheckKind = 'altcha' | 'recaptcha' | 'off';

/** GET /api/config: which human check and social logins this server offers. */
export interface PublicConfig {
  humanCheck: HumanCheckKind;
  recaptchaSiteKey: string | null;
  social: { google: boolean; facebook: boolean };
}

let cached: Promise<PublicConfig> | null = null;

/** Fetched once per page load; a failed fetch is forgotten so the next caller tries again. */
export function getPublicConfig(): Promise<PublicConfig> {
  if (!cached) {
    cached = apiRequest<PublicConfig>('/config').catch((error: unknown) => {
      cached = null;
      throw error;
    });
  }
  return cached;
}
