import type { FlownOnWingshare } from '../../../domain/pilot/flown-on-wingshare';
import type { PilotRecord } from '../../../domain/pilot/pilot-record';
import type { RecordSources } from '../../../domain/pilot/record-sources';
import type { Qualification } from '../../../domain/pilot/qualification';
import { apiRequest } from './api-client';

/**
 * GET /api/user/record: the caller's record (the empty one when none), with the range the profile shows and
 * the hours flown on Wingshare (closed flights), kept apart from the declared ones (PUT ignores them).
 */
export type PilotRecordView = PilotRecord & {
  hoursRange?: string | null;
  flownOnWingshare?: FlownOnWingshare;
  /** The figures as owners' minimums count them (issue 40: declared, logbook, Wingshare, FAA file), and each one's source. */
  counted?: Pick<PilotRecord, 'certificate' | 'ratings' | 'totalHours' | 'classHours' | 'makeModelHours' | 'flightReview'>;
  sources?: RecordSources;
};

export const getPilotRecord = (signal?: AbortSignal) => apiRequest<PilotRecordView>('/user/record', { signal });

/** PUT /api/user/record: the whole record; answers it as saved. */
export const savePilotRecord = (record: PilotRecord) => apiRequest<PilotRecordView>('/user/record', { method: 'PUT', json: record });

/** GET /api/share/:id/qualification: the signed-in pilot's match with the listing, on the airport's day. */
export const getQualification = (shareId: number, signal?: AbortSignal) => apiRequest<Qualification>(`/share/${shareId}/qualification`, { signal });
