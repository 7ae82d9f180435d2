import { useLocation, useNavigate } from 'react-router-dom';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { SIGNUP_TITLE } from '../../../lib/signup-reasons';
import { SignupForm } from './signup-form';
import './auth.css';

export function SignupModal({ postSignupRoute, onComplete, forInstructor, reason, onDismiss }: ModalPropsMap['signup']) {
  const { openModal, closeModal } = useModal();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <ModalDialog title={reason ?? SIGNUP_TITLE} size="medium" onClose={onDismiss}>
      {forInstructor ? (
        <p className="auth-blurb">
          Professionals start with a free pilot account. Sign up first, then fill out your professional profile so pilots
          near you can hire you.
        </p>
      ) : (
        <p className="auth-muted">Get alerts for new planes at your airports and connect with pilots and professionals.</p>
      )}
      <SignupForm
        returnUrl={postSignupRoute ?? `${location.pathname}${location.search}`}
        onSignedUp={(user) => {
          setUser(user);
          onComplete?.();
          if (postSignupRoute) navigate(postSignupRoute);
          // Nowhere to go on to: welcome the new pilot with the next steps.
          else if (!onComplete) openModal('welcome');
          else closeModal();
        }}
        onLogin={() => openModal('login', { afterLogin: postSignupRoute, onComplete })}
      />
    </ModalDialog>
  );
}
