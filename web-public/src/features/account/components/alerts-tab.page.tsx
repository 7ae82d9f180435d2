import { useState } from 'react';
import { airportLabel, type Airport } from '../../../../../domain/airport/airport';
import { AirportPicker } from '../../../components/airport-picker/airport-picker';
import { ErrorList } from '../../../components/form/error-list';
import { Spinner } from '../../../components/spinner';
import { useSession } from '../../../hooks/use-session';
import { errorMessages } from '../../../lib/api-client';
import { followAirport, unfollowAirport } from '../api/favorite-airports.api';

/** /account/alerts: the airports whose new listings are emailed to the user. */
export function AlertsTabPage() {
  const { user, setUser } = useSession();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  if (!user) return null;

  const run = async (airportId: number, call: (id: number) => ReturnType<typeof followAirport>) => {
    setBusy(airportId);
    setErrors([]);
    try {
      setUser(await call(airportId));
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(null);
    }
  };

  const follow = (airport: Airport) => {
    if (user.favoriteAirports.some((a) => a.id === airport.id)) {
      setErrors([`You already get alerts for ${airportLabel(airport)}.`]);
      return;
    }
    void run(airport.id, followAirport);
  };

  return (
    <section aria-labelledby="alerts-heading">
      <h1 id="alerts-heading" className="account-title">
        New Listing Alerts
      </h1>
      <div className="account-card">
        <p className="account-lead">
          Follow the airports you fly from. When a plane is listed at one of them, we email you.
        </p>
        <AirportPicker label="Add an airport" onSelect={follow} clearOnSelect />
        <ErrorList errors={errors} />
        <h2 className="account-subtitle">Airports you follow</h2>
        {user.favoriteAirports.length === 0 ? (
          <p className="account-empty">You are not following any airports yet.</p>
        ) : (
          <ul className="followed-airports">
            {user.favoriteAirports.map((airport) => (
              <li key={airport.id}>
                <span>{airportLabel(airport)}</span>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => void run(airport.id, unfollowAirport)}
                  disabled={busy !== null}
                  aria-busy={busy === airport.id}
                >
                  {busy === airport.id && <Spinner />}
                  Remove<span className="visually-hidden"> {airportLabel(airport)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
