import type { StatusView } from '../../../domain/maintenance/maintenance-view';
import { getStatus } from '../lib/maintenance.api';
import { useApiResource } from './use-api-resource';

/** The airworthiness status of a listing (GET /api/share/:id/status), loaded in the browser; null asks nothing. */
export function useShareStatus(shareId: number | null) {
  return useApiResource<StatusView | null>(shareId === null ? null : `status ${shareId}`, (signal) =>
    shareId === null ? Promise.resolve(null) : getStatus(shareId, signal),
  );
}
