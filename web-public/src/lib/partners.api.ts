import type { ListingPartnerProfile, PartnerProfile } from '../../../domain/partner/partner-profile';
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

/** One match of GET /api/partners, best first: a listing or (for pilots forming a partnership) another pilot. */
export interface PartnerResult {
  type: 'listing' | 'listings' | 'share' | 'pilot' | 'pilots' | 'user';
  id: number;
  score: number;
  reasons: string[];
  monthlyCostCents: number | null;
  /** Said by the server when it gives them; else the card loads the listing or the pilot. */
  title?: string;
  name?: string;
  distanceKm?: number;
}

export type PartnerKind = 'listings' | 'pilots';

/** The circle "Partners for you" looks in when he has not said how far he would drive (km). */
export const PARTNERS_RADIUS_KM = 500;

/** GET /api/partners?lat=&lng=&radius=&kind=: the best matches around a point (radius in km). */
export async function getPartners(
  query: { lat: number; lng: number; radiusKm: number; kind: PartnerKind },
  signal?: AbortSignal,
): Promise<PartnerResult[]> {
  const answer = await apiRequest<{ results: PartnerResult[] }>('/partners', {
    query: { lat: query.lat, lng: query.lng, radius: query.radiusKm, kind: query.kind },
    signal,
  });
  return answer.results ?? [];
}

export const isPilotResult = (result: Pick<PartnerResult, 'type'>): boolean => ['pilot', 'pilots', 'user'].includes(result.type);

/** GET /api/share/:id/fit: the caller's fit with a partner-type listing. */
export interface ShareFit {
  score: number;
  reasons: string[];
  passes: boolean;
  monthlyCostCents: number | null;
}

export const getShareFit = (shareId: number, signal?: AbortSignal) => apiRequest<ShareFit>(`/share/${shareId}/fit`, { signal });

/** Where the pilot fills his partner profile. */
export const PARTNER_PROFILE_PATH = '/account/partners';
