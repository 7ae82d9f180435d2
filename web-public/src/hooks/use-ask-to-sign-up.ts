import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useModal } from './use-modal';

/**
 * Opens the sign-up modal for something only an account does (lib/signup-reasons.ts): the reason is its
 * title, and the new member comes back to this page (a listing's `?share=` reopens it) or goes on to `then`.
 */
export function useAskToSignUp(): (reason: string, then?: string) => void {
  const { openModal } = useModal();
  const { pathname, search } = useLocation();
  return useCallback(
    (reason: string, then?: string) => openModal('signup', { reason, postSignupRoute: then ?? `${pathname}${search}` }),
    [openModal, pathname, search],
  );
}
