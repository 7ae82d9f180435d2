import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useModal } from './use-modal';
import { SHARE_PARAM } from './use-share-link';

/**
 * Opens the sign-up modal for something only an account does (lib/signup-reasons.ts): the reason is its
 * title, and the new member comes back to this page (a listing's `?share=` reopens it) or goes on to `then`.
 * Asked from a listing, closing it without signing up goes back to the listing: the address, which still
 * links it, is written again (a replace), and the modal follows the address.
 */
export function useAskToSignUp(): (reason: string, then?: string) => void {
  const { openModal } = useModal();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  return useCallback(
    (reason: string, then?: string) => {
      const fromListing = new URLSearchParams(search).has(SHARE_PARAM);
      const onDismiss = fromListing ? () => void navigate({ pathname, search, hash }, { replace: true, state }) : undefined;
      openModal('signup', { reason, postSignupRoute: then ?? `${pathname}${search}`, onDismiss });
    },
    [openModal, navigate, pathname, search, hash, state],
  );
}
