import { Link } from 'react-router-dom';
import { useAskToSignUp } from '../../hooks/use-ask-to-sign-up';
import { useSession } from '../../hooks/use-session';
import { signupReasons } from '../../lib/signup-reasons';
import { newConversationPath, type ConversationTo, type NewConversationState } from './conversation-path';

interface MessageButtonProps {
  /**
   * The listing's owner (a share) or the person (a pilot's or professional's card); `about` is the listing
   * an owner writes to a pilot about (his booking), whose conversation is reopened when there is one.
   */
  to: ConversationTo;
  /** The button's words ("Message", "Message the owner"). */
  label?: string;
  className?: string;
  /** The person's name, for the composer when their profile is not public (a booking's pilot); kept out of the address. */
  name?: string;
  /** Whom a visitor would write to, for the sign-up modal's title ("Sign up to message Tom"). */
  recipient?: string;
}

/**
 * Starts (or reopens) a conversation on the site instead of a mail: a signed-in pilot goes to the
 * composer, a visitor is asked to sign up (or log in) first, with the reason, and lands there after.
 */
export function MessageButton({ to, label = 'Message', className = 'button button-primary button-small', name, recipient }: MessageButtonProps) {
  const { user } = useSession();
  const askToSignUp = useAskToSignUp();
  const path = newConversationPath(to);
  if (!user) {
    return (
      <button type="button" className={className} onClick={() => askToSignUp(signupReasons.message(recipient ?? name), path)}>
        {label}
      </button>
    );
  }
  return (
    <Link className={className} to={path} state={name ? ({ name } satisfies NewConversationState) : undefined}>
      {label}
    </Link>
  );
}
