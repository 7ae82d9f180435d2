import { useId, useState } from 'react';
import { ErrorList } from '../../../components/form/error-list';
import { MessageButton } from '../../../components/messaging/message-button';
import { Spinner } from '../../../components/spinner';
import { useAskToSignUp } from '../../../hooks/use-ask-to-sign-up';
import { useSession } from '../../../hooks/use-session';
import { errorMessages } from '../../../lib/api-client';
import { useSiteOrigin } from '../../../lib/first-screen';
import { shareHeading, shareLink, type ShareView } from '../../../lib/share-view';
import { signupReasons } from '../../../lib/signup-reasons';
import { setShareFavorite } from '../api/share-favorite.api';
import { deleteShare, setShareActive } from '../api/share-status.api';
import { PrintFlyerLink } from './print-flyer-link';

interface ShareActionsProps {
  share: ShareView;
  onChanged: (share: ShareView) => void;
  onEdit: () => void;
  onDeleted: () => void;
}

type Busy = 'favorite' | 'active' | 'delete' | null;

/** The mail to the owner: a share-inquiry subject and a first line pointing at the listing. */
function mailtoOf(share: ShareView, email: string, origin: string): string {
  const subject = `Share inquiry: ${share.title.trim() || shareHeading(share)} on Wingshare`;
  const body = `Hi ${share.owner.first},\n\nI saw your listing on Wingshare (${shareLink(share.id, origin)}) and would like to know more.\n\n`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The share modal's buttons (spec 2): contact and sharing for everyone, the favourite for everyone but the
 * owner (a visitor is asked to sign up for it), and Edit, Disable or Enable and Delete for the owner or an
 * admin. Every failure shows here.
 */
export function ShareActions({ share, onChanged, onEdit, onDeleted }: ShareActionsProps) {
  const { user } = useSession();
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const questionId = useId();
  const origin = useSiteOrigin();
  // Favourites are others' listings to come back to: the owner finds his own under My Planes (the server refuses it too).
  const canFavorite = !user || user.id !== share.owner.id;
  const askToSignUp = useAskToSignUp();
  // The owner's address only when he shows it (issue 16: emailPublic); otherwise pilots write on the site.
  const email: string | null = share.owner.email ?? null;
  const isOwner = user?.id === share.owner.id;

  const run = async (what: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    setErrors([]);
    setNotice('');
    try {
      await action();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(null);
    }
  };

  const copy = async (text: string, done: string, label: string) => {
    setErrors([]);
    try {
      await navigator.clipboard.writeText(text);
      setNotice(done);
    } catch {
      setNotice('');
      setErrors([`Your browser did not let us copy the ${label}. Here it is to copy by hand: ${text}`]);
    }
  };

  const toggleFavorite = async () => {
    // A visitor saves once he has an account (issue 34): asked with the reason, he comes back to the listing.
    if (!user) return askToSignUp(signupReasons.savePlane);
    await run('favorite', async () => {
      const { isFavorite } = await setShareFavorite(share.id, !share.isFavorite);
      onChanged({ ...share, isFavorite });
      setNotice(isFavorite ? 'Added to your favorites.' : 'Removed from your favorites.');
    });
  };

  const toggleActive = () =>
    run('active', async () => {
      // The answer does not say whether the caller keeps it as a favourite; that has not changed.
      const updated = { ...(await setShareActive(share.id, !share.isActive)), isFavorite: share.isFavorite };
      onChanged(updated);
      setNotice(updated.isActive ? 'Your listing is enabled: pilots can find it again.' : 'Your listing is disabled: only you can see it.');
    });

  const remove = () =>
    run('delete', async () => {
      await deleteShare(share.id);
      onDeleted();
    });

  return (
    <div className="share-actions">
      <div className="share-action-row">
        {!isOwner && <MessageButton to={{ shareId: share.id }} label="Message the owner" recipient={share.owner.first} />}
        {email && (
          <>
            <a className={`button ${isOwner ? 'button-primary' : 'button-secondary'} button-small`} href={mailtoOf(share, email, origin)}>
              Send Email
            </a>
            <button type="button" className="button button-secondary button-small" onClick={() => void copy(email, 'Email copied.', 'email address')}>
              Copy Email
            </button>
          </>
        )}
        {canFavorite && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void toggleFavorite()}
            disabled={busy !== null}
            aria-busy={busy === 'favorite'}
            aria-pressed={share.isFavorite}
          >
            {busy === 'favorite' && <Spinner />}
            {share.isFavorite ? 'Remove Favorite' : 'Add Favorite'}
          </button>
        )}
        <button type="button" className="button button-secondary button-small" onClick={() => void copy(shareLink(share.id), 'Link copied.', 'link')}>
          Copy Listing Link
        </button>
      </div>

      {share.canEdit && (
        <div className="share-action-row share-owner-actions" role="group" aria-label="Manage your listing">
          <button type="button" className="button button-secondary button-small" onClick={onEdit} disabled={busy !== null}>
            Edit
          </button>
          <PrintFlyerLink shareId={share.id} />
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void toggleActive()}
            disabled={busy !== null}
            aria-busy={busy === 'active'}
          >
            {busy === 'active' && <Spinner />}
            {share.isActive ? 'Disable' : 'Enable'}
          </button>
          {!confirmingDelete && (
            <button type="button" className="button button-danger-outline button-small" onClick={() => setConfirmingDelete(true)} disabled={busy !== null}>
              Delete
            </button>
          )}
        </div>
      )}

      {share.canEdit && confirmingDelete && (
        <div className="share-confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId} className="share-confirm-question">
            Are you sure? Deleting removes this listing and its photos for good.
          </p>
          <div className="share-action-row">
            <button type="button" className="button button-secondary button-small" onClick={() => setConfirmingDelete(false)} disabled={busy === 'delete'} data-autofocus>
              No
            </button>
            <button type="button" className="button button-danger button-small" onClick={() => void remove()} disabled={busy === 'delete'} aria-busy={busy === 'delete'}>
              {busy === 'delete' && <Spinner />}
              Yes
            </button>
          </div>
        </div>
      )}

      <p className="share-notice" role="status">
        {notice}
      </p>
      <ErrorList errors={errors} />
    </div>
  );
}
