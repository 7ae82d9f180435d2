import { Link } from 'react-router-dom';
import { useAskToSignUp } from '../../../hooks/use-ask-to-sign-up';
import { useSession } from '../../../hooks/use-session';
import { signupReasons } from '../../../lib/signup-reasons';

const ALERTS = '/account/alerts';

/** New-listing alerts: a pointer to the alerts screen; a visitor is asked to sign up, told why, and goes on there. */
export function AlertsTeaserSection() {
  const { user } = useSession();
  const askToSignUp = useAskToSignUp();
  return (
    <section className="container home-alerts" aria-labelledby="home-alerts-heading">
      <span className="home-alerts-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" fill="currentColor" />
        </svg>
      </span>
      <div>
        <h2 id="home-alerts-heading">Be first to know</h2>
        <p>Follow your favourite airports and get an email as soon as a plane is listed there.</p>
      </div>
      <Link
        className="button button-accent"
        to={ALERTS}
        onClick={(event) => {
          if (user) return;
          event.preventDefault();
          askToSignUp(signupReasons.follow(), ALERTS);
        }}
      >
        Set up email alerts
      </Link>
    </section>
  );
}
