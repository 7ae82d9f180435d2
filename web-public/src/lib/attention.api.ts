import { apiRequest } from './api-client';

/** GET /api/attention: what waits for the signed-in user's answer (docs/api.md "Requests"). */
export interface NeedsAnswer {
  /** Conversations holding a message not read yet. */
  messages: number;
  /** Requests on the user's listings waiting for his approval or decline. */
  requests: number;
  total: number;
  /** The user lists a plane: the header links Requests. */
  owner: boolean;
}

export const NOTHING_WAITS: NeedsAnswer = { messages: 0, requests: 0, total: 0, owner: false };

export const needsAnswer = (signal?: AbortSignal) => apiRequest<NeedsAnswer>('/attention', { signal });
