import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The query parameter that links the share modal to the address. */
export const SHARE_PARAM = 'share';

/** Navigation state of an in-app opening: closing then steps back instead of adding a history entry. */
interface OpenedHere {
  shareOpenedHere?: boolean;
}

/**
 * Opens the share modal by putting `?share={id}` on the current page, and closes it by taking the
 * parameter off again (spec 2 "Share modal"); the modal follows the address.
 */
export function useShareLink() {
  const navigate = useNavigate();
  const location = useLocation();

  const open = useCallback(
    (id: number) => {
      const params = new URLSearchParams(location.search);
      params.set(SHARE_PARAM, String(id));
      navigate({ pathname: location.pathname, search: `?${params}` }, { state: { shareOpenedHere: true } satisfies OpenedHere });
    },
    [navigate, location.pathname, location.search],
  );

  const close = useCallback(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(SHARE_PARAM)) return;
    if ((location.state as OpenedHere | null)?.shareOpenedHere) {
      navigate(-1);
      return;
    }
    params.delete(SHARE_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [navigate, location.pathname, location.search, location.hash, location.state]);

  return { open, close };
}
