import { Link } from 'react-router-dom';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import './auth.css';

const NEXT_STEPS = [
  {
    title: 'Complete your profile',
    text: 'Add your home airport, credentials and flight hours, so owners and partners know who they are flying with.',
    links: [{ label: 'Complete your profile', to: '/account/basic' }],
  },
  {
    title: 'Follow your airports, or find planes now',
    text: 'We email you when a plane is listed at an airport you follow. Or look at the planes near you right away.',
    links: [
      { label: 'Follow airports', to: '/account/alerts' },
      { label: 'Find planes', to: '/find' },
    ],
  },
  {
    title: 'List your plane',
    text: 'Own a plane? Share it with a few pilots you choose and cover its costs.',
    links: [{ label: 'List a plane', to: '/list' }],
  },
] as const;

/** After sign-up: the account exists and is signed in, and here is what to do next. */
export function WelcomeModal() {
  const { user } = useSession();
  const { closeModal } = useModal();
  const name = user?.firstname?.trim();
  return (
    <ModalDialog title={name ? `Welcome to Wingshare, ${name}!` : 'Welcome to Wingshare!'} size="medium" className="welcome-modal">
      <p>Your account is ready and you are signed in. Three things to do next:</p>
      <ol className="welcome-steps">
        {NEXT_STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <p>{step.text}</p>
            <p className="welcome-links">
              {step.links.map((link) => (
                // Following a link changes the page, which closes this dialog.
                <Link key={link.to} className="button button-secondary button-small" to={link.to}>
                  {link.label}
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <button type="button" className="button button-primary" data-autofocus onClick={closeModal}>
          Look around first
        </button>
      </div>
    </ModalDialog>
  );
}
