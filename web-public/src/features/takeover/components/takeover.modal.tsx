import { Link } from 'react-router-dom';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import { TakeoverIllustration } from './takeover-illustration';
import './takeover.css';

/** The first-visit welcome: a picture and two ways in (find a plane, sign up). */
export function TakeoverModal() {
  return (
    <ModalDialog title="Welcome to Wingshare" size="large" className="takeover" hideTitle>
      <TakeoverIllustration />
      <div className="takeover-body">
        <p className="takeover-kicker">Welcome to Wingshare</p>
        <p className="takeover-heading">Your share of the sky is closer than you think.</p>
        <p className="takeover-text">
          Rent, share or co-own an aircraft with pilots at your airport, and fly more for less than renting.
        </p>
        <div className="takeover-actions">
          <Link className="button button-accent" to="/find" data-autofocus>
            Find a Plane
          </Link>
          <Link className="button button-secondary" to="/signup">
            Sign Up Free
          </Link>
        </div>
      </div>
    </ModalDialog>
  );
}
