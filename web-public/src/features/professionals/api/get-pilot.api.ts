import { ApiError, apiRequest } from '../../../lib/api-client';
import type { PilotProfileView } from '../../../lib/pilot-view';

const NOT_AVAILABLE = 'This pilot is not available.';

/**
 * GET /api/user/:id: another pilot's public profile, for a signed-in pilot. The user modal loads it when it
 * opens from a map-search card. The answer is checked: a server without this call answers its web page
 * instead. The email is null when the pilot keeps it private (issue 16: emailPublic).
 */
export async function getPilot(id: number, signal?: AbortSignal): Promise<PilotProfileView> {
  const found = await apiRequest<unknown>(`/user/${id}`, { signal });
  const view = found as Partial<PilotProfileView> | null;
  if (!view || typeof view !== 'object' || view.id !== id || (typeof view.email !== 'string' && view.email !== null)) throw new ApiError(404, 'not_found', NOT_AVAILABLE);
  return view as PilotProfileView;
}
