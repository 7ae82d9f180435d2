import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { markTakeoverSeen, takeoverAllowedAt, takeoverSeen } from '../takeover-flag';

/**
 * Opens the welcome takeover once per browser: decided once per page load, as soon as the session is
 * known, and only for signed-out visitors with no other modal open. A page the server rendered for a
 * browser without the takeover's cookie has it open already: it is remembered then (or closed, for a
 * browser that remembers it only in localStorage, as before the cookie).
 */
export function useFirstVisitTakeover(): void {
  const { status, user } = useSession();
  const { current, openModal, closeModal } = useModal();
  const { pathname } = useLocation();
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || status !== 'ready') return;
    decided.current = true;
    const seen = takeoverSeen();
    if (current?.name === 'takeover') {
      if (seen === true || user) closeModal();
      else markTakeoverSeen();
      return;
    }
    if (user || current || !takeoverAllowedAt(pathname)) return;
    if (seen !== false) return;
    markTakeoverSeen();
    openModal('takeover');
  }, [status, user, current, pathname, openModal, closeModal]);
}
