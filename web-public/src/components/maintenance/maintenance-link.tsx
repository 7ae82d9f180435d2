import { Link } from 'react-router-dom';
import { useShareStatus } from '../../hooks/use-share-status';
import { StatusLight } from './status-light';
import './maintenance-status.css';

/** A plane card's line in My Planes: its traffic light (with words) and the link to its maintenance page. */
export function MaintenanceLink({ shareId, title }: { shareId: number; title: string }) {
  const status = useShareStatus(shareId);
  return (
    <p className="card-actions maintenance-link-line">
      {status.status === 'ready' && status.data && <StatusLight status={status.data.status} short />}
      {status.status === 'failed' && <span className="maintenance-small">Status not loaded.</span>}
      <Link to={`/account/listings/${shareId}/maintenance`} className="maintenance-link">
        Maintenance<span className="visually-hidden"> of {title}</span>
      </Link>
    </p>
  );
}
