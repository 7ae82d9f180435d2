import { useSession } from '../../hooks/use-session';

/** Shown when the profile could not be loaded (not when the visitor is simply signed out). */
export function SessionErrorBanner() {
  const { error, refresh, dismissError } = useSession();
  if (!error) return null;
  return (
    <div className="notice-banner" role="alert">
      <p>{error}</p>
      <button type="button" className="button button-secondary button-small" onClick={() => void refresh({ force: true })}>
        Try again
      </button>
      <button type="button" className="button button-link button-small" onClick={dismissError}>
        Dismiss
      </button>
    </div>
  );
}
