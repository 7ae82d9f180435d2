import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { readLocalFlag, writeLocalFlag } from '../../../lib/local-flag';

/** localStorage key remembering that this browser has seen the takeover ("1"). */
export const TAKEOVER_SEEN_KEY = 'wingshare.takeover.seen';

// Pages where a welcome would get in the way of what the visitor came to do.
const SKIPPED_PATHS = ['/signup', '/reset', '/auth/', '/landing-frame', '/map-frame'];

/**
 * Opens the welcome takeover once per browser: decided once per page load, as soon as the session is
 * known, and only for signed-out visitors with no other modal open.
 */
export function useFirstVisitTakeover(): void {
  const { status, user } = useSession();
  const { current, openModal } = useModal();
  const { pathname } = useLocation();
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || status !== 'ready') return;
    decided.current = true;
    if (user || current || SKIPPED_PATHS.some((p) => pathname.startsWith(p))) return;
    if (readLocalFlag(TAKEOVER_SEEN_KEY) !== false) return;
    writeLocalFlag(TAKEOVER_SEEN_KEY);
    openModal('takeover');
  }, [status, user, current, pathname, openModal]);
}
