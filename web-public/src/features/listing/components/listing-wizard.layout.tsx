import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../../hooks/use-session';
import { SuccessNote } from '../../../components/success-note/success-note';
import { subscribedPlan } from '../../../lib/subscribed-state';
import { ListingDraftProvider } from './listing-draft-provider';
import './listing-wizard.css';

/** /list and its steps: one draft for the signed-in account, kept while moving between the steps. */
export function ListingWizardLayout() {
  const { user } = useSession();
  const { state } = useLocation();
  // Sent back here right after subscribing (the wizard was the way here): say so once, on this entry.
  const subscribed = subscribedPlan(state) === 'listing';
  // The route guard has required a login and the listing subscription before this renders.
  if (!user) return null;
  return (
    <ListingDraftProvider key={user.id} userId={user.id}>
      <main className="page listing-wizard">
        <div className="container wizard-container">
          {subscribed && (
            <SuccessNote title="You are subscribed">Your listing subscription is active: you can list your plane now.</SuccessNote>
          )}
          <Outlet />
        </div>
      </main>
    </ListingDraftProvider>
  );
}
