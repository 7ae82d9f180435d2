import type { StatusView } from '../../../../domain/maintenance/maintenance-view';
import type { Resource } from '../../hooks/use-api-resource';
import { OpenSquawksNote } from './open-squawks-note';
import { StatusLight } from './status-light';
import './maintenance-status.css';

export const STATUS_NOT_LOADED = 'Maintenance status could not be loaded.';

/** The share modal's line for pilots (issue 38, point 6): the light, "Airworthy; annual due in 4 months", and the open squawks' titles. */
export function ShareAirworthiness({ status }: { status: Resource<StatusView | null> }) {
  if (status.status === 'loading' || (status.status === 'ready' && !status.data)) return null;
  if (status.status === 'failed') return <p className="maintenance-small share-airworthiness">{STATUS_NOT_LOADED}</p>;
  const view = status.data!;
  return (
    <section className="share-airworthiness" aria-label="Airworthiness">
      <p>
        <StatusLight status={view.status} short /> <span className="share-airworthiness-line">{view.line}</span>
      </p>
      <OpenSquawksNote squawks={view.openSquawks} />
    </section>
  );
}
