import { useState } from 'react';
import { useAskToSignUp } from '../../../hooks/use-ask-to-sign-up';
import { useSession } from '../../../hooks/use-session';
import { errorMessage } from '../../../lib/api-client';
import { signupReasons } from '../../../lib/signup-reasons';
import { setAirportFollowed } from '../api/follow-airport.api';

/**
 * Follow the airport a marker chose, for its new-listing alerts (Account, Alerts lists them). A visitor is
 * asked to sign up, told why ("Sign up to follow LOU"), and comes back to this search.
 */
export function FollowAirportButton({ airportId, code }: { airportId: number; code: string }) {
  const { user, setUser } = useSession();
  const askToSignUp = useAskToSignUp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const following = !!user?.favoriteAirports.some((a) => a.id === airportId);

  const toggle = async () => {
    if (!user) return askToSignUp(signupReasons.follow(code));
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setUser(await setAirportFollowed(airportId, !following));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button-link" aria-pressed={user ? following : undefined} aria-busy={busy} onClick={() => void toggle()}>
        {following ? `Following ${code}` : `Follow ${code}`}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
