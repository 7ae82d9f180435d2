import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { modalOnArrival } from '../../../components/modal/modal-on-arrival';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { usePageMeta } from '../../../lib/page-meta';
import { safeReturnPath } from '../utils/safe-return-path';
import { SignupForm } from './signup-form';
import './auth.css';

const BENEFITS = [
  { title: 'Alerts for your airports', text: 'Hear about new planes listed at your favourite airports first.' },
  { title: 'Get hired as a professional', text: 'Instructors and commercial pilots sign up so pilots can hire them.' },
  { title: 'Track your favourites', text: 'Keep the posts and instructors you like in one place.' },
  { title: 'Revenue calculator', text: 'See what sharing your plane could earn before you list it.' },
];

/** /signup; `?redirect=/path` is where to go afterwards (also the social return address). */
export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, setUser } = useSession();
  const { openModal } = useModal();
  const destination = safeReturnPath(params.get('redirect'));
  usePageMeta({
    title: 'Sign up for free',
    description: 'Make a free Wingshare account to contact owners, pilots and instructors, save favourites and get alerts about new planes near you.',
    path: '/signup',
  });

  return (
    <main className="page signup-page">
      <div className="container signup-layout">
        <section className="signup-pitch" aria-labelledby="signup-heading">
          <h1 id="signup-heading">SIGN-UP TODAY!</h1>
          <p className="signup-intro">A free Wingshare account puts you in touch with owners, partners and professionals.</p>
          <ul className="benefits">
            {BENEFITS.map((b) => (
              <li key={b.title}>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <circle cx="12" cy="12" r="11" fill="var(--color-primary-soft)" />
                  <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="var(--color-primary)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>
                  <strong>{b.title}</strong>
                  {b.text}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="signup-card" aria-label="Sign-up form">
          {user && (
            <p className="auth-blurb">
              You are signed in as {user.username}. <Link to="/account/basic">Go to your account</Link>
            </p>
          )}
          <SignupForm
            returnUrl={destination}
            onSignedUp={(user) => {
              setUser(user);
              // Sent here on the way somewhere: go on there. Otherwise the home page, with a welcome.
              navigate(destination, params.has('redirect') ? undefined : { state: modalOnArrival('welcome', {}) });
            }}
            onLogin={() => openModal('login', { afterLogin: destination === '/' ? undefined : destination })}
          />
        </section>
      </div>
    </main>
  );
}
