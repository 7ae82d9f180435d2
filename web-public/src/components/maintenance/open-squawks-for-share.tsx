import { useShareStatus } from '../../hooks/use-share-status';
import { OpenSquawksNote } from './open-squawks-note';
import { STATUS_NOT_LOADED } from './share-airworthiness';

/** At check-out (issue 38, point 3): the open squawks' titles of the aircraft the pilot is about to take. */
export function OpenSquawksForShare({ shareId }: { shareId: number }) {
  const status = useShareStatus(shareId);
  if (status.status === 'failed') return <p className="maintenance-small">{STATUS_NOT_LOADED}</p>;
  if (status.status !== 'ready' || !status.data) return null;
  return <OpenSquawksNote squawks={status.data.openSquawks} />;
}
