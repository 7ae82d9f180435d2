import type { ListingPartnerProfile, PartnerProfile } from '../../../domain/partner/partner-profile';
import type { ShareFitAnswer } from '../../../domain/partner/partners-view';
import { PARTNERS_LIMITS, type PartnerKind } from '../../../domain/partner/partners-query';
import type { PartnerResult, PartnersAnswer } from '../../../domain/partner/partners-view';
import { apiRequest } from './api-client';

export type { ListingPartnerProfile, PartnerProfile };

/** GET /api/user/partner-profile (issue 41): the caller's partner profile, null before he saves one. */
export async function getPartnerProfile(signal?: AbortSignal): Promise<PartnerProfile | null> {
  const answer = await apiRequest<{ profile: PartnerProfile | null }>('/user/partner-profile', { signal });
  return answer.profile;
}

/** PUT /api/user/partner-profile: the whole profile (readPartnerProfile's input); answers it as saved. */
export const savePartnerProfile = (profile: Record<string, unknown>) =>
  apiRequest<PartnerProfile>('/user/partner-profile', { method: 'PUT', json: profile });

export type { PartnerKind, PartnerResult };

/** The farthest "Partners for you" looks (km), whatever he says he would drive: the route's default circle. */
export const PARTNERS_RADIUS_KM = PARTNERS_LIMITS.radiusKm.default;

/**
 * GET /api/partners?lat=&lng=&radius=&kind=: the best matches around a point (radius in km), best first;
 * without a point the server looks around his home airport.
 */
export async function getPartners(
  query: { centre: { lat: number; lng: number } | null; radiusKm: number; kind: PartnerKind },
  signal?: AbortSignal,
): Promise<PartnerResult[]> {
  const answer = await apiRequest<PartnersAnswer>('/partners', {
    query: { lat: query.centre?.lat, lng: query.centre?.lng, radius: query.radiusKm, kind: query.kind },
    signal,
  });
  return answer.results ?? [];
}

/** GET /api/share/:id/fit: the caller's fit with a partner-type listing, and what it was worked out from. */
export type ShareFit = ShareFitAnswer;

export const getShareFit = (shareId: number, signal?: AbortSignal) => apiRequest<ShareFit>(`/share/${shareId}/fit`, { signal });

/** Where the pilot fills his partner profile. */
export const PARTNER_PROFILE_PATH = '/account/partners';
