import type { PublicConfig } from '../../../domain/site/public-config';
import { apiRequest } from './api-client';

/** GET /api/config: which human check and social logins this server offers. */
export type { HumanCheckKind, PublicConfig } from '../../../domain/site/public-config';

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
