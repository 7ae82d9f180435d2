import type { NeedsAnswer } from '../../../domain/site/needs-answer';
import { apiRequest } from './api-client';

/** GET /api/attention: what waits for the signed-in user's answer (docs/api.md "Requests"). */
export type { NeedsAnswer } from '../../../domain/site/needs-answer';

export const NOTHING_WAITS: NeedsAnswer = { messages: 0, requests: 0, total: 0, owner: false };

export const needsAnswer = (signal?: AbortSignal) => apiRequest<NeedsAnswer>('/attention', { signal });
