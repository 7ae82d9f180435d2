import type { ListingPartnerProfile, PartnerProfile } from '../../../domain/partner/partner-profile';
import type { PartnerFit } from '../../../domain/partner/partner-fit';
import type { PartnerResult, PartnersAnswer } from '../../../domain/partner/partners-view';
import { apiRequest, ApiError } from './api-client';

export type { ListingPartnerProfile, PartnerProfile };

/**
 * GET /api/user/partner-profile (issue 41): the caller's partner profile, null when he has not filled it
 * (an empty answer, a null one or a 404 all mean none).
 */
export async function getPartnerProfile(signal?: AbortSignal): Promise<PartnerProfile | null> {
  try {
    const answer = await apiRequest<PartnerProfile | { profile: PartnerProfile | null } | null | undefined>('/user/partner-profile', { signal });
    if (!answer) return null;
    return 'profile' in answer ? answer.profile : answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** PUT /api/user/partner-profile: the whole profile; answers it as saved. */
export async function savePartnerProfile(profile: Record<string, unknown>): Promise<PartnerProfile> {
  const answer = await apiRequest<PartnerProfile | { profile: PartnerProfile }>('/user/partner-profile', { method: 'PUT', json: profile });
  return 'profile' in answer ? answer.profile : answer;
}

export type { PartnerResult };
export type PartnerKind = 'listings' | 'pilots';

/** The farthest "Partners for you" looks (km), whatever he says he would drive (PARTNERS_LIMITS allows more). */
export const PARTNERS_RADIUS_KM = 500;

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

/** GET /api/share/:id/fit: the caller's fit with a partner-type listing. */
export type ShareFit = PartnerFit;

export const getShareFit = (shareId: number, signal?: AbortSignal) => apiRequest<ShareFit>(`/share/${shareId}/fit`, { signal });

/** Where the pilot fills his partner profile. */
export const PARTNER_PROFILE_PATH = '/account/partners';
